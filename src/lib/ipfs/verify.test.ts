import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256, sha512 } from 'multiformats/hashes/sha2';
import { create } from 'multiformats/hashes/digest';
import { describe, expect, it } from 'vitest';
import { assertBlock, blockMatches } from './verify';

const bytes = new TextEncoder().encode('hello world');

describe('blockMatches', () => {
  it('accepts bytes that hash to the CID, with sha2-256 or sha2-512', async () => {
    expect(await blockMatches(CID.createV1(raw.code, await sha256.digest(bytes)), bytes)).toBe(true);
    expect(await blockMatches(CID.createV1(raw.code, await sha512.digest(bytes)), bytes)).toBe(true);
  });

  it('rejects one changed byte', async () => {
    const cid = CID.createV1(raw.code, await sha256.digest(bytes));
    const altered = bytes.slice();
    altered[0] = altered[0]! ^ 1;
    expect(await blockMatches(cid, altered)).toBe(false);
    await expect(assertBlock(cid, altered)).rejects.toThrow(`Block ${cid.toString()} does not match its content`);
  });

  it('refuses a hash function it cannot check instead of trusting the block', async () => {
    const blake3 = CID.createV1(raw.code, create(0x1e, new Uint8Array(32)));
    await expect(blockMatches(blake3, bytes)).rejects.toThrow(/hash function 0x1e/);
  });
});
