// Calendar days as the app writes them (YYYY-MM-DD, UTC): the one owner of "today as a day",
// shifting and counting days and months, and laying a month out in weeks. Displaying a day or a
// moment to a person is date-format.ts (the company's locale and time zone).

/** A UTC calendar day in milliseconds (days here have no leap seconds nor clock changes). */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant (a Date, epoch ms or an ISO moment), YYYY-MM-DD; `isoDay()` is today. */
export function isoDay(date: Date | number | string = new Date()): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day (before when negative). */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real YYYY-MM-DD day (2026-02-30 is not). */
export function isValidDay(text: string): boolean {
  return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isoDay(`${text}T00:00:00Z`) === text;
}

/** A document's due date: its issue date plus the counterparty's terms (net N days); '' without a valid issue date. */
export function dueFromTerms(issueDate: string, netDays: number): string {
  return isValidDay(issueDate) ? addDays(issueDate, netDays) : '';
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same day `months` later (the 31st becomes the month's last day). */
export function shiftMonths(day: string, months: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return isoDay(target);
}

/** The days of a month (YYYY-MM) laid out in weeks (each 7 days, the first and last padded from the next months). */
export function monthWeeks(month: string, weekStartsOn: 0 | 1 = 1): string[][] {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const lead = (first.getUTCDay() - weekStartsOn + 7) % 7;
  const start = isoDay(Date.UTC(year, m - 1, 1 - lead));
  const daysInMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const count = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: string[][] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(addDays(start, i));
  }
  return weeks;
}
