import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import { incomeStatement } from './income-statement';
import { ETH, sampleJournal, TUSD, USDC } from './ledger.testing';
import { describeNote, priceNoteOn, worseNote, type PriceNote } from './price-note';
import { indexPrices } from './prices';
import { trialBalance } from './trial-balance';

const FEED = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
const { accounts, entries } = sampleJournal();
const prices = indexPrices([
  { commodity: ETH, date: '2025-01-01', price: '3000', source: { kind: 'manual' } },
  {
    commodity: ETH,
    date: '2025-12-31',
    price: '3500',
    source: {
      kind: 'feed',
      feed: FEED,
      round: '18446744073709551618',
      updatedAt: '2025-12-31T20:00:00.000Z',
      quote: 'USD',
      heartbeatSeconds: 86_400,
    },
  },
  { commodity: TUSD, date: '2025-01-01', price: '1', source: { kind: 'csv' } },
]);

describe('the price behind a report line', () => {
  it('is fresh, stale or missing with its day and source', () => {
    expect(priceNoteOn(prices, ETH, '2025-12-31')).toEqual({
      mark: 'fresh',
      date: '2025-12-31',
      source: `Price from feed ${FEED}, round 18446744073709551618, updated 2025-12-31 20:00 UTC`,
    });
    expect(priceNoteOn(prices, TUSD, '2025-03-01')).toEqual({
      mark: 'stale',
      date: '2025-01-01',
      source: 'Price imported for 2025-01-01',
      age: { words: '59 days', on: '2025-03-01' },
    });
    expect(describeNote(priceNoteOn(prices, TUSD, '2025-03-01'), 'TUSD')).toBe(
      'Stale price of 2025-01-01, 59 days old on 2025-03-01. Price imported for 2025-01-01',
    );
    expect(priceNoteOn(prices, USDC, '2025-03-01')).toEqual({ mark: 'missing', date: '2025-03-01' });
  });

  it('keeps the worse of two: missing, then the oldest stale, then fresh', () => {
    const fresh: PriceNote = { mark: 'fresh', date: '2025-02-02', source: 'a' };
    const stale: PriceNote = { mark: 'stale', date: '2025-01-01', source: 'b' };
    const older: PriceNote = { mark: 'stale', date: '2024-12-01', source: 'c' };
    const missing: PriceNote = { mark: 'missing', date: '2025-02-02' };
    expect(worseNote(null, fresh)).toBe(fresh);
    expect(worseNote(fresh, stale)).toBe(stale);
    expect(worseNote(stale, fresh)).toBe(stale);
    expect(worseNote(stale, older)).toBe(older);
    expect(worseNote(older, missing)).toBe(missing);
    expect(worseNote(missing, fresh)).toBe(missing);
  });

  it('reads in words for hover and screen readers', () => {
    expect(describeNote({ mark: 'missing', date: '2025-03-01' }, 'USDC')).toBe(
      'No price for USDC on or before 2025-03-01',
    );
    expect(describeNote({ mark: 'stale', date: '2025-01-01', source: 'Price imported for 2025-01-01' }, 'TUSD')).toBe(
      'Stale price of 2025-01-01. Price imported for 2025-01-01',
    );
  });
});

describe('report lines carry their price note', () => {
  it('trial balance and balance sheet: the price at the end date', () => {
    const tb = trialBalance(entries, accounts, prices, { to: '2025-12-31' });
    const mark = (commodity: string) => tb.rows.find((r) => r.commodity === commodity)?.price.mark;
    expect([mark(ETH), mark(TUSD), mark(USDC)]).toEqual(['fresh', 'stale', 'missing']);
    const bs = balanceSheet(entries, accounts, prices, '2025-12-31');
    expect(bs.assets.find((r) => r.commodity === ETH)?.price.mark).toBe('fresh');
    expect(bs.currentEarnings.find((r) => r.commodity === TUSD)?.price.mark).toBe('stale');
  });

  it('income statement: the worst price among the postings valued on their own days', () => {
    const is = incomeStatement(entries, accounts, prices, { from: '2025-01-01', to: '2025-12-31' });
    const expense = is.expenses.find((r) => r.commodity === ETH);
    // The gas was paid in January: valued with January's typed price, stale by then.
    expect(expense?.price).toMatchObject({ mark: 'stale', date: '2025-01-01' });
    expect(is.income.find((r) => r.commodity === USDC)?.price.mark).toBe('missing');
  });
});
