// The keyboard model of a month grid (WAI-ARIA grid pattern, as a date picker's): pure, on
// YYYY-MM-DD days, so it is tested without a browser. The day arithmetic is lib/primitives/days.ts.
import { addDays, shiftMonths } from '@/lib/primitives/days';

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
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return shiftMonths(day, options.shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, options.shift ? 12 : 1);
    default:
      return null;
  }
}
