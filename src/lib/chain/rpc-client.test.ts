import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eip1193Reader, httpReader, MAX_BATCH_SIZE } from './rpc-client';
import { RpcError } from './rpc-error';
import { startJsonRpcServer, type JsonRpcTestServer } from './jsonrpc-server.testing';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';

let server: JsonRpcTestServer;
beforeAll(async () => {
  server = await startJsonRpcServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.bodies.length = 0;
  server.script = { answer: (method, params) => ({ result: { method, params } }) };
});

async function rejection(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RpcError);
  return error as RpcError;
}

describe('httpReader', () => {
  it('sends a lone request unbatched', async () => {
    const reader = httpReader(server.url, 1);
    await expect(reader.request('eth_chainId')).resolves.toEqual({ method: 'eth_chainId', params: [] });
    expect(server.bodies).toHaveLength(1);
    expect(Array.isArray(server.bodies[0])).toBe(false);
  });

  it('batches requests of the same tick and matches answers by id', async () => {
    const reader = httpReader(server.url, 1);
    const results = await Promise.all([1, 2, 3].map((n) => reader.request('eth_getBlockByNumber', [n])));
    expect(results.map((r) => (r as { params: unknown[] }).params[0])).toEqual([1, 2, 3]);
    expect(server.bodies).toHaveLength(1);
    expect(server.bodies[0]).toHaveLength(3);
  });

  it(`splits a burst into batches of at most ${MAX_BATCH_SIZE}`, async () => {
    const reader = httpReader(server.url, 1);
    const results = await Promise.all(Array.from({ length: 120 }, (_, n) => reader.request('m', [n])));
    expect(results).toHaveLength(120);
    expect(server.bodies.map((b) => (b as unknown[]).length)).toEqual([50, 50, 20]);
  });

  it('passes JSON-RPC errors through with their code, per request of a batch', async () => {
    server.script = {
      answer: (method) =>
        method === 'bad'
          ? { error: { code: -32000, message: 'execution reverted', data: '0x08c379a0' } }
          : { result: 1 },
    };
    const reader = httpReader(server.url, 1);
    const [good, bad] = await Promise.allSettled([reader.request('good'), reader.request('bad')]);
    expect(good).toEqual({ status: 'fulfilled', value: 1 });
    const error = (bad as PromiseRejectedResult).reason as RpcError;
    expect(error).toMatchObject({
      kind: 'rpc',
      code: -32000,
      reason: 'execution reverted (code -32000)',
      data: '0x08c379a0',
    });
  });

  it('fails every request of a batch the endpoint refuses as a whole', async () => {
    server.script = {
      http: () => ({
        raw: JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } }),
      }),
    };
    const reader = httpReader(server.url, 1);
    const settled = await Promise.allSettled([reader.request('a'), reader.request('b')]);
    for (const result of settled)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ reason: 'batch too large (code -32600)' });
  });

  it('says which HTTP status refused the request', async () => {
    server.script = { http: () => ({ status: 429 }) };
    const error = await rejection(httpReader(server.url, 1).request('eth_blockNumber'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      reason: 'The endpoint refused the request: HTTP 429 (too many requests)',
    });
  });

  it('times out a slow endpoint with the time in words', async () => {
    server.script = { http: () => ({ delayMs: 500 }) };
    const error = await rejection(httpReader(server.url, 1, { timeoutMs: 100 }).request('eth_blockNumber'));
    expect(error).toMatchObject({ kind: 'timeout', reason: 'The endpoint did not answer within 0.1 s' });
  });

  it('explains an unreachable endpoint without its path', async () => {
    const closed = await startJsonRpcServer();
    await closed.close();
    const error = await rejection(httpReader(`${closed.url}/secret-key`, 1).request('eth_blockNumber'));
    expect(error.kind).toBe('network');
    expect(error.reason).toBe(
      `Could not reach ${new URL(closed.url).origin}: the network failed or the page's Content-Security-Policy blocked it`,
    );
  });

  it('refuses an answer that is not JSON-RPC', async () => {
    server.script = { http: () => ({ raw: '<html>gateway</html>' }) };
    const error = await rejection(httpReader(server.url, 1).request('eth_blockNumber'));
    expect(error).toMatchObject({ kind: 'invalid-response', reason: 'The endpoint did not answer with JSON-RPC' });
  });
});

describe('eip1193Reader', () => {
  it('forwards requests and keeps wallet error codes', async () => {
    const provider: Eip1193Provider = {
      request: async ({ method }) => {
        if (method === 'eth_chainId') return '0x1';
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
    const reader = eip1193Reader(provider, 1);
    await expect(reader.request('eth_chainId')).resolves.toBe('0x1');
    const error = await rejection(reader.request('eth_sendTransaction'));
    expect(error).toMatchObject({ code: 4001, reason: 'User rejected the request. (code 4001)' });
  });
});
