import { describe, expect, it } from 'vitest';
import type { Account } from '@/lib/ledger/account';
import type { Entry } from '@/lib/ledger/entry';
import { indexPrices } from '@/lib/ledger/prices';
import { incomeAndExpense } from './income-expense';

const account = (id: string, type: Account['type']): Account => ({
  id,
  code: id,
  name: id,
  type,
  parentId: null,
  archived: false,
});
const accounts = [account('cash', 'asset'), account('sales', 'income'), account('rent', 'expense')];
const ETH = '31337:native';
const entry = (date: string, other: string, amount: bigint): Entry => ({
  id: `${date}${other}`,
  date,
  memo: '',
  source: 'manual',
  status: 'posted',
  postedBy: null,
  reversalOf: null,
  reversedBy: null,
  // Income is a credit (negative), an expense a debit (positive); cash takes the other side.
  postings: [
    { accountId: other, commodity: ETH, amount, decimals: 0 },
    { accountId: 'cash', commodity: ETH, amount: -amount, decimals: 0 },
  ],
});

describe('income and expense per period', () => {
  it('gives the month, quarter and fiscal year containing today with the period before, valued', () => {
    const prices = indexPrices([{ commodity: ETH, date: '2025-01-01', price: '2' }]);
    const entries = [
      entry('2026-05-10', 'sales', -100n), // this month (May), Q2, fiscal year from April
      entry('2026-05-11', 'rent', 30n),
      entry('2026-04-02', 'sales', -7n), // last month, this quarter, this fiscal year
      entry('2026-03-31', 'rent', 5n), // previous quarter and previous fiscal year
    ];
    const [month, quarter, year] = incomeAndExpense(entries, accounts, prices, '2026-05-20', 4);
    expect(month?.current.range).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(month?.current.income.known).toEqual({ units: 200n, scale: 0 });
    expect(month?.current.expenses.known).toEqual({ units: 60n, scale: 0 });
    expect(month?.current.net.known).toEqual({ units: 140n, scale: 0 });
    expect(month?.current.netByCommodity).toEqual([{ commodity: ETH, amount: 70n, decimals: 0 }]);
    expect(month?.previous.range).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(month?.previous.income.known).toEqual({ units: 14n, scale: 0 });
    expect(quarter?.current.income.known).toEqual({ units: 214n, scale: 0 });
    expect(quarter?.previous.expenses.known).toEqual({ units: 10n, scale: 0 });
    expect(year?.current.range).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(year?.previous.range).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(year?.previous.expenses.known).toEqual({ units: 10n, scale: 0 });
  });
  it('says which commodities have no price instead of counting them as 0', () => {
    const [month] = incomeAndExpense([entry('2026-05-10', 'sales', -100n)], accounts, indexPrices([]), '2026-05-20');
    expect(month?.current.income).toEqual({ known: { units: 0n, scale: 0 }, missing: [ETH] });
  });
});
