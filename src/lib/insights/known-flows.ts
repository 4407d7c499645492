// The forecast's known flows and its statistical remainder. Known: the flows to come of the
// overview (open invoices at their client's usual delay, approved bills at due, scheduled
// distributions, the user's recurring items), added week by week as certain. Remainder: the
// history the models learn from, without the rows that known flows stand for (invoice and bill
// payments, and each row that matches a recurring item's occurrence), so nothing counts twice.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import { assetId } from '@/lib/money/asset';
import { addDays } from '@/lib/primitives/days';
import type { DatedFlow } from '@/lib/overview/flows-to-come';
import { occurrences } from '@/lib/overview/recurring';
import type { InsightInputs, KnownFlow } from './types';
import { DAY, weekStart } from './units';

/** A recurring item's row may land this many days either side of its date and still be that item's. */
export const RECURRING_MATCH_DAYS = 3;

/** The overview's flows to come, keyed by the engine's asset keys. */
export function knownFlowsOf(flows: readonly DatedFlow[]): KnownFlow[] {
  return flows.map((f) => ({
    id: f.id,
    kind: f.kind,
    label: f.label,
    date: f.date,
    direction: f.direction,
    assetKey: assetId(f.asset),
    units: f.units,
  }));
}

/**
 * Which confirmed rows known flows stand for: router payments of our invoices, bill payments, and
 * rows of a recurring item's direction, asset and exact amount within 3 days of one of its dates.
 * Null when none can be (so the weekly sums skip the test).
 */
export function knownRowTest(
  inputs: Pick<InsightInputs, 'invoices' | 'payments' | 'billPayments' | 'recurring' | 'now'>,
): ((row: ChainTransaction) => boolean) | null {
  const references = new Set(inputs.invoices.map((i) => i.reference.toLowerCase()));
  const hashes = new Set([
    ...inputs.payments.filter((p) => references.has(p.reference.toLowerCase())).map((p) => `${p.chainId}:${p.hash}`),
    ...inputs.billPayments.map((p) => `${p.chainId}:${p.hash}`),
  ]);
  const byAmount = new Map<string, RecurringItem[]>();
  for (const item of inputs.recurring) {
    const key = `${item.direction}|${assetId(item.asset)}|${item.units}`;
    byAmount.set(key, [...(byAmount.get(key) ?? []), item]);
  }
  if (hashes.size === 0 && byAmount.size === 0) return null;
  const today = inputs.now.slice(0, 10);
  return (row) => {
    if (hashes.has(`${row.chainId}:${row.hash}`)) return true;
    if (byAmount.size === 0 || row.direction === 'own') return false;
    const asset = row.asset === 'native' ? 'native' : row.asset.toLowerCase();
    const items = byAmount.get(`${row.direction}|${row.chainId}:${asset}|${row.units}`);
    if (!items) return false;
    const day = row.time.slice(0, 10);
    const from = addDays(day, -RECURRING_MATCH_DAYS);
    const to = addDays(day, RECURRING_MATCH_DAYS);
    return items.some((item) => occurrences(item, from, to < today ? to : today).length > 0);
  };
}

/** Known inflows and outflows of one asset in each of the `weeks` weeks after `lastWeek` (epoch ms of a Monday). */
export function knownByWeek(
  flows: readonly KnownFlow[],
  assetKey: string,
  lastWeek: number,
  weeks: number,
): { inflow: bigint[]; outflow: bigint[]; count: number } {
  const inflow = Array.from({ length: weeks }, () => 0n);
  const outflow = Array.from({ length: weeks }, () => 0n);
  let count = 0;
  for (const flow of flows) {
    if (flow.assetKey !== assetKey) continue;
    const h = Math.round((weekStart(Date.parse(`${flow.date}T00:00:00Z`)) - lastWeek) / (7 * DAY)) - 1;
    if (h < 0 || h >= weeks) continue;
    count += 1;
    if (flow.direction === 'in') inflow[h] = (inflow[h] ?? 0n) + flow.units;
    else outflow[h] = (outflow[h] ?? 0n) + flow.units;
  }
  return { inflow, outflow, count };
}
