// One order for the engine's rows wherever they are listed newest first (Transactions, the
// Dashboard's latest): two blocks can share a timestamp (a local chain mines several a second), so
// the later block decides, then the id, so equal rows keep one stable order.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

type Ordered = Pick<ChainTransaction, 'id' | 'time' | 'blockNumber'>;

/** Newest first: later time, then later block (a pending row, with none yet, first), then id descending. */
export function newestRowFirst(a: Ordered, b: Ordered, aTimeMs = Date.parse(a.time), bTimeMs = Date.parse(b.time)) {
  if (aTimeMs !== bTimeMs) return bTimeMs - aTimeMs;
  const aBlock = a.blockNumber ?? Number.MAX_SAFE_INTEGER;
  const bBlock = b.blockNumber ?? Number.MAX_SAFE_INTEGER;
  if (aBlock !== bBlock) return bBlock - aBlock;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
