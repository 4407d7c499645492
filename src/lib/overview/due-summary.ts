// Receivables and payables at a glance: per asset, what is open, what is overdue, and what falls
// due within 7 and within 30 days. "Open" and "overdue" are lib/payments' definitions (aging.ts),
// the same as the Client and Vendors pages' aging tabs.
import { daysPastDue, isOverdue, type CreditItem, type OpenItem } from '@/lib/payments/aging';

export interface DueSummary {
  readonly assetId: string;
  readonly open: bigint;
  readonly overdue: bigint;
  /** Not overdue and due from today to 7 days ahead (today included). */
  readonly due7: bigint;
  /** Not overdue and due from today to 30 days ahead (includes `due7`). */
  readonly due30: bigint;
  readonly count: number;
  readonly overdueCount: number;
  /** Overpayments not yet returned or used (clients' or vendors' credits). */
  readonly credit: bigint;
  /** `open − credit`: what the ledger's control account holds in this asset. */
  readonly net: bigint;
}

/** One line per asset (in first-seen order) over the open items and the credits, aged at `asOf`. */
export function dueSummary(
  items: readonly OpenItem[],
  asOf: string,
  credits: readonly CreditItem[] = [],
): DueSummary[] {
  const byAsset = new Map<string, { -readonly [K in keyof DueSummary]: DueSummary[K] }>();
  const lineFor = (assetId: string) => {
    let line = byAsset.get(assetId);
    if (!line) {
      line = { assetId, open: 0n, overdue: 0n, due7: 0n, due30: 0n, count: 0, overdueCount: 0, credit: 0n, net: 0n };
      byAsset.set(assetId, line);
    }
    return line;
  };
  for (const item of items) {
    if (item.open <= 0n) continue;
    const line = lineFor(item.assetId);
    line.open += item.open;
    line.net += item.open;
    line.count += 1;
    if (isOverdue(item, asOf)) {
      line.overdue += item.open;
      line.overdueCount += 1;
      continue;
    }
    const ahead = -daysPastDue(item.dueDate, asOf);
    if (ahead <= 7) line.due7 += item.open;
    if (ahead <= 30) line.due30 += item.open;
  }
  for (const item of credits) {
    if (item.credit <= 0n) continue;
    const line = lineFor(item.assetId);
    line.credit += item.credit;
    line.net -= item.credit;
  }
  return [...byAsset.values()];
}
