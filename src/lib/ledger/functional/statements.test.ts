import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS } from '../default-chart';
import { deriveBooks } from './books';
import { entry, eth, ethPrices, twoWallets } from './functional.testing';
import { minorToDecimal } from '@/lib/money/minor-units';
import { baseStatements, baseTrialBalance, realisedGains, type BaseStatements } from './statements';

const { accounts, a } = twoWallets();
// Opening balance 2 ETH at £1,000 (1 Dec 2024); an invoice of 1 ETH at £1,100 paid at £1,200 in
// January; 0.5 ETH of software at £1,300 in February (cost 500.00, FIFO).
const journal = [
  entry('2024-12-01', 'Opening', [eth(a, '2'), eth(ACCOUNT_IDS.openingBalances, '-2')], 'opening:31337:0x7099:native'),
  entry('2025-01-05', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
  entry('2025-01-20', 'Paid', [eth(a, '1'), eth(ACCOUNT_IDS.receivable, '-1')]),
  entry('2025-02-10', 'Software', [eth(ACCOUNT_IDS.software, '0.5'), eth(a, '-0.5')]),
];
const prices = ethPrices(
  ['2024-12-01', '1000'],
  ['2025-01-05', '1100'],
  ['2025-01-20', '1200'],
  ['2025-02-10', '1300'],
);
const books = deriveBooks(journal, accounts, prices, {
  currency: 'GBP',
  method: 'fifo',
  policy: 'cost-less-impairment',
  measureThrough: '2025-02-28',
});
const money = (minor: bigint) => minorToDecimal(minor, 2);
const january = baseStatements(books, { from: '2025-01-01', to: '2025-01-31' });
const february = baseStatements(books, { from: '2025-02-01', to: '2025-02-28' });

function balanced(s: BaseStatements) {
  expect(s.trial.debit).toBe(s.trial.credit);
  expect(s.sheet.totalAssets).toBe(s.sheet.totalLiabilitiesAndEquity);
  const wallets = s.sheet.sections.find((x) => x.key === 'digital-assets')?.total;
  expect(s.cash.closing).toBe(wallets);
}

describe('statements in the company’s currency', () => {
  it('balance to the unit in both periods (the previous-period column)', () => {
    balanced(january);
    balanced(february);
  });

  it('income statement: revenue and expenses, realised gains on their own line, net income', () => {
    expect(january.income.revenue.map((r) => [r.account.code, money(r.amount)])).toEqual([['4100', '1100.00']]);
    expect(money(january.income.realised)).toBe('100.00');
    expect(money(january.income.netIncome)).toBe('1200.00');
    expect(february.income.expenses.map((r) => [r.account.code, money(r.amount)])).toEqual([['6300', '650.00']]);
    expect(money(february.income.realised)).toBe('150.00');
    expect(money(february.income.unrealised)).toBe('0.00');
    expect(money(february.income.netIncome)).toBe('-500.00');
    expect(realisedGains(books, '2025-01-01', '2025-02-28')).toBe('250.00');
  });

  it('balance sheet: sections, the wallet at carrying value with its quantity, current year earnings from the fiscal year start', () => {
    const sheet = february.sheet;
    const digital = sheet.sections.find((s) => s.key === 'digital-assets');
    expect(digital?.rows.map((r) => [r.account.id, money(r.amount), r.quantities[0]?.amount])).toEqual([
      [a, '2700.00', 25n * 10n ** 17n],
    ]);
    // The settled receivable reads 0 and is left out.
    expect(sheet.sections.find((s) => s.key === 'receivables')?.rows).toEqual([]);
    expect(sheet.sections.find((s) => s.key === 'equity')?.rows.map((r) => [r.account.code, money(r.amount)])).toEqual([
      ['3900', '2000.00'],
    ]);
    expect([money(sheet.retainedEarnings), money(sheet.currentYearEarnings)]).toEqual(['0.00', '700.00']);
    // A fiscal year from February: January's earnings are retained.
    const fromFebruary = baseStatements(books, { from: '2025-02-01', to: '2025-02-28' }, 2).sheet;
    expect([money(fromFebruary.retainedEarnings), money(fromFebruary.currentYearEarnings)]).toEqual([
      '1200.00',
      '-500.00',
    ]);
    expect(fromFebruary.totalAssets).toBe(fromFebruary.totalLiabilitiesAndEquity);
  });

  it('cash flow: opening, receipts, payments at carrying value, closing', () => {
    expect(money(january.cash.opening)).toBe('2000.00');
    expect(january.cash.lines.filter((l) => l.amount !== 0n).map((l) => [l.key, money(l.amount)])).toEqual([
      ['receipts', '1200.00'],
    ]);
    expect(money(february.cash.closing)).toBe('2700.00');
    const december = baseStatements(books, { from: '2024-12-01', to: '2024-12-31' });
    expect(december.cash.lines.find((l) => l.key === 'opening-balances')?.amount).toBe(200_000n);
  });

  it('trial balance over a date range (what a year-end close plugs into) keeps its columns equal', () => {
    const range = baseTrialBalance(books, { from: '2025-01-01', to: '2025-02-28' });
    expect(range.debit).toBe(range.credit);
    // The wallet's movement in the range: 1,200.00 in, 500.00 out.
    expect(range.rows.find((r) => r.account.id === a)?.amount).toBe(70_000n);
  });

  it('a fiscal year closed in the journal reads the same in the company’s currency (the closing entry is the statements’ own split)', () => {
    // The journal's year-end close of 2025 at a price far from the year's: translated, it would leave
    // Sales and Software with price differences instead of moving their values.
    const closing = entry(
      '2025-12-31',
      'Year-end close',
      [eth(ACCOUNT_IDS.sales, '1'), eth(ACCOUNT_IDS.software, '-0.5'), eth(ACCOUNT_IDS.retainedEarnings, '-0.5')],
      'close:2025-12-31',
    );
    const options = {
      currency: 'GBP',
      method: 'fifo',
      policy: 'cost-less-impairment',
      measureThrough: '2025-02-28',
    } as const;
    const closed = deriveBooks(
      [...journal, closing],
      accounts,
      ethPrices(
        ['2024-12-01', '1000'],
        ['2025-01-05', '1100'],
        ['2025-01-20', '1200'],
        ['2025-02-10', '1300'],
        ['2025-12-31', '5000'],
      ),
      options,
    );
    const year = { from: '2025-01-01', to: '2025-12-31' };
    expect(baseStatements(closed, year).income.netIncome).toBe(baseStatements(books, year).income.netIncome);
    expect(baseStatements(closed, year).trial).toEqual(baseStatements(books, year).trial);
  });

  it('a fiscal year’s trial balance: income and expense from the year’s start, earlier years’ in retained earnings', () => {
    const withLastYear = deriveBooks(
      [...journal, entry('2024-12-15', 'Last year’s sale', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')])],
      accounts,
      ethPrices(['2024-12-01', '1000'], ['2025-01-05', '1100'], ['2025-01-20', '1200'], ['2025-02-10', '1300']),
      { currency: 'GBP', method: 'fifo', policy: 'cost-less-impairment', measureThrough: '2025-02-28' },
    );
    const year = { from: '2025-01-01', to: '2025-02-28' };
    const s = baseStatements(withLastYear, year);
    const line = (id: string) => s.trial.rows.find((r) => r.account.id === id)?.amount;
    expect(s.trial.debit).toBe(s.trial.credit);
    // Sales of the year only (£1,100), as the income statement reads it; last year's £1,000 is retained.
    expect(line(ACCOUNT_IDS.sales)).toBe(-110000n);
    expect(s.income.revenue.find((r) => r.account.id === ACCOUNT_IDS.sales)?.amount).toBe(110000n);
    expect(line(ACCOUNT_IDS.retainedEarnings)).toBe(-100000n);
    const results = s.trial.rows
      .filter((r) => r.account.type === 'income' || r.account.type === 'expense')
      .reduce((sum, r) => sum - r.amount, 0n);
    expect(results).toBe(s.income.netIncome);
  });
});
