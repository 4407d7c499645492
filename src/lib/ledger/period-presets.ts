// Report periods (the Accounting reports and the Dashboard): the fiscal year (from the Company profile's start month), calendar month,
// quarter and year containing a day, or a custom range. Days are YYYY-MM-DD (UTC calendar days).
import { isoDay } from '@/lib/primitives/days';

export const PERIOD_KINDS = ['fiscal-year', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodKind, string>> = {
  'fiscal-year': 'Fiscal year',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Calendar year',
  custom: 'Custom',
};

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** The last day of a month (1–12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `months` long, starting on the first of `month` (1–12) in `year` (months may spill into next year). */
function span(year: number, month: number, months: number): DayRange {
  const end = new Date(Date.UTC(year, month - 1 + months, 0));
  return { from: day(year, month, 1), to: day(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()) };
}

/** The period of a kind that contains `today` (custom: the given range, checked by the caller). */
export function periodContaining(
  kind: Exclude<PeriodKind, 'custom'>,
  today: string,
  fiscalYearStartMonth = 1,
): DayRange {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  if (kind === 'month') return { from: day(year, month, 1), to: day(year, month, lastDay(year, month)) };
  if (kind === 'quarter') return span(year, Math.floor((month - 1) / 3) * 3 + 1, 3);
  if (kind === 'year') return span(year, 1, 12);
  const startYear = month >= fiscalYearStartMonth ? year : year - 1;
  return span(startYear, fiscalYearStartMonth, 12);
}

/** The period of the same length just before (for the comparison column). */
export function previousPeriod(
  kind: Exclude<PeriodKind, 'custom'>,
  range: DayRange,
  fiscalYearStartMonth = 1,
): DayRange {
  const before = isoDay(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000);
  return periodContaining(kind, before, fiscalYearStartMonth);
}
