// The page shows two live reads at once: the newest rows (small, fast, re-read on every change)
// and the full set (large, read in chunks). Until the full read catches up with a change, the
// small read's copy of a row is the fresher one.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';

function fresher(a: ChainTransaction, b: ChainTransaction): ChainTransaction {
  // updatedAt is an ISO timestamp set on every write, so string order is time order.
  return b.updatedAt > a.updatedAt ? b : a;
}

/**
 * The full set with every fresher copy from `overlays` applied (the newer updatedAt wins) and rows
 * the full set does not have yet added. Without a full set, the overlays alone. Returns `full`
 * itself when nothing changes, so memoised views downstream are kept.
 */
export function mergeRows(
  full: readonly ChainTransaction[] | null,
  ...overlays: readonly (readonly ChainTransaction[])[]
): readonly ChainTransaction[] {
  const extra = new Map<string, ChainTransaction>();
  for (const rows of overlays)
    for (const row of rows)
      extra.set(row.id, extra.has(row.id) ? fresher(extra.get(row.id) as ChainTransaction, row) : row);
  if (!full) return [...extra.values()];
  if (extra.size === 0) return full;
  let changed = false;
  const merged = full.map((row) => {
    const other = extra.get(row.id);
    if (!other) return row;
    extra.delete(row.id);
    const pick = fresher(row, other);
    if (pick !== row) changed = true;
    return pick;
  });
  if (extra.size === 0 && !changed) return full;
  return [...merged, ...extra.values()];
}
