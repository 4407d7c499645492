import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import { subtractTotals } from './balances';
import { ACCOUNT_IDS } from './default-chart';
import { exactToString } from './exact';
import { generalLedger } from './general-ledger';
import { incomeStatement } from './income-statement';
import { postDraft } from './entry';
import { ETH, posting, sampleChart, sampleJournal, TUSD, USDC } from './ledger.testing';
import { indexPrices } from './prices';
import { trialBalance } from './trial-balance';

const { accounts, entries } = sampleJournal();
const { eth, tusd } = sampleChart();
const prices = indexPrices([
  { commodity: ETH, date: '2025-01-01', price: '3000' },
  { commodity: TUSD, date: '2025-01-01', price: '1' },
]);
const show = (v: unknown) => (v === 'missing' ? v : exactToString(v as never));

describe('reports over the sample journal', () => {
  it('trial balance: balances in debit/credit columns, drafts left out, USDC value missing (not zero)', () => {
    const tb = trialBalance(entries, accounts, prices, { to: '2025-12-31' });
    expect(tb.rows.map((r) => [r.account.code, r.commodity, r.debit, r.credit])).toContainEqual([
      '4100',
      TUSD,
      0n,
      1_250_500_000n,
    ]);
    expect(tb.rows.find((r) => r.account.id === eth)?.balance).toBe(
      5n * 10n ** 18n - 21_000n * 1_000_000_007n - 10n ** 15n,
    );
    for (const total of tb.totals) expect(total.debit).toBe(total.credit);
    expect(tb.rows.find((r) => r.commodity === USDC)?.value).toBe('missing');
    expect(tb.value.debit.missing).toEqual([USDC]);
    expect(exactToString(tb.value.debit.known)).toBe(exactToString(tb.value.credit.known));
  });
  it('income statement: income and expenses positive, net income per commodity, valued per posting date', () => {
    const is = incomeStatement(entries, accounts, prices, { from: '2025-01-01', to: '2025-02-28' });
    expect(is.income.map((r) => [r.account.code, r.commodity, r.amount])).toEqual([
      ['4100', USDC, 1n],
      ['4100', TUSD, 1_250_500_000n],
    ]);
    expect(is.expenses.map((r) => [r.account.code, r.amount, show(r.value)])).toEqual([
      ['6100', 21_000n * 1_000_000_007n, '0.063000000441'],
      ['6200', 400_000_001n, '400.000001'],
    ]);
    expect(is.netIncome).toEqual([
      { commodity: USDC, decimals: 6, amount: 1n },
      { commodity: TUSD, decimals: 6, amount: 850_499_999n },
      { commodity: ETH, decimals: 18, amount: -21_000n * 1_000_000_007n },
    ]);
    expect(is.value.income.missing).toEqual([USDC]);
    // Net income valued: income − expenses, USDC still listed as missing (never counted as 0).
    const net = subtractTotals(is.value.income, is.value.expenses);
    expect([exactToString(net.known), net.missing]).toEqual(['850.436998999559', [USDC]]);
  });
  it('income statement: several postings of a line on one day and on another are each valued at their own day', () => {
    const { accounts: chart, eth: wallet } = sampleChart();
    const sale = (id: string, date: string, eth: bigint) =>
      postDraft(
        {
          date,
          memo: id,
          postings: [posting(wallet, ETH, eth * 10n ** 18n), posting(ACCOUNT_IDS.sales, ETH, -eth * 10n ** 18n)],
          source: 'manual',
        },
        id,
        null,
      );
    const journal = [sale('a', '2025-03-02', 1n), sale('b', '2025-03-02', 2n), sale('c', '2025-03-03', 4n)];
    const daily = indexPrices([
      { commodity: ETH, date: '2025-03-02', price: '1000.5' },
      { commodity: ETH, date: '2025-03-03', price: '1500' },
    ]);
    const is = incomeStatement(journal, chart, daily, { from: '2025-03-01', to: '2025-03-31' });
    // 3 ETH at 1,000.50 and 4 ETH at 1,500; the line's price note is its oldest price's.
    expect(is.income.map((r) => [r.amount, show(r.value)])).toEqual([[7n * 10n ** 18n, '9001.5']]);
    expect(is.income[0]?.price).toMatchObject({ mark: 'fresh', date: '2025-03-02' });
  });
  it('balance sheet: assets = liabilities + equity with current earnings', () => {
    const bs = balanceSheet(entries, accounts, prices, '2025-01-31');
    expect(bs.equity.map((r) => [r.account.code, r.amount])).toEqual([['3100', 5n * 10n ** 18n]]);
    expect(bs.currentEarnings).toEqual([
      {
        commodity: TUSD,
        decimals: 6,
        amount: 1_250_500_000n,
        value: { units: 12_505n, scale: 1 },
        // Named with its age where it valued the sheet.
        price: {
          mark: 'stale',
          date: '2025-01-01',
          source: 'Price entered for 2025-01-01',
          age: { words: '30 days', on: '2025-01-31' },
        },
      },
    ]);
    for (const t of bs.totals) expect(t.assets).toBe(t.liabilitiesAndEquity);
    expect(bs.value.assets).toEqual(bs.value.liabilitiesAndEquity);
  });
  it('general ledger: opening balance, running balance per commodity, closing', () => {
    const gl = generalLedger(entries, accounts, prices, tusd, { from: '2025-02-01' });
    expect(gl.opening).toEqual([{ commodity: TUSD, decimals: 6, amount: 1_250_500_000n }]);
    expect(gl.lines.map((l) => [l.entryId, l.amount, l.balance])).toEqual([['e3', -400_000_001n, 850_499_999n]]);
    expect(gl.closing).toEqual([{ commodity: TUSD, decimals: 6, amount: 850_499_999n }]);
    expect(generalLedger(entries, accounts, prices, ACCOUNT_IDS.sales).lines.map((l) => l.value)).toEqual([
      { units: -12_505n, scale: 1 },
      'missing',
    ]);
  });
});
