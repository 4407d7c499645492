// Flows to come, as dated amounts: open invoices at the day their client usually pays (the due
// date plus the client's observed delay, never before today), unpaid approved bills at their due
// date, the next run of each scheduled distribution (Auto Distribution templates), and each
// occurrence of the user's recurring items within the next 13 weeks.
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import type { Asset } from '@/lib/money/asset';
import { fromDecimalString } from '@/lib/money/decimal-string';
import type { OpenDocument } from './open-items';
import { addDays } from '@/lib/primitives/days';
import { occurrences, RECURRING_HORIZON_DAYS } from './recurring';

export interface DatedFlow {
  /** The record's id; a recurring item's occurrence adds `@<date>`. */
  readonly id: string;
  readonly kind: 'invoice' | 'bill' | 'distribution' | 'recurring';
  /** The id of the record behind it (the invoice, bill, template or recurring item). */
  readonly recordId: string;
  readonly direction: 'in' | 'out';
  /** YYYY-MM-DD: when it is expected. */
  readonly date: string;
  /** The due date it is derived from (the schedule's day for a distribution). */
  readonly dueDate: string;
  readonly asset: Asset;
  readonly units: bigint;
  readonly label: string;
}

type Item = OpenDocument;

/** What a template pays per run: the total of a percentage split, the sum of fixed amounts (unreadable ones skipped). */
export function templateAmount(
  template: Pick<DistributionTemplate, 'mode' | 'total' | 'recipients' | 'asset'>,
): bigint {
  if (template.mode === 'percent') return BigInt(template.total);
  let sum = 0n;
  for (const r of template.recipients) {
    try {
      sum += fromDecimalString(r.share, template.asset.decimals);
    } catch {
      // A share that is no amount was refused by the editor already; it adds nothing here.
    }
  }
  return sum;
}

/** The flows to come, soonest first. */
export function flowsToCome(input: {
  receivables: readonly Item[];
  payables: readonly Item[];
  delays: ReadonlyMap<string, number>;
  templates: readonly DistributionTemplate[];
  recurring?: readonly RecurringItem[];
  today: string;
}): DatedFlow[] {
  const horizon = addDays(input.today, RECURRING_HORIZON_DAYS - 1);
  const notBefore = (day: string) => (day < input.today ? input.today : day);
  const flows: DatedFlow[] = [
    ...input.receivables.map((item) => ({
      id: item.id,
      recordId: item.id,
      kind: 'invoice' as const,
      direction: 'in' as const,
      date: notBefore(addDays(item.dueDate, input.delays.get(item.counterpartyId) ?? 0)),
      dueDate: item.dueDate,
      asset: item.asset,
      units: item.open,
      label: item.label,
    })),
    ...input.payables.map((item) => ({
      id: item.id,
      recordId: item.id,
      kind: 'bill' as const,
      direction: 'out' as const,
      date: notBefore(item.dueDate),
      dueDate: item.dueDate,
      asset: item.asset,
      units: item.open,
      label: item.label,
    })),
    ...input.templates.flatMap((t) =>
      t.schedule
        ? [
            {
              id: t.id,
              recordId: t.id,
              kind: 'distribution' as const,
              direction: 'out' as const,
              date: notBefore(t.schedule.nextDue),
              dueDate: t.schedule.nextDue,
              asset: t.asset,
              units: templateAmount(t),
              label: `distribution ${t.name}`,
            },
          ]
        : [],
    ),
    ...(input.recurring ?? []).flatMap((r) =>
      occurrences(r, input.today, horizon).map((date) => ({
        id: `${r.id}@${date}`,
        recordId: r.id,
        kind: 'recurring' as const,
        direction: r.direction,
        date,
        dueDate: date,
        asset: r.asset,
        units: BigInt(r.units),
        label: r.name,
      })),
    ),
  ];
  return flows
    .filter((f) => f.units > 0n)
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}
