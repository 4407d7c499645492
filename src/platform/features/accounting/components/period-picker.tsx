import { DateInput } from '@/components/ui/date-input';
import { Select } from '@/components/ui/select';
import {
  PERIOD_KINDS,
  PERIOD_LABELS,
  periodContaining,
  type DayRange,
  type PeriodKind,
} from '@/lib/ledger/period-presets';

export interface PeriodChoice {
  readonly kind: PeriodKind;
  readonly range: DayRange;
}

/** The report period: a preset containing today (fiscal year from Company), or custom dates. */
export function PeriodPicker({
  value,
  onChange,
  today,
  fiscalYearStartMonth,
}: {
  value: PeriodChoice;
  onChange: (v: PeriodChoice) => void;
  today: string;
  fiscalYearStartMonth: number;
}) {
  const choose = (kind: PeriodKind) =>
    onChange({ kind, range: kind === 'custom' ? value.range : periodContaining(kind, today, fiscalYearStartMonth) });
  return (
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
  );
}
