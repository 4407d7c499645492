import { describe, expect, it } from 'vitest';
import { daysToPay, observedDelays } from './payment-days';

const doc = (id: string, counterpartyId: string, issueDate: string, dueDate: string, paidDay: string) => ({
  id,
  counterpartyId,
  issueDate,
  dueDate,
  paidDay,
});

describe('payment days', () => {
  const paid = [
    doc('a', 'c1', '2026-01-01', '2026-01-31', '2026-02-10'), // 40 days, 10 late
    doc('b', 'c1', '2026-02-01', '2026-03-03', '2026-03-01'), // 28 days, 2 early
    doc('c', 'c2', '2026-03-01', '2026-03-15', '2026-03-16'), // 15 days, 1 late
    doc('d', 'c2', '2025-06-01', '2025-06-30', '2025-07-01'), // outside the window
  ];
  it('is the mean days from issue to payment over the window, null when nothing was paid', () => {
    // 90 days up to 2026-03-31 start on 2026-01-01: a, b, c → (40 + 28 + 15) / 3 = 27.67 → 27.7.
    expect(daysToPay(paid, '2026-03-31')).toEqual({ days: 27.7, count: 3 });
    // 30 days up to 2026-03-31 start on 2026-03-02: only c (b was paid on 2026-03-01).
    expect(daysToPay(paid, '2026-03-31', 30)).toEqual({ days: 15, count: 1 });
    expect(daysToPay([], '2026-03-31')).toEqual({ days: null, count: 0 });
  });
  it('gives each client its mean delay past the due date', () => {
    // c1: (10 − 2) / 2 = 4; c2: (1 + 1) / 2 = 1.
    expect(observedDelays(paid)).toEqual(
      new Map([
        ['c1', 4],
        ['c2', 1],
      ]),
    );
  });
});
