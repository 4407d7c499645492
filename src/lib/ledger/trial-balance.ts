import type { Account } from './account';
import {
  accountLookup,
  balancesOf,
  byCodeThenCommodity,
  totalValue,
  valuationOf,
  type DateRange,
  type Valuation,
  type ValueTotal,
} from './balances';
import type { Entry } from './entry';
import { priceNoteOn, type PriceNote } from './price-note';
import type { PriceIndex } from './prices';
import { fiscalYearStart, yearBalances, type YearOptions } from './year-close';

export interface TrialBalanceRow {
  readonly account: Account;
  readonly commodity: string;
  readonly decimals: number;
  /** The balance (debit > 0). */
  readonly balance: bigint;
  readonly debit: bigint;
  readonly credit: bigint;
  /** The balance valued at the report's end date. */
  readonly value: Valuation;
  /** The price that value used (missing, stale or fresh, with its day and source). */
  readonly price: PriceNote;
}

export interface TrialBalance {
  readonly rows: TrialBalanceRow[];
  /** Per commodity: total debits and credits (equal in a sound journal). */
  readonly totals: { commodity: string; decimals: number; debit: bigint; credit: bigint }[];
  /** Valued debit and credit columns (equal when every commodity has a price). */
  readonly value: { readonly debit: ValueTotal; readonly credit: ValueTotal };
}

/**
 * The trial balance at `range.to` (or over `range`): each account's non-zero balance per commodity
 * in the debit or credit column, valued at the end date where a price is known. With the fiscal
 * year's start month, income and expense run from the start of the fiscal year containing `to`
 * (earlier years' roll into 3200 Retained earnings; `yearBalances`), and `range.from` is not used.
 */
export function trialBalance(
  entries: readonly Entry[],
  accounts: readonly Account[],
  prices: PriceIndex,
  range: DateRange & { to: string },
  options: YearOptions = {},
): TrialBalance {
  const account = accountLookup(accounts);
  const rows: TrialBalanceRow[] = [];
  const month = options.fiscalYearStartMonth;
  const balances =
    month === undefined
      ? balancesOf(entries, range)
      : (options.yearBalances ?? yearBalances(entries, accounts, range.to, fiscalYearStart(range.to, month)));
  for (const [accountId, perCommodity] of balances) {
    for (const amount of perCommodity.values()) {
      if (amount.amount === 0n) continue;
      const balance = amount.amount;
      rows.push({
        account: account(accountId),
        commodity: amount.commodity,
        decimals: amount.decimals,
        balance,
        debit: balance > 0n ? balance : 0n,
        credit: balance < 0n ? -balance : 0n,
        value: valuationOf(amount, range.to, prices),
        price: priceNoteOn(prices, amount.commodity, range.to),
      });
    }
  }
  rows.sort(byCodeThenCommodity);
  const totals = new Map<string, { commodity: string; decimals: number; debit: bigint; credit: bigint }>();
  for (const row of rows) {
    const total = totals.get(row.commodity) ?? {
      commodity: row.commodity,
      decimals: row.decimals,
      debit: 0n,
      credit: 0n,
    };
    totals.set(row.commodity, { ...total, debit: total.debit + row.debit, credit: total.credit + row.credit });
  }
  return {
    rows,
    totals: [...totals.values()].sort((a, b) => a.commodity.localeCompare(b.commodity)),
    value: columnValues(rows),
  };
}

function columnValues(rows: readonly TrialBalanceRow[]): TrialBalance['value'] {
  const credit = totalValue(rows.filter((r) => r.balance < 0n));
  return {
    debit: totalValue(rows.filter((r) => r.balance > 0n)),
    credit: { ...credit, known: { ...credit.known, units: -credit.known.units } },
  };
}
