// The order the bills list opens in: what needs attention first (overdue, then to approve, then to
// pay, each soonest due first), then everything else newest first. Pure.
import type { BillRow } from './bills-view';

/** 0 overdue, 1 to approve, 2 to pay, 3 the rest. */
export function attentionRank(row: Pick<BillRow, 'bill' | 'due' | 'open'>): number {
  if (row.due === 'overdue') return 0;
  if (row.bill.state === 'awaiting-approval') return 1;
  if (row.bill.state === 'approved' && row.open > 0n) return 2;
  return 3;
}

/** The rows in the list's order (a new array). */
export function billsByAttention<T extends Pick<BillRow, 'bill' | 'due' | 'open'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const rank = attentionRank(a) - attentionRank(b);
    if (rank !== 0) return rank;
    if (attentionRank(a) < 3)
      return a.bill.dueDate.localeCompare(b.bill.dueDate) || a.bill.billNumber.localeCompare(b.bill.billNumber);
    // The rest, newest first: by issue date, then the latest number.
    return b.bill.issueDate.localeCompare(a.bill.issueDate) || b.bill.billNumber.localeCompare(a.bill.billNumber);
  });
}
