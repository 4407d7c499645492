// Flows to come, as dated amounts: open invoices at the day their client usually pays (the due
// date plus the client's observed delay, never before today), unpaid approved bills at their due
// date, and the next run of each scheduled distribution (Auto Distribution templates).
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import type { Asset } from '@/lib/money/asset';
import { fromDecimalString } from '@/lib/money/decimal-string';
import type { OpenDocument } from './open-items';
import { addDays } from './days';

export interface DatedFlow {
  readonly id: string;
  readonly kind: 'invoice' | 'bill' | 'distribution';
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
  today: string;
}): DatedFlow[] {
  const notBefore = (day: string) => (day < input.today ? input.today : day);
  const flows: DatedFlow[] = [
    ...input.receivables.map((item) => ({
      id: item.id,
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
  ];
  return flows
    .filter((f) => f.units > 0n)
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}
