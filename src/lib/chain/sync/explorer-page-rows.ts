// Turns one explorer page into chain rows: native and internal rows as the explorer lists them
// (a router's forward named by its Payment when that was read first), token rows with their log
// index (from the RPC's receipt when the explorer leaves it out) and their token's symbol and
// decimals, keeping the decoded call of their transaction's native row.
import { getAddress } from 'ethers';
import { chainTransactionId, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { ExplorerAction, ExplorerInternalTx, ExplorerTokenTx, ExplorerTx } from '@/lib/chain/explorer-schemas';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Log } from '@/lib/chain/rpc-schemas';
import type { TokenResolver } from './block-scan';
import {
  explorerInternalRow,
  explorerNativeRow,
  explorerTokenRow,
  logIndexInReceipt,
  tokenInfoFromRow,
} from './explorer-rows';
import { withPayment } from './internal-transfers';
import type { RowContext, TokenInfo } from './tx-rows';

/** What reading a page needs besides the page: the database, the chain, its RPC and token resolver. */
export interface PageRowsSource {
  readonly db: WorkspaceDb;
  readonly chainId: number;
  readonly reader: ChainReader | null;
  readonly tokens: TokenResolver | null;
}

/** The chain rows of one explorer page of `action`. */
export async function explorerPageRows(
  source: PageRowsSource,
  ctx: RowContext,
  action: ExplorerAction,
  rows: readonly (ExplorerTx | ExplorerTokenTx | ExplorerInternalTx)[],
): Promise<ChainTransaction[]> {
  const { db, chainId } = source;
  if (action === 'txlist') return (rows as ExplorerTx[]).flatMap((row) => explorerNativeRow(ctx, row) ?? []);
  if (action === 'txlistinternal') {
    const seen = new Map<string, number>();
    const internal = (rows as ExplorerInternalTx[]).flatMap((row) => {
      const ordinal = seen.get(row.hash) ?? 0;
      seen.set(row.hash, ordinal + 1);
      return explorerInternalRow(ctx, row, ordinal) ?? [];
    });
    // A router's forward is named by its Payment when that was read first (else when it is read).
    const hashes = [...new Set(internal.map((row) => `${chainId}:${row.hash}:`))];
    const payments = hashes.length ? await db.payments.where('id').startsWithAnyOf(hashes).toArray() : [];
    return internal.map((row) => withPayment(row, payments));
  }
  return tokenRows(source, ctx, rows as ExplorerTokenTx[]);
}

async function tokenRows(
  source: PageRowsSource,
  ctx: RowContext,
  rows: readonly ExplorerTokenTx[],
): Promise<ChainTransaction[]> {
  // Token rows keep the decoded payment or distribution of their transaction's native row.
  const natives = await source.db.chainTransactions.bulkGet([
    ...new Set(rows.map((row) => chainTransactionId(source.chainId, row.hash))),
  ]);
  const carried = new Map(natives.flatMap((row) => (row ? [[row.hash, row] as const] : [])));
  const receipts = new Map<string, Promise<Log[]>>();
  const taken = new Map<string, Set<number>>();
  const out: ChainTransaction[] = [];
  for (const row of rows) {
    const logIndex = row.logIndex ?? (await logIndexOf(source.reader, row, receipts, taken));
    const native = carried.get(row.hash.toLowerCase());
    const built = explorerTokenRow(ctx, row, logIndex, await tokenInfo(source.tokens, row), native ?? null);
    if (built) out.push(built);
  }
  return out;
}

async function logIndexOf(
  reader: ChainReader | null,
  row: ExplorerTokenTx,
  receipts: Map<string, Promise<Log[]>>,
  taken: Map<string, Set<number>>,
): Promise<number> {
  if (!reader)
    throw new RpcError(
      'invalid-response',
      'The explorer API gives token transfers without their log index: set an RPC URL for this network in Network settings',
    );
  const hash = row.hash.toLowerCase();
  let logs = receipts.get(hash);
  if (!logs) receipts.set(hash, (logs = getReceipt(reader, hash).then((receipt) => receipt?.logs ?? [])));
  const used = taken.get(hash) ?? new Set<number>();
  taken.set(hash, used);
  const found = logIndexInReceipt(row, await logs, used);
  if (found === null)
    throw new RpcError('invalid-response', `The RPC's receipt of ${hash} has no token transfer the explorer listed`);
  used.add(found);
  return found;
}

async function tokenInfo(tokens: TokenResolver | null, row: ExplorerTokenTx): Promise<TokenInfo> {
  const fromRow = tokenInfoFromRow(row);
  if (fromRow) return fromRow;
  if (tokens) return tokens(row.contractAddress);
  const address = getAddress(row.contractAddress);
  return { address, symbol: `${address.slice(0, 6)}…${address.slice(-4)}`, decimals: 0 };
}
