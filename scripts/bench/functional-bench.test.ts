import { describe, expect, it } from 'vitest';
import { computeLedger } from '@/platform/features/accounting/model/ledger-compute';
import { createBookReceiver, createBookSender } from '@/platform/features/accounting/model/book-wire';
import { benchFunctional, functionalRows, reportsRequest } from './functional-bench';

describe('benchFunctional', () => {
  it('builds the journal it says, half disposals, and balanced statements (figures only; times are never asserted)', () => {
    const figures = benchFunctional(1_000);
    expect(figures).toMatchObject({ transactions: 1_000, disposals: 500, balanced: true });
    expect(Object.values(figures.realised)).toEqual(Array(4).fill(expect.stringMatching(/^-?\d+\.\d{2}$/)));
    expect(Object.keys(figures.cpuMs).sort()).toEqual(Object.keys(figures.ms).sort());
    expect(Object.keys(figures.ms).sort()).toEqual([
      'average/cost-less-impairment',
      'average/fair-value',
      'fifo/cost-less-impairment',
      'fifo/fair-value',
    ]);
  });

  it('gives the same journal as stored rows: the ledger worker computes the same realised gains from them, balanced', () => {
    const figures = benchFunctional(1_000);
    const rows = functionalRows(1_000);
    expect(rows.entries).toHaveLength(1_000);
    expect(rows.disposals).toBe(500);
    // As the browser bench posts them: through the book wire, a reports request per method and policy.
    const send = createBookSender();
    const receive = createBookReceiver();
    for (const [method, policy] of [
      ['fifo', 'fair-value'],
      ['fifo', 'cost-less-impairment'],
      ['average', 'fair-value'],
      ['average', 'cost-less-impairment'],
    ] as const) {
      const request = reportsRequest(rows, method, policy);
      const response = computeLedger({
        ...request,
        book: receive(send({ ...request.book, entries: rows.entries })),
      });
      if (response.kind !== 'reports') throw new Error(response.kind);
      const { functional, functionalError } = response.reports;
      expect(functionalError).toBeNull();
      expect(functional?.realised).toBe(figures.realised[`${method}/${policy}`]);
      expect(functional?.current.sheet.totalAssets).toBe(functional?.current.sheet.totalLiabilitiesAndEquity);
    }
  });
});
