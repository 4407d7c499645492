// Report periods (the Accounting reports and the Dashboard): the fiscal year (from the Company profile's start month), calendar month,
// quarter and year containing a day, or a custom range. Days are YYYY-MM-DD (UTC calendar days).
// A period still in progress is read to date (to today), never to a future day: its comparison is
// the same span of the period before (docs/functional-currency.md#report-periods).
import { addDays, shiftMonths } from '@/lib/primitives/days';

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

/** A preset's length in months. */
const MONTHS: Readonly<Record<Exclude<PeriodKind, 'custom'>, number>> = {
  month: 1,
  quarter: 3,
  year: 12,
  'fiscal-year': 12,
};

/**
 * The report period of a kind containing `today`: the whole period once it has ended, and while it
 * is in progress its days to date (from its first day to `today`), so nothing is valued at a future day.
 */
export function periodToDate(kind: Exclude<PeriodKind, 'custom'>, today: string, fiscalYearStartMonth = 1): DayRange {
  const whole = periodContaining(kind, today, fiscalYearStartMonth);
  return whole.to > today ? { from: whole.from, to: today } : whole;
}

/** Whether a preset's range stops before the end of the period it starts (a period to date). */
export function isToDate(kind: PeriodKind, range: DayRange, fiscalYearStartMonth = 1): boolean {
  if (kind === 'custom') return false;
  return range.to < periodContaining(kind, range.from, fiscalYearStartMonth).to;
}

/** The label of a report period: "Fiscal year", or "Fiscal year to date" while it runs to date. */
export function periodLabel(kind: PeriodKind, range: DayRange, fiscalYearStartMonth = 1): string {
  return isToDate(kind, range, fiscalYearStartMonth) ? `${PERIOD_LABELS[kind]} to date` : PERIOD_LABELS[kind];
}

/**
 * The period just before (for the comparison column): the whole preset before, or for a period to
 * date the same span of the one before (1 April to 29 November 2026 → 1 April to 29 November 2025;
 * a day past the earlier period's end, 30 March against February, stops at its end).
 */
export function previousPeriod(
  kind: Exclude<PeriodKind, 'custom'>,
  range: DayRange,
  fiscalYearStartMonth = 1,
): DayRange {
  const before = addDays(range.from, -1);
  const whole = periodContaining(kind, before, fiscalYearStartMonth);
  if (!isToDate(kind, range, fiscalYearStartMonth)) return whole;
  const to = shiftMonths(range.to, -MONTHS[kind]);
  return { from: whole.from, to: to < whole.to ? to : whole.to };
}
