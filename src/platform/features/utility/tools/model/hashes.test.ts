import { createHash } from 'node:crypto';
import { keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { hashStream, hashText } from './hashes';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('hashText', () => {
  it('matches node:crypto SHA-256 and ethers keccak256 of the UTF-8 bytes', () => {
    const text = 'Grüezi, Ledgerline ✓';
    expect(hashText(text)).toEqual({
      sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      keccak256: keccak256(toUtf8Bytes(text)),
    });
  });

  it('hashes the empty text to the well-known digests', () => {
    expect(hashText('')).toEqual({
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      keccak256: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    });
  });
});

describe('hashStream', () => {
  it('gives the digests of the whole content, whatever the chunking, with progress', async () => {
    const bytes = new Uint8Array(300_001).map((_, index) => (index * 31) % 251);
    const chunks = [bytes.subarray(0, 1), bytes.subarray(1, 65_537), bytes.subarray(65_537)];
    const progress: number[] = [];
    const digests = await hashStream(streamOf(chunks), { onProgress: (read) => progress.push(read) });
    expect(digests).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), keccak256: keccak256(bytes) });
    expect(progress).toEqual([1, 65_537, 300_001]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const chunks = [new Uint8Array(10), new Uint8Array(10)];
    const run = hashStream(streamOf(chunks), {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('stopped')),
    });
    await expect(run).rejects.toThrow('stopped');
  });
});
