import { DateInput } from '@/components/ui/date-input';
import { Select } from '@/components/ui/select';
import {
  PERIOD_KINDS,
  PERIOD_LABELS,
  periodLabel,
  periodToDate,
  type DayRange,
  type PeriodKind,
} from '@/lib/ledger/period-presets';

export interface PeriodChoice {
  readonly kind: PeriodKind;
  readonly range: DayRange;
}

/**
 * The report period: a preset containing today (fiscal year from Company), to date while it is in
 * progress, or custom dates; the line under it names the period and the one it is compared with.
 */
export function PeriodPicker({
  value,
  onChange,
  today,
  fiscalYearStartMonth,
  previous = null,
}: {
  value: PeriodChoice;
  onChange: (v: PeriodChoice) => void;
  today: string;
  fiscalYearStartMonth: number;
  /** The comparison period, or null when not comparing. */
  previous?: DayRange | null;
}) {
  const choose = (kind: PeriodKind) =>
    onChange({ kind, range: kind === 'custom' ? value.range : periodToDate(kind, today, fiscalYearStartMonth) });
  const label = periodLabel(value.kind, value.range, fiscalYearStartMonth);
  const span = (range: DayRange) => `${range.from} to ${range.to}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Report period"
          options={PERIOD_KINDS.map((k) => ({ value: k, label: PERIOD_LABELS[k] }))}
          value={value.kind}
          onChange={(e) => choose(e.target.value as PeriodKind)}
        />
        <DateInput
          label="From"
          value={value.range.from}
          onChange={(from) => onChange({ kind: 'custom', range: { ...value.range, from } })}
        />
        <DateInput
          label="To"
          value={value.range.to}
          onChange={(to) => onChange({ kind: 'custom', range: { ...value.range, to } })}
        />
      </div>
      <p className="text-sm text-muted" data-testid="period-label">
        {`${label}: ${span(value.range)}${previous ? `, compared with ${span(previous)}` : ''}`}
      </p>
    </div>
  );
}
