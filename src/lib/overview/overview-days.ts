// UTC calendar days for the read models. Shifting and counting days is lib/primitives/days.ts's.

/** The UTC day of an ISO moment. */
export const dayOf = (iso: string): string => iso.slice(0, 10);
