// History sync speed, run by scripts/bench-sync.mjs in Node (fake-indexeddb) against a real anvil
// (never imported by the app). Returns figures; prints nothing.
import { getAddress } from 'ethers';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { startSyncEngine } from '@/lib/chain/sync/engine';

export interface ScanBenchFigures {
  readonly blocks: number;
  readonly rows: number;
  readonly ms: number;
}

async function jsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { message: string; code?: number; data?: unknown };
  };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
  return body.result;
}

/** Syncs `account`'s whole history on the chain at `rpcUrl` from an empty workspace; times it. */
export async function benchBlockScan(rpcUrl: string, account: string): Promise<ScanBenchFigures> {
  const db = new WorkspaceDb(`bench-${crypto.randomUUID()}`);
  await db.open();
  const head = Number(await jsonRpc(rpcUrl, 'eth_blockNumber', []));
  const provider: Eip1193Provider = {
    request: ({ method, params }) => jsonRpc(rpcUrl, method, (params as unknown[] | undefined) ?? []),
  };
  const started = performance.now();
  const stop = startSyncEngine({
    db,
    account: getAddress(account),
    wallet: { chainId: 31337, provider },
    pollMs: () => 20,
  });
  for (;;) {
    const [cursor] = await db.syncCursors.toArray();
    if (cursor && cursor.block >= head) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  stop();
  const rows = await db.chainTransactions.count();
  await db.delete();
  return { blocks: head + 1, rows, ms };
}

/** Reads `expected` rows of one wallet's history from an explorer API into an empty workspace; times it. */
export async function benchExplorer(
  apiUrl: string,
  wallet: string,
  expected: number,
): Promise<{ rows: number; ms: number }> {
  const { followExplorer } = await import('@/lib/chain/sync/explorer-follower');
  const db = new WorkspaceDb(`bench-${crypto.randomUUID()}`);
  await db.open();
  const controller = new AbortController();
  const started = performance.now();
  void followExplorer({
    db,
    explorer: { apiUrl, apiKey: null, chainId: 1 },
    reader: null,
    chainId: 1,
    wallets: [getAddress(wallet)],
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    pollMs: 60_000,
    tokens: null,
    now: () => new Date(),
    signal: controller.signal,
  });
  while ((await db.chainTransactions.count()) < expected) await new Promise((resolve) => setTimeout(resolve, 20));
  const ms = performance.now() - started;
  controller.abort();
  const rows = await db.chainTransactions.count();
  await db.delete();
  return { rows, ms };
}
