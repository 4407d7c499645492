// Income and expense per period from the ledger's posted entries: this month, quarter and fiscal
// year (from the company's fiscal-year start month) and the period before each, through the
// Accounting page's income statement, so both show the same figures.
import type { Account } from '@/lib/ledger/account';
import { subtractTotals, type CommodityAmount, type ValueTotal } from '@/lib/ledger/balances';
import type { Entry } from '@/lib/ledger/entry';
import { incomeStatement } from '@/lib/ledger/income-statement';
import { periodContaining, previousPeriod, type DayRange } from '@/lib/ledger/period-presets';
import type { PriceIndex } from '@/lib/ledger/prices';

export const OVERVIEW_PERIODS = ['month', 'quarter', 'fiscal-year'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export interface PeriodFigures {
  readonly range: DayRange;
  readonly income: ValueTotal;
  readonly expenses: ValueTotal;
  readonly net: ValueTotal;
  /** Income minus expenses per commodity (what shows where a price is missing). */
  readonly netByCommodity: readonly CommodityAmount[];
}

export interface PeriodComparison {
  readonly period: OverviewPeriod;
  readonly current: PeriodFigures;
  readonly previous: PeriodFigures;
}

function figures(entries: readonly Entry[], accounts: readonly Account[], prices: PriceIndex, range: DayRange) {
  const statement = incomeStatement(entries, accounts, prices, range);
  const { income, expenses } = statement.value;
  return { range, income, expenses, net: subtractTotals(income, expenses), netByCommodity: statement.netIncome };
}

/** Each period containing `today` with the one before it. */
export function incomeAndExpense(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  today: string,
  fiscalYearStartMonth = 1,
): PeriodComparison[] {
  return OVERVIEW_PERIODS.map((period) => {
    const range = periodContaining(period, today, fiscalYearStartMonth);
    const before = previousPeriod(period, range, fiscalYearStartMonth);
    return {
      period,
      current: figures(entries, accounts, prices, range),
      previous: figures(entries, accounts, prices, before),
    };
  });
}
