import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLogsChunked, getLogsChunks, isRangeRefusal } from './get-logs-chunked';
import { httpReader } from './rpc-client';
import { RpcError } from './rpc-error';
import { startJsonRpcServer, type JsonRpcTestServer } from './jsonrpc-server.testing';

// One log per block, so a test can check that every block was covered exactly once.
const logAt = (block: number) => ({
  address: `0x${'11'.repeat(20)}`,
  topics: [`0x${'22'.repeat(32)}`],
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
  blockHash: `0x${block.toString(16).padStart(64, '0')}`,
  transactionHash: `0x${(block + 1).toString(16).padStart(64, '0')}`,
  transactionIndex: '0x0',
  logIndex: '0x0',
  removed: false,
});

let server: JsonRpcTestServer;
let ranges: Array<[number, number]>;
beforeAll(async () => {
  server = await startJsonRpcServer();
});
afterAll(() => server.close());

/** A node that refuses ranges wider than `cap` blocks with the given error. */
function nodeWithCap(cap: number, error: { code: number; message: string }) {
  ranges = [];
  server.script = {
    answer: (_method, params) => {
      const filter = params[0] as { fromBlock: string; toBlock: string };
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      ranges.push([from, to]);
      if (to - from + 1 > cap) return { error };
      return { result: Array.from({ length: to - from + 1 }, (_, i) => logAt(from + i)) };
    },
  };
}

describe('getLogsChunked', () => {
  it.each([
    [{ code: -32005, message: 'query returned more than 10000 results' }],
    [
      {
        code: -32602,
        message: 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
      },
    ],
    [{ code: -32000, message: 'block range is too wide' }],
  ])('halves the range when the node refuses it (%o)', async (error) => {
    nodeWithCap(300, error);
    const logs = await getLogsChunked(httpReader(server.url, 1), { topics: [null] }, 0, 1999, { maxRange: 1000 });
    expect(logs.map((l) => l.blockNumber)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    // 1000 and 500 refused, then 250-block ranges for the rest of the way.
    expect(ranges.slice(0, 3)).toEqual([
      [0, 999],
      [0, 499],
      [0, 249],
    ]);
    expect(ranges.filter(([f, t]) => t - f + 1 > 300)).toHaveLength(2);
  });

  it('yields chunks in order so a cursor can be stored after each', async () => {
    nodeWithCap(10_000, { code: -32005, message: 'x' });
    const chunks = [];
    for await (const chunk of getLogsChunks(httpReader(server.url, 1), {}, 5, 24, { maxRange: 10 }))
      chunks.push([chunk.fromBlock, chunk.toBlock, chunk.logs.length]);
    expect(chunks).toEqual([
      [5, 14, 10],
      [15, 24, 10],
    ]);
  });

  it('gives up with the node error when even one block is refused', async () => {
    nodeWithCap(0, { code: -32005, message: 'query returned more than 10000 results' });
    const error = await getLogsChunked(httpReader(server.url, 1), {}, 0, 7).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rpc', code: -32005 });
    expect(ranges).toEqual([
      [0, 7],
      [0, 3],
      [0, 1],
      [0, 0],
    ]);
  });

  it('does not halve on a rate limit or another error', async () => {
    nodeWithCap(0, { code: -32005, message: 'daily request count exceeded, request rate limited' });
    await expect(getLogsChunked(httpReader(server.url, 1), {}, 0, 7)).rejects.toBeInstanceOf(RpcError);
    expect(ranges).toHaveLength(1);
    expect(
      isRangeRefusal(
        new RpcError('rpc', 'invalid argument 0: hex string has length 3 (code -32000)', { code: -32000 }),
      ),
    ).toBe(false);
    expect(isRangeRefusal(new RpcError('timeout', 'The endpoint did not answer within 10 s'))).toBe(false);
  });
});
