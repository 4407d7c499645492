// The keyboard model of a month grid (WAI-ARIA grid pattern, as a date picker's): pure, on
// YYYY-MM-DD days, so it is tested without a browser.

/** The days of a month laid out in weeks (each 7 days, the first and last padded from the next months). */
export function monthWeeks(month: string, weekStartsOn: 0 | 1 = 1): string[][] {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const lead = (first.getUTCDay() - weekStartsOn + 7) % 7;
  const start = new Date(first);
  start.setUTCDate(1 - lead);
  const daysInMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const count = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: string[][] = [];
  for (let i = 0; i < count; i += 1) {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + i);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day.toISOString().slice(0, 10));
  }
  return weeks;
}

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later (the 31st becomes the month's last day). */
export function shiftMonths(day: string, months: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Where a key moves the focused day, or null for a key the grid does not handle. Arrows: a day
 * or a week; Home/End: the start/end of the week; Page Up/Down: a month (with Shift: a year).
 */
export function gridKeyTarget(
  day: string,
  key: string,
  options: { readonly shift?: boolean; readonly weekStartsOn?: 0 | 1 } = {},
): string | null {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() - (options.weekStartsOn ?? 1) + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(day, -1);
    case 'ArrowRight':
      return shiftDays(day, 1);
    case 'ArrowUp':
      return shiftDays(day, -7);
    case 'ArrowDown':
      return shiftDays(day, 7);
    case 'Home':
      return shiftDays(day, -weekday);
    case 'End':
      return shiftDays(day, 6 - weekday);
    case 'PageUp':
      return shiftMonths(day, options.shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, options.shift ? 12 : 1);
    default:
      return null;
  }
}
