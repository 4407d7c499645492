// The explorer source against the mock explorer over real HTTP and a real (in-memory) IndexedDB:
// history page by page, rate limits, resuming from the cursor, token and internal rows, and the
// paused state while the API is down followed by catch-up.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockExplorer, type MockExplorer } from '../../../../scripts/lib/mock-explorer.mjs';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ExplorerConfig } from '@/lib/chain/explorer-request';
import { startJsonRpcServer, type JsonRpcTestServer } from '@/lib/chain/jsonrpc-server.testing';
import { httpReader } from '@/lib/chain/rpc-client';
import type { Clock } from '@/lib/chain/token-bucket';
import { followExplorer } from './explorer-follower';
import { CONTRACT, TOKEN, WALLET, hashOf, internalRow, tokenRow, txRow } from '@/lib/chain/explorer-rows.testing';

const ME = getAddress(WALLET);
let db: WorkspaceDb;
const cleanups: (() => unknown)[] = [];

/** Sleeping advances virtual time at once: the rate limit and the 429 backoff cost no real time. */
function virtualClock(): Clock {
  let time = 0;
  return { now: () => time, sleep: async (ms) => void (time += ms) };
}

async function explorer(options: Parameters<typeof startMockExplorer>[0] = {}): Promise<MockExplorer> {
  const server = await startMockExplorer(options);
  cleanups.push(() => server.stop());
  return server;
}

function follow(config: ExplorerConfig, extra: { reader?: JsonRpcTestServer } = {}): () => void {
  const controller = new AbortController();
  void followExplorer({
    db,
    explorer: config,
    reader: extra.reader ? httpReader(extra.reader.url, 1) : null,
    chainId: 1,
    wallets: [ME],
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    pollMs: 20,
    tokens: null,
    now: () => new Date('2024-05-01T00:00:00Z'),
    signal: controller.signal,
    maxBackoffMs: 100,
  });
  const stop = () => controller.abort();
  cleanups.push(stop);
  return stop;
}

const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const cursor = async (source: string) => (await db.syncCursors.toArray()).find((c) => c.source === source);
const allLive = async () => {
  const cursors = await db.syncCursors.toArray();
  // txlist, tokentx, internal, and router payments in and out (nothing to read: no router on chain 1).
  expect(cursors).toHaveLength(5);
  expect(cursors.map((c) => c.state)).toEqual(['live', 'live', 'live', 'live', 'live']);
};

async function freshDb(): Promise<void> {
  db = new WorkspaceDb(`explorer-${crypto.randomUUID()}`);
  await db.open();
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await db.delete();
});

describe('followExplorer', { timeout: 20_000 }, () => {
  it('reads the whole history page by page (asc), with token and internal rows, head from the RPC', async () => {
    await freshDb();
    const api = await explorer({
      apiKey: 'KEY',
      data: {
        txlist: Array.from({ length: 25 }, (_, i) => txRow(i + 1, 100 + i)),
        tokentx: [tokenRow(101, 130), tokenRow(102, 131, { tokenSymbol: '', logIndex: '0' })],
        txlistinternal: [internalRow(201, 140), internalRow(202, 141, { isError: '1' })],
      },
    });
    const rpc = await startJsonRpcServer({
      answer: (method) =>
        method === 'eth_blockNumber' ? { result: '0x200' } : { error: { code: -32601, message: 'no' } },
    });
    cleanups.push(() => rpc.close());
    follow({ apiUrl: api.url, apiKey: 'KEY', chainId: 1, pageSize: 10, clock: virtualClock() }, { reader: rpc });
    await until(allLive);
    const rows = await db.chainTransactions.toArray();
    expect(rows).toHaveLength(25 + 2 + 1);
    expect(rows.filter((r) => r.source === 'explorer')).toHaveLength(28);
    // Three txlist pages of 10, every request sorted ascending explicitly.
    const txlist = api.requests.filter((r) => r.params.action === 'txlist');
    expect(txlist.slice(0, 3).map((r) => [r.params.page, r.params.startblock])).toEqual([
      ['1', '0'],
      ['2', '0'],
      ['3', '0'],
    ]);
    expect(api.requests.every((r) => r.params.sort === 'asc')).toBe(true);
    expect(await cursor('explorer-txlist')).toMatchObject({ block: 124, head: 512, reason: null });
    expect(await cursor('explorer-tokentx')).toMatchObject({ block: 131, head: 512 });
    expect(await cursor('explorer-internal')).toMatchObject({ block: 141 });
    expect(await db.chainTransactions.get(`1:${hashOf(101)}:2`)).toMatchObject({
      symbol: 'TUSD',
      decimals: 6,
      asset: getAddress(TOKEN),
      units: '1500000',
      direction: 'in',
    });
    // No usable symbol and no RPC resolver: the short address with 0 decimals, never a lost row.
    expect(await db.chainTransactions.get(`1:${hashOf(102)}:0`)).toMatchObject({ symbol: '0x3333…3333', decimals: 0 });
    expect(await db.chainTransactions.get(`1:${hashOf(201)}:i0_1`)).toMatchObject({
      counterparty: getAddress(CONTRACT),
      units: '250000000000000000',
    });
  });

  it('backs off on a 429 and then succeeds', async () => {
    await freshDb();
    const api = await explorer({ data: { txlist: [txRow(1, 10), txRow(2, 11)] } });
    api.failNext(1, 'http');
    follow({ apiUrl: api.url, chainId: 1, clock: virtualClock() });
    await until(allLive);
    expect(await db.chainTransactions.count()).toBe(2);
    const first = api.requests.slice(0, 2).map((r) => [r.params.action, r.params.startblock]);
    expect(first).toEqual([
      ['txlist', '0'],
      ['txlist', '0'],
    ]);
  });

  it('continues from the stored cursor after a stop mid-history, without duplicates', async () => {
    await freshDb();
    const api = await explorer({ data: { txlist: Array.from({ length: 25 }, (_, i) => txRow(i + 1, 100 + i)) } });
    // The real clock (3 requests a second) leaves time to stop after the first page.
    const stop = follow({ apiUrl: api.url, chainId: 1, pageSize: 10 });
    await until(async () => expect((await cursor('explorer-txlist'))?.block).toBeGreaterThanOrEqual(108));
    stop();
    const stopped = await cursor('explorer-txlist');
    expect(stopped?.state).toBe('catching-up');
    const before = api.requests.length;
    api.data.txlist.push(txRow(26, 200));
    follow({ apiUrl: api.url, chainId: 1, pageSize: 10, clock: virtualClock() });
    await until(allLive);
    expect(api.requests[before]?.params).toMatchObject({
      action: 'txlist',
      startblock: String((stopped?.block ?? 0) + 1),
      page: '1',
    });
    const rows = await db.chainTransactions.toArray();
    expect(rows).toHaveLength(26);
    expect(new Set(rows.map((r) => r.id)).size).toBe(26);
    expect((await cursor('explorer-txlist'))?.block).toBe(200);
  });

  it('picks up new rows live from the cursor', async () => {
    await freshDb();
    const api = await explorer({ data: { txlist: [txRow(1, 10)] } });
    follow({ apiUrl: api.url, chainId: 1, clock: virtualClock() });
    await until(allLive);
    api.data.txlist.push(txRow(2, 12));
    await until(async () => expect(await db.chainTransactions.count()).toBe(2));
    // Each poll asks from the block after the cursor: 11 found the new row, then 13.
    const starts = () => api.requests.filter((r) => r.params.action === 'txlist').map((r) => r.params.startblock);
    await until(() => expect(starts()).toContain('13'));
    expect(new Set(starts())).toEqual(new Set(['0', '11', '13']));
  });

  it('pauses with the reason while the API refuses, and catches up when it answers again', async () => {
    await freshDb();
    const api = await explorer({ data: { txlist: [txRow(1, 10)] } });
    api.failNext(10_000, 'status');
    follow({ apiUrl: api.url, chainId: 1, clock: virtualClock() });
    await until(async () => {
      const cursors = await db.syncCursors.toArray();
      expect(cursors.map((c) => c.state)).toEqual(['paused', 'paused', 'paused', 'paused', 'paused']);
      expect(cursors[0]?.reason).toBe(
        'The explorer API still refused after 5 tries (Max calls per sec rate limit reached (3/sec)): add an API key or try again later',
      );
    });
    expect(await db.chainTransactions.count()).toBe(0);
    api.failNext(0);
    await until(allLive);
    expect(await db.chainTransactions.count()).toBe(1);
    expect((await db.syncCursors.toArray()).every((c) => c.reason === null)).toBe(true);
  });

  it('pauses when the explorer is down and resumes from the cursor on a new endpoint', async () => {
    await freshDb();
    const rows = [txRow(1, 10), txRow(2, 11)];
    const down = await explorer({ data: { txlist: rows } });
    const stop = follow({ apiUrl: down.url, chainId: 1, clock: virtualClock() });
    await until(allLive);
    await down.stop();
    await until(async () => {
      const paused = await cursor('explorer-txlist');
      expect(paused?.state).toBe('paused');
      expect(paused?.reason).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:\d+/);
    });
    stop();
    // A settings change (new URL) restarts the follower: it continues from the stored cursor.
    const back = await explorer({ data: { txlist: [...rows, txRow(3, 15)] } });
    follow({ apiUrl: back.url, chainId: 1, clock: virtualClock() });
    await until(allLive);
    expect(back.requests.find((r) => r.params.action === 'txlist')?.params.startblock).toBe('12');
    expect(await db.chainTransactions.count()).toBe(3);
  });
});
