// The pinning clients against a local server that implements the published contracts (Kubo RPC
// dag/import, IPFS Pinning Service API), over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPinning, type MockPinning } from '../../../scripts/lib/mock-pinning.mjs';
import { collectCar, exportCar } from './car';
import { importFile } from './import-file';
import { kuboApiBase, kuboDagImport } from './kubo-dag-import';
import { authorization, PinningError } from './pinning-http';
import { followPin, getPinStatus, pinFailureReason, requestPin } from './pinning-service';
import { MemoryBlocks } from './memory-blocks';
import { pseudoRandomBytes } from './test-bytes.testing';

let mock: MockPinning;
beforeAll(async () => {
  mock = await startMockPinning({ token: 'psa-token', kuboToken: 'kubo-token' });
});
afterAll(() => mock.stop());

async function carOfFile(seed: number, size: number) {
  const store = new MemoryBlocks();
  const { cid } = await importFile(pseudoRandomBytes(seed, size), store);
  const car = await collectCar(exportCar([{ name: 'doc.bin', cid }], store));
  return { cid: cid.toString(), car: new Blob([car as Uint8Array<ArrayBuffer>]), blocks: store.blocks().length };
}

describe('Kubo RPC dag/import', () => {
  it('uploads the CAR, and the node pins its root with every block', async () => {
    const { cid, car, blocks } = await carOfFile(1, 700 * 1024);
    const result = await kuboDagImport({ url: mock.kuboUrl, token: 'kubo-token' }, car, cid);
    expect(result).toEqual({ root: cid, blockCount: blocks, bytes: expect.any(Number) });
    expect(mock.imported.get(cid)).toBe(blocks);
  });

  it('names the refusal when the node rejects the token', async () => {
    const { cid, car } = await carOfFile(2, 1024);
    const failure = kuboDagImport({ url: mock.kuboUrl, token: 'wrong' }, car, cid);
    await expect(failure).rejects.toThrow('The Kubo node refused the access token (403 403 - Forbidden)');
    expect(mock.imported.has(cid)).toBe(false);
  });

  it("reports the node's own message when the CAR is refused", async () => {
    const { cid } = await carOfFile(3, 1024);
    const failure = kuboDagImport(
      { url: mock.kuboUrl, token: 'kubo-token' },
      new Blob([new Uint8Array([1, 2, 3])]),
      cid,
    );
    await expect(failure).rejects.toThrow(/^The Kubo node answered 500: /);
  });

  it('accepts the endpoint with or without /api/v0, and refuses what is not http(s)', () => {
    expect(kuboApiBase('http://127.0.0.1:5001')).toBe('http://127.0.0.1:5001/api/v0');
    expect(kuboApiBase('http://127.0.0.1:5001/api/v0/')).toBe('http://127.0.0.1:5001/api/v0');
    expect(() => kuboApiBase('ftp://node')).toThrow(PinningError);
    expect(() => kuboApiBase('my node')).toThrow('"my node" is not a URL');
  });
});

describe('IPFS Pinning Service API', () => {
  const endpoint = () => ({ url: mock.psaUrl, token: 'psa-token' });

  it('pins by CID and follows queued → pinning → pinned', async () => {
    const { cid } = await carOfFile(4, 2048);
    const first = await requestPin(endpoint(), { cid, name: 'contract.pdf' });
    expect(first).toMatchObject({ status: 'queued', cid });
    const seen: string[] = [];
    const last = await followPin(endpoint(), first, { intervalMs: 1, onStatus: (s) => seen.push(s.status) });
    expect(seen).toEqual(['pinning', 'pinned']);
    expect(last.status).toBe('pinned');
    expect(mock.pins.get(first.requestid)?.pin).toEqual({ cid, name: 'contract.pdf' });
    expect(
      mock.requests.filter((r) => r.path.startsWith('/psa')).every((r) => r.authorization === 'Bearer psa-token'),
    ).toBe(true);
  });

  it('a failed pin carries the reason the service gave', async () => {
    const { cid } = await carOfFile(5, 2048);
    mock.failCids.add(cid);
    const last = await followPin(endpoint(), await requestPin(endpoint(), { cid }), { intervalMs: 1 });
    expect(last.status).toBe('failed');
    expect(pinFailureReason(last)).toBe(
      `The pinning service could not pin ${cid}: content not found: no provider answered for this CID`,
    );
  });

  it("a 401 says the token was refused, with the service's reason", async () => {
    const { cid } = await carOfFile(6, 512);
    const failure = requestPin({ url: mock.psaUrl, token: 'nope' }, { cid });
    await expect(failure).rejects.toThrow(
      'The pinning service refused the access token (401 UNAUTHORIZED: Access token is missing or invalid)',
    );
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it("an unknown request id and a bad CID are refused with the service's words", async () => {
    await expect(getPinStatus(endpoint(), 'missing')).rejects.toThrow(
      'The pinning service answered 404: NOT_FOUND: No pin request with this id',
    );
    await expect(requestPin(endpoint(), { cid: 'not-a-cid' })).rejects.toThrow(
      'answered 400: BAD_REQUEST: Not a CID: not-a-cid',
    );
  });

  it('an unreachable endpoint says so', async () => {
    await expect(requestPin({ url: 'http://127.0.0.1:9', token: 't' }, { cid: 'x' })).rejects.toThrow(
      'http://127.0.0.1:9 could not be reached',
    );
  });

  it('sends Bearer tokens, and a token that names its scheme as typed', () => {
    expect(authorization('abc')).toEqual({ authorization: 'Bearer abc' });
    expect(authorization('Basic dXNlcjpwYXNz')).toEqual({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(authorization('  ')).toEqual({});
  });
});
