// On-chain balances at the synced block: after each catch-up the engine reads every watched
// wallet's native balance and its balance of each token the workspace knows on that network, at
// the block its cursors reached, and stores them (chainBalances). Pages compare the books with
// these rows instead of polling the chain.
import { chainBalanceId, type ChainBalance } from '@/lib/db/entities/chain-balance';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { call, getBalance } from '@/lib/chain/rpc-methods';

/** `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231';

export interface BalanceTarget {
  readonly chainId: number;
  readonly wallets: readonly string[];
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  readonly block: { readonly number: number; readonly hash: string };
}

/** Reads the balances of `target` at its block (the tokens known on that network included). */
export async function readChainBalances(
  db: WorkspaceDb,
  reader: ChainReader,
  target: BalanceTarget,
  now: string,
): Promise<ChainBalance[]> {
  const tokens = await db.knownTokens.where('chainId').equals(target.chainId).toArray();
  const at = target.block.number;
  const row = (wallet: string, asset: string, symbol: string, decimals: number, units: bigint): ChainBalance => ({
    id: chainBalanceId(target.chainId, wallet, asset),
    chainId: target.chainId,
    wallet,
    asset,
    symbol,
    decimals,
    units: units.toString(),
    block: at,
    blockHash: target.block.hash.toLowerCase(),
    updatedAt: now,
  });
  const reads = target.wallets.flatMap((wallet) => [
    getBalance(reader, wallet, at).then((units) =>
      row(wallet, 'native', target.nativeSymbol, target.nativeDecimals, units),
    ),
    ...tokens.map(async (token) => {
      const data = `${BALANCE_OF}${wallet.slice(2).toLowerCase().padStart(64, '0')}`;
      // A contract that reverts or does not answer balanceOf with a word has no balance to show;
      // an endpoint failure still fails the read (the follower pauses and retries).
      const answer = await call(reader, { to: token.address, data }, at).catch((error: unknown) => {
        if (error instanceof RpcError && error.kind === 'rpc') return '0x';
        throw error;
      });
      if (answer.length < 66) return null;
      return row(wallet, token.address, token.symbol, token.decimals, BigInt(answer.slice(0, 66)));
    }),
  ]);
  return (await Promise.all(reads)).filter((r): r is ChainBalance => r !== null);
}

/** Whether `row` says what `stored` says (all but when it was written). */
function sameBalance(row: ChainBalance, stored: ChainBalance | undefined): boolean {
  return (
    stored !== undefined &&
    stored.units === row.units &&
    stored.block === row.block &&
    stored.blockHash === row.blockHash &&
    stored.symbol === row.symbol &&
    stored.decimals === row.decimals
  );
}

/**
 * Reads and stores the balances of `target` at its block (the engine is their only writer). Only
 * rows that changed are written: every page's live queries that read balances run again on a
 * write, and the engine's first pass after a reload reads the same balances at the same block.
 */
export async function recordChainBalances(
  db: WorkspaceDb,
  reader: ChainReader,
  target: BalanceTarget,
  now: string,
): Promise<void> {
  const rows = await readChainBalances(db, reader, target, now);
  if (!rows.length) return;
  const stored = await db.chainBalances.bulkGet(rows.map((r) => r.id));
  const changed = rows.filter((row, index) => !sameBalance(row, stored[index]));
  if (changed.length) await db.chainBalances.bulkPut(changed.map((r) => parseRecord('chainBalances', r)));
}
