import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft, reverse, type Entry, type Posting } from './entry';
import { incomeStatement } from './income-statement';
import { ETH, posting, sampleChart, TUSD, WALLET } from './ledger.testing';
import { indexPrices } from './prices';
import { trialBalance } from './trial-balance';
import { closingDraft, fiscalYearStart, isFiscalYear } from './year-close';

const { accounts, eth, tusd } = sampleChart();
const prices = indexPrices([]);
const e18 = 10n ** 18n;
const entry = (id: string, date: string, postings: Posting[], source = 'manual') =>
  postDraft({ date, memo: id, postings, source }, id, WALLET);

// Fiscal years start in April. FY 2024 (2024-04-01..2025-03-31): sales 3 ETH, software 1 ETH.
// FY 2025: sales 2 ETH and 100 TUSD, contractors 0.5 ETH.
const journal: Entry[] = [
  entry('open', '2024-04-02', [posting(eth, ETH, 10n * e18), posting(ACCOUNT_IDS.ownerContributions, ETH, -10n * e18)]),
  entry('s1', '2024-06-01', [posting(eth, ETH, 3n * e18), posting(ACCOUNT_IDS.sales, ETH, -3n * e18)]),
  entry('x1', '2025-03-31', [posting(ACCOUNT_IDS.software, ETH, e18), posting(eth, ETH, -e18)]),
  entry('s2', '2025-04-01', [posting(eth, ETH, 2n * e18), posting(ACCOUNT_IDS.sales, ETH, -2n * e18)]),
  entry('s3', '2025-05-01', [posting(tusd, TUSD, 100_000_000n), posting(ACCOUNT_IDS.sales, TUSD, -100_000_000n)]),
  entry('x2', '2025-06-01', [posting(ACCOUNT_IDS.contractors, ETH, e18 / 2n), posting(eth, ETH, -e18 / 2n)]),
];
const FY2024 = { from: '2024-04-01', to: '2025-03-31' };
const FY2025 = { from: '2025-04-01', to: '2026-03-31' };
const closing = (entries: Entry[], year = FY2024) => {
  const draft = closingDraft(entries, accounts, year);
  if (!draft) throw new Error('no closing entry');
  return postDraft(draft, `close-${year.to}`, WALLET);
};
const lines = (rows: readonly { account: { code: string }; commodity: string; amount?: bigint; balance?: bigint }[]) =>
  rows.map((r) => [r.account.code, r.commodity, r.amount ?? r.balance]);

describe('fiscal years', () => {
  it('finds the fiscal year of a day and tells a whole fiscal year from another range', () => {
    expect(fiscalYearStart('2025-03-31', 4)).toBe('2024-04-01');
    expect(fiscalYearStart('2025-04-01', 4)).toBe('2025-04-01');
    expect(isFiscalYear(FY2024, 4)).toBe(true);
    expect(isFiscalYear({ from: '2024-01-01', to: '2024-12-31' }, 4)).toBe(false);
    expect(isFiscalYear({ from: '2024-01-01', to: '2024-12-31' }, 1)).toBe(true);
    expect(isFiscalYear({ from: '2025-03-01', to: '2025-03-31' }, 4)).toBe(false);
  });
});

describe('the closing entry', () => {
  it('moves the year’s income and expense per commodity into retained earnings, dated the last day', () => {
    const draft = closingDraft(journal, accounts, FY2024);
    expect(draft).toMatchObject({ date: '2025-03-31', source: 'close:2025-03-31' });
    expect(draft?.memo).toBe(
      'Year-end close of the fiscal year 2024-04-01 to 2025-03-31: income and expenses moved to 3200 Retained earnings',
    );
    expect(draft?.postings.map((p) => [p.accountId, p.commodity, p.amount])).toEqual([
      [ACCOUNT_IDS.sales, ETH, 3n * e18],
      [ACCOUNT_IDS.software, ETH, -e18],
      [ACCOUNT_IDS.retainedEarnings, ETH, -2n * e18],
    ]);
    // A second run over the journal with the entry in it gives the same entry (it leaves itself out).
    expect(closingDraft([...journal, closing(journal)], accounts, FY2024)).toEqual(draft);
    expect(closingDraft(journal, accounts, { from: '2023-04-01', to: '2024-03-31' })).toBeNull();
  });
});

describe('reports split at the fiscal year start', () => {
  const month = { fiscalYearStartMonth: 4 };
  const incomeLines = (tb: ReturnType<typeof trialBalance>) =>
    tb.rows
      .filter((r) => r.account.type === 'income' || r.account.type === 'expense')
      .map((r) => [r.account.code, r.commodity, r.account.type === 'income' ? -r.balance : r.balance]);
  const statementLines = (is: ReturnType<typeof incomeStatement>) => lines([...is.income, ...is.expenses]);

  for (const [name, entries] of [
    ['an unclosed prior year', journal],
    ['a closed prior year', [...journal, closing(journal)]],
    [
      'a closed prior year reopened (its closing entry reversed)',
      [...journal, ...Object.values(reverse(closing(journal), '2025-03-31', 'rev'))],
    ],
  ] as const) {
    it(`the year's trial balance income and expense equal its income statement, with ${name}`, () => {
      const tb = trialBalance(entries, accounts, prices, { to: FY2025.to }, month);
      const is = incomeStatement(entries, accounts, prices, FY2025);
      expect(incomeLines(tb)).toEqual(statementLines(is));
      expect(incomeLines(tb)).toEqual([
        ['4100', TUSD, 100_000_000n],
        ['4100', ETH, 2n * e18],
        ['6200', ETH, e18 / 2n],
      ]);
      // Last year's net income (3 − 1 ETH) is in retained earnings.
      expect(tb.rows.find((r) => r.account.code === '3200')?.balance).toBe(-2n * e18);
      for (const total of tb.totals) expect(total.debit).toBe(total.credit);

      const sheet = balanceSheet(entries, accounts, prices, FY2025.to, month);
      expect(lines(sheet.equity)).toContainEqual(['3200', ETH, 2n * e18]);
      expect(sheet.currentEarnings.map((a) => [a.commodity, a.amount])).toEqual([
        [TUSD, 100_000_000n],
        [ETH, (3n * e18) / 2n],
      ]);
      for (const total of sheet.totals) expect(total.assets).toBe(total.liabilitiesAndEquity);
    });
  }

  it('the closed year itself still shows its income and expense (its own closing entry left out)', () => {
    const entries = [...journal, closing(journal)];
    const tb = trialBalance(entries, accounts, prices, { to: FY2024.to }, month);
    expect(incomeLines(tb)).toEqual(statementLines(incomeStatement(entries, accounts, prices, FY2024)));
    expect(incomeLines(tb)).toEqual([
      ['4100', ETH, 3n * e18],
      ['6300', ETH, e18],
    ]);
    expect(tb.rows.some((r) => r.account.code === '3200')).toBe(false);
  });

  it('the next year starts with retained earnings and no income or expense', () => {
    const entries = [...journal, closing(journal)];
    const tb = trialBalance(entries, accounts, prices, { to: '2025-04-01' }, month);
    expect(tb.rows.find((r) => r.account.code === '3200')?.balance).toBe(-2n * e18);
    expect(incomeLines(tb)).toEqual([['4100', ETH, 2n * e18]]);
    // Without the fiscal year start the trial balance is the books' whole history (what hledger's balance gives).
    const whole = trialBalance(journal, accounts, prices, { to: '2025-04-01' });
    expect(whole.rows.find((r) => r.account.code === '4100')?.balance).toBe(-5n * e18);
  });
});
