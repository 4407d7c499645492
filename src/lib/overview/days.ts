// UTC calendar days (YYYY-MM-DD) for the read models: shifting and counting whole days.
const DAY_MS = 86_400_000;

/** The day `n` days after `day` (before when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC day of an ISO moment. */
export const dayOf = (iso: string): string => iso.slice(0, 10);
