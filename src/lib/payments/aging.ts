// Receivables and payables at a glance: open amounts by how long past due they are.
// Pure: the day to age at is passed in, amounts stay bigint within one asset.

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

/** One counterparty's open amounts in one asset, per bucket. */
export interface AgingRow {
  readonly counterpartyId: string;
  readonly assetId: string;
  readonly buckets: Readonly<Record<AgingBucket, bigint>>;
  readonly total: bigint;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(day: string): number {
  if (!DAY.test(day)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return ms / DAY_MS;
}

/** Whole days from the due date to `asOf` (0 or less: not overdue). */
export function daysPastDue(dueDate: string, asOf: string): number {
  return dayNumber(asOf) - dayNumber(dueDate);
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

/** The aging table: one row per (counterparty, asset) with something open, in first-seen order. */
export function agingReport(items: readonly OpenItem[], asOf: string): AgingRow[] {
  const rows = new Map<
    string,
    { counterpartyId: string; assetId: string; buckets: Record<AgingBucket, bigint>; total: bigint }
  >();
  for (const item of items) {
    if (item.open <= 0n) continue;
    const key = `${item.counterpartyId}\u0000${item.assetId}`;
    let row = rows.get(key);
    if (!row) {
      row = { counterpartyId: item.counterpartyId, assetId: item.assetId, buckets: emptyBuckets(), total: 0n };
      rows.set(key, row);
    }
    row.buckets[agingBucket(item.dueDate, asOf)] += item.open;
    row.total += item.open;
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
