// How long payment takes: DSO (days from an invoice's issue to its payment) and DPO (a bill's
// issue/receipt to its payment) over the documents paid in a window, and each client's observed
// delay past the due date (for the flows to come).
import { addDays, daysBetween } from '@/lib/primitives/days';
import type { PaidDocument } from './open-items';

export interface PaymentDays {
  /** The mean, rounded to one decimal; null when nothing was paid in the window. */
  readonly days: number | null;
  readonly count: number;
}

/** Mean days from issue to payment over the documents paid in the `window` days up to `today`. */
export function daysToPay(paid: readonly PaidDocument[], today: string, window = 90): PaymentDays {
  const from = addDays(today, 1 - window);
  const inWindow = paid.filter((p) => p.paidDay >= from && p.paidDay <= today);
  if (inWindow.length === 0) return { days: null, count: 0 };
  const total = inWindow.reduce((sum, p) => sum + daysBetween(p.issueDate, p.paidDay), 0);
  return { days: Math.round((total / inWindow.length) * 10) / 10, count: inWindow.length };
}

/** Per counterparty: the mean whole days its paid documents arrived after their due date (early is negative). */
export function observedDelays(paid: readonly PaidDocument[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const p of paid) {
    const sum = sums.get(p.counterpartyId) ?? { total: 0, count: 0 };
    sum.total += daysBetween(p.dueDate, p.paidDay);
    sum.count += 1;
    sums.set(p.counterpartyId, sum);
  }
  return new Map([...sums].map(([id, s]) => [id, Math.round(s.total / s.count)]));
}
