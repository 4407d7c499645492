import { useId } from 'react';
import { CONTROL_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import {
  PERIOD_KINDS,
  PERIOD_LABELS,
  periodContaining,
  type DayRange,
  type PeriodKind,
} from '@/platform/features/accounting/model/period-presets';

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
  const id = useId();
  const choose = (kind: PeriodKind) =>
    onChange({ kind, range: kind === 'custom' ? value.range : periodContaining(kind, today, fiscalYearStartMonth) });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-kind`} className={LABEL_CLASSES}>
          Report period
        </label>
        <select
          id={`${id}-kind`}
          className={CONTROL_CLASSES}
          value={value.kind}
          onChange={(e) => choose(e.target.value as PeriodKind)}
        >
          {PERIOD_KINDS.map((k) => (
            <option key={k} value={k}>
              {PERIOD_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-from`} className={LABEL_CLASSES}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={CONTROL_CLASSES}
          value={value.range.from}
          onChange={(e) => onChange({ kind: 'custom', range: { ...value.range, from: e.target.value } })}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-to`} className={LABEL_CLASSES}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={CONTROL_CLASSES}
          value={value.range.to}
          onChange={(e) => onChange({ kind: 'custom', range: { ...value.range, to: e.target.value } })}
        />
      </div>
    </div>
  );
}
