// Opening balances: the books of a wallet start at the block its tracking started, so what it held
// there (ETH and each token the workspace knows on that network) is proposed as its opening
// balance. The engine only proposes: a row, once written, is the user's to confirm, edit or reject
// on the Accounting page, and is never overwritten here.
import { syncCursorId } from '@/lib/db/entities/sync-cursor';
import { openingBalanceId, type OpeningBalance } from '@/lib/db/entities/opening-balance';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { getBlock } from '@/lib/chain/rpc-methods';
import { readChainBalances } from './chain-balances';
import { isoDay } from '@/lib/primitives/days';

export interface OpeningTarget {
  readonly chainId: number;
  readonly wallets: readonly string[];
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
}

/**
 * The opening block of each wallet whose scan cursor does not exist yet (its tracking starts now):
 * the last block before the scan's next read, which covers every wallet of the chain, so it is the
 * lowest of `start` and the stored cursors (block 0 when the scan starts at genesis).
 */
export async function newWalletStarts(
  db: WorkspaceDb,
  chainId: number,
  wallets: readonly string[],
  start: number,
): Promise<Map<string, number>> {
  const stored = await db.syncCursors.bulkGet(wallets.map((wallet) => syncCursorId(chainId, wallet, 'scan')));
  const block = Math.max(0, Math.min(start, ...stored.map((cursor) => cursor?.block ?? start)));
  return new Map(wallets.filter((_, index) => !stored[index]).map((wallet) => [wallet, block]));
}

/**
 * Proposes the opening balance of every asset a wallet has none for yet, read at the wallet's
 * opening block: the block of its earlier opening rows, else `startOf(wallet)` (null: unknown, as
 * for a wallet tracked before opening balances existed on a network not read from genesis). A zero
 * balance needs no entry and is stored as confirmed. A node without the state of that block (a
 * pruned public node) leaves the wallet without a proposal; other failures are thrown.
 */
export async function recordOpeningBalances(
  db: WorkspaceDb,
  reader: ChainReader,
  target: OpeningTarget,
  startOf: (wallet: string) => number | null,
  now: string,
): Promise<void> {
  const [stored, tokens] = await Promise.all([
    db.openingBalances.where('chainId').equals(target.chainId).toArray(),
    db.knownTokens.where('chainId').equals(target.chainId).toArray(),
  ]);
  for (const wallet of target.wallets) {
    const mine = stored.filter((row) => row.wallet === wallet);
    const block = mine[0]?.block ?? startOf(wallet);
    if (block === null) continue;
    const have = new Set(mine.map((row) => row.asset.toLowerCase()));
    const wanted = ['native', ...tokens.map((t) => t.address.toLowerCase())];
    if (wanted.every((asset) => have.has(asset))) continue;
    const rows = await openingRows(db, reader, { ...target, wallets: [wallet] }, block, now).catch((error: unknown) => {
      if (error instanceof RpcError && error.kind === 'rpc') return null;
      throw error;
    });
    if (!rows) continue;
    const fresh = rows.filter((row) => !have.has(row.asset.toLowerCase()));
    await db.transaction('rw', db.openingBalances, async () => {
      // Another tab may have proposed (or the user decided) meanwhile: never overwrite a row.
      const existing = await db.openingBalances.bulkGet(fresh.map((row) => row.id));
      const missing = fresh.filter((_, index) => !existing[index]);
      if (missing.length) await db.openingBalances.bulkAdd(missing.map((r) => parseRecord('openingBalances', r)));
    });
  }
}

/** The opening rows of one wallet at `block`: native and every known token (a token not yet deployed there holds 0). */
async function openingRows(
  db: WorkspaceDb,
  reader: ChainReader,
  target: OpeningTarget,
  block: number,
  now: string,
): Promise<OpeningBalance[]> {
  const header = await getBlock(reader, block, false);
  if (!header) return [];
  const balances = await readChainBalances(db, reader, { ...target, block: { number: block, hash: header.hash } }, now);
  const tokens = await db.knownTokens.where('chainId').equals(target.chainId).toArray();
  const wallet = target.wallets[0] as string;
  const read = new Map(balances.map((b) => [b.asset.toLowerCase(), b]));
  const assets = [
    { asset: 'native', symbol: target.nativeSymbol, decimals: target.nativeDecimals },
    ...tokens.map((t) => ({ asset: t.address, symbol: t.symbol, decimals: t.decimals })),
  ];
  const date = isoDay(header.timestamp * 1000);
  return assets.map(({ asset, symbol, decimals }) => {
    const units = read.get(asset.toLowerCase())?.units ?? '0';
    return {
      id: openingBalanceId(target.chainId, wallet, asset),
      chainId: target.chainId,
      wallet,
      asset,
      symbol,
      decimals,
      chainUnits: units,
      units,
      block,
      blockHash: header.hash.toLowerCase(),
      date,
      status: units === '0' ? 'confirmed' : 'proposed',
      entryId: null,
      decidedBy: null,
      updatedAt: now,
      revision: 1,
    };
  });
}
