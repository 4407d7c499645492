// Receivables and payables at a glance: open amounts by how long past due they are.
// Pure: the day to age at is passed in, amounts stay bigint within one asset.
import { daysBetween } from '@/lib/primitives/days';

/** The buckets, in order: not yet due, then days past the due date. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Column headings for the buckets. */
export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

/** An invoice or bill still (partly) open. */
export interface OpenItem {
  readonly id: string;
  readonly counterpartyId: string;
  /** `YYYY-MM-DD`. */
  readonly dueDate: string;
  /** The asset's key (`lib/money` assetId): sums never mix assets. */
  readonly assetId: string;
  /** Units still open (total minus what was paid); items at 0 or below are ignored. */
  readonly open: bigint;
}

/**
 * What a counterparty paid beyond a document's total (an overpayment): its credit with us, which
 * the ledger nets in the control account (receivable or payable). Not aged: it is owed back or set
 * against the next document, whatever its date.
 */
export interface CreditItem {
  readonly id: string;
  readonly counterpartyId: string;
  readonly assetId: string;
  /** Units paid beyond the total (positive; 0 or below is ignored). */
  readonly credit: bigint;
}

/** One counterparty's open amounts in one asset, per bucket, and its credit. */
export interface AgingRow {
  readonly counterpartyId: string;
  readonly assetId: string;
  readonly buckets: Readonly<Record<AgingBucket, bigint>>;
  /** Overpayments not yet returned or used (positive). */
  readonly credit: bigint;
  /** What the counterparty owes net: the buckets minus its credit (the ledger's control account). */
  readonly total: bigint;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(day: string): void {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
}

/** Whole days from the due date to `asOf` (0 or less: not overdue). */
export function daysPastDue(dueDate: string, asOf: string): number {
  checkDay(asOf);
  checkDay(dueDate);
  return daysBetween(dueDate, asOf);
}

/** Whether an item is overdue at `asOf`: something still open and its due date passed (due today is not). */
export function isOverdue(item: Pick<OpenItem, 'dueDate' | 'open'>, asOf: string): boolean {
  return item.open > 0n && daysPastDue(item.dueDate, asOf) > 0;
}

/** The bucket of an item due on `dueDate`, aged at `asOf` (due today is current; 1 day late is 1–30). */
export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over-90';
}

const emptyBuckets = (): Record<AgingBucket, bigint> => ({
  current: 0n,
  '1-30': 0n,
  '31-60': 0n,
  '61-90': 0n,
  'over-90': 0n,
});

/**
 * The aging table: one row per (counterparty, asset) with something open or a credit, in
 * first-seen order (open items first); each total is net of the counterparty's credit.
 */
export function agingReport(items: readonly OpenItem[], asOf: string, credits: readonly CreditItem[] = []): AgingRow[] {
  const rows = new Map<
    string,
    { counterpartyId: string; assetId: string; buckets: Record<AgingBucket, bigint>; credit: bigint; total: bigint }
  >();
  const rowFor = (counterpartyId: string, assetId: string) => {
    const key = `${counterpartyId}\u0000${assetId}`;
    let row = rows.get(key);
    if (!row) {
      row = { counterpartyId, assetId, buckets: emptyBuckets(), credit: 0n, total: 0n };
      rows.set(key, row);
    }
    return row;
  };
  for (const item of items) {
    if (item.open <= 0n) continue;
    const row = rowFor(item.counterpartyId, item.assetId);
    row.buckets[agingBucket(item.dueDate, asOf)] += item.open;
    row.total += item.open;
  }
  for (const item of credits) {
    if (item.credit <= 0n) continue;
    const row = rowFor(item.counterpartyId, item.assetId);
    row.credit += item.credit;
    row.total -= item.credit;
  }
  return [...rows.values()];
}

/** Totals per asset and bucket over the rows of a report. */
export function agingTotals(rows: readonly AgingRow[]): Map<string, Record<AgingBucket, bigint>> {
  const totals = new Map<string, Record<AgingBucket, bigint>>();
  for (const row of rows) {
    const sum = totals.get(row.assetId) ?? emptyBuckets();
    for (const bucket of AGING_BUCKETS) sum[bucket] += row.buckets[bucket];
    totals.set(row.assetId, sum);
  }
  return totals;
}

/** The open items past due at `asOf`, longest overdue first (then by id, so the order is stable). */
export function overdueItems<T extends OpenItem>(
  items: readonly T[],
  asOf: string,
): Array<T & { readonly daysOverdue: number }> {
  return items
    .filter((item) => isOverdue(item, asOf))
    .map((item) => ({ ...item, daysOverdue: daysPastDue(item.dueDate, asOf) }))
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.id.localeCompare(b.id));
}
