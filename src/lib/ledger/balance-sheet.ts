import type { Account } from './account';
import {
  accountLookup,
  balancesOf,
  byCodeThenCommodity,
  totalValue,
  valuationOf,
  type CommodityAmount,
  type Valuation,
  type ValueTotal,
} from './balances';
import type { Entry } from './entry';
import { priceNoteOn, type PriceNote } from './price-note';
import type { PriceIndex } from './prices';
import { fiscalYearStart, yearBalances, type YearOptions } from './year-close';

export interface SheetRow {
  readonly account: Account;
  readonly commodity: string;
  readonly decimals: number;
  /** Assets debit-positive; liabilities and equity credit-positive (as a balance sheet reads). */
  readonly amount: bigint;
  readonly value: Valuation;
  /** The price that value used (missing, stale or fresh, with its day and source). */
  readonly price: PriceNote;
}

export interface BalanceSheet {
  readonly assets: SheetRow[];
  readonly liabilities: SheetRow[];
  readonly equity: SheetRow[];
  /**
   * Income minus expenses not in retained earnings: part of equity. With the fiscal year's start
   * month, this year's earnings only (earlier years' are in the 3200 Retained earnings line);
   * without it, everything to date not closed.
   */
  readonly currentEarnings: (CommodityAmount & { value: Valuation; price: PriceNote })[];
  /** Per commodity: assets and liabilities + equity (current earnings included); always equal. */
  readonly totals: { commodity: string; decimals: number; assets: bigint; liabilitiesAndEquity: bigint }[];
  readonly value: { readonly assets: ValueTotal; readonly liabilitiesAndEquity: ValueTotal };
}

/**
 * The balance sheet at the end of `asOf` (every posted entry dated on or before it), valued that day.
 * With the fiscal year's start month, retained earnings and this year's earnings split at the start
 * of the fiscal year containing `asOf` (`yearBalances`).
 */
export function balanceSheet(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  asOf: string,
  options: YearOptions = {},
): BalanceSheet {
  const month = options.fiscalYearStartMonth;
  const account = accountLookup(accounts);
  const sections = { asset: [] as SheetRow[], liability: [] as SheetRow[], equity: [] as SheetRow[] };
  const earnings = new Map<string, CommodityAmount>();
  const totals = new Map<
    string,
    { commodity: string; decimals: number; assets: bigint; liabilitiesAndEquity: bigint }
  >();
  const total = (a: CommodityAmount) =>
    totals.get(a.commodity) ?? { commodity: a.commodity, decimals: a.decimals, assets: 0n, liabilitiesAndEquity: 0n };
  const balances =
    month === undefined
      ? balancesOf(entries, { to: asOf })
      : (options.yearBalances ?? yearBalances(entries, accounts, asOf, fiscalYearStart(asOf, month)));
  for (const [accountId, perCommodity] of balances) {
    const acc = account(accountId);
    for (const a of perCommodity.values()) {
      const t = total(a);
      if (acc.type === 'income' || acc.type === 'expense') {
        const current = earnings.get(a.commodity);
        earnings.set(a.commodity, { ...a, amount: (current?.amount ?? 0n) - a.amount });
        totals.set(a.commodity, { ...t, liabilitiesAndEquity: t.liabilitiesAndEquity - a.amount });
        continue;
      }
      const amount = acc.type === 'asset' ? a.amount : -a.amount;
      totals.set(
        a.commodity,
        acc.type === 'asset'
          ? { ...t, assets: t.assets + amount }
          : { ...t, liabilitiesAndEquity: t.liabilitiesAndEquity + amount },
      );
      if (amount !== 0n)
        sections[acc.type].push({
          account: acc,
          commodity: a.commodity,
          decimals: a.decimals,
          amount,
          value: valuationOf({ ...a, amount }, asOf, prices),
          price: priceNoteOn(prices, a.commodity, asOf),
        });
    }
  }
  for (const rows of Object.values(sections)) rows.sort(byCodeThenCommodity);
  const currentEarnings = [...earnings.values()]
    .filter((a) => a.amount !== 0n)
    .sort((a, b) => a.commodity.localeCompare(b.commodity))
    .map((a) => ({ ...a, value: valuationOf(a, asOf, prices), price: priceNoteOn(prices, a.commodity, asOf) }));
  return {
    assets: sections.asset,
    liabilities: sections.liability,
    equity: sections.equity,
    currentEarnings,
    totals: [...totals.values()].sort((a, b) => a.commodity.localeCompare(b.commodity)),
    value: {
      assets: totalValue(sections.asset),
      liabilitiesAndEquity: totalValue([...sections.liability, ...sections.equity, ...currentEarnings]),
    },
  };
}
