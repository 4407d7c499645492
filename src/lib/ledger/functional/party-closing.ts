// A client's or vendor's closing balance in the company's currency, as its statement shows it beside
// the closing quantities: read from the books (its own positions on the control accounts,
// `partyBalances`), never by valuing the statement's lines again, so it is the same figure as its
// share of Accounts receivable or payable in Reports. The prices behind it are named where they were
// stale or missing, in the wording every valued figure uses (stale-price.ts).
import type { StalePrice } from '../stale-price';
import { isPayable, isReceivable } from './accounts';
import type { FunctionalBooks, MeasurementPolicy } from './books';
import type { MissingPrice } from './fair-value';
import type { CostMethod } from './lots';
import { partyBalances } from './party-balances';

export interface PartyClosing {
  /** The company's currency (ISO 4217) and its minor-unit digits. */
  readonly currency: string;
  readonly digits: number;
  /** The counterparty's balance on the control accounts (receivables, payables) at `to`, in minor units, debit positive. */
  readonly amount: bigint;
  /** The day it is read at. */
  readonly to: string;
  readonly method: CostMethod;
  readonly policy: MeasurementPolicy;
  /** Stale prices the books used for the statement's assets (the oldest use of each). */
  readonly stale: readonly StalePrice[];
  /** The statement's assets the books valued at 0 for want of a price. */
  readonly missing: readonly MissingPrice[];
}

/**
 * The closing balance of `party` (`client:<id>`, `vendor:<id>`) at `to`: the sum of its positions on
 * the control accounts (receivables and payables; a line it carries elsewhere, such as a payment's
 * other side, is not what it owes); `commodities` are the statement's assets, whose stale or missing
 * prices the figure names.
 */
export function partyClosing(
  books: FunctionalBooks,
  party: string,
  to: string,
  commodities: Iterable<string>,
): PartyClosing {
  const own = new Set(commodities);
  const control = new Set(books.accounts.filter((a) => isReceivable(a) || isPayable(a)).map((a) => a.id));
  let amount = 0n;
  for (const [accountId, value] of partyBalances(books, to).get(party) ?? [])
    if (control.has(accountId)) amount += value;
  return {
    currency: books.currency,
    digits: books.digits,
    amount,
    to,
    method: books.method,
    policy: books.policy,
    stale: books.stalePrices.filter((p) => own.has(p.commodity) && p.usedFor <= to),
    missing: books.missingPrices.filter((p) => own.has(p.commodity) && p.date <= to),
  };
}
