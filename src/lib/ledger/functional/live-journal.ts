// The posted entries the books in the company's currency translate (books.ts), and the document an
// entry belongs to (a fiat document's receivable or payable is fixed in its currency).
import type { Entry } from '../entry';
import { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from '../token-equity';
import { isClosingEntry } from '../year-close';

/**
 * The posted entries the books translate, in date order (the journal's order within a day), and the
 * commodities that are the company's own shares (equity counted in share units, never lots: left
 * out). A reversed entry and its reversal cancel: translating both would open and relieve lots that
 * never were. A fiscal year's closing entry (and its reversal on reopening) is left out: it moves the
 * year's income and expense in units, which translated at its day's price would not empty the
 * accounts of their values in the company's currency; the statements split retained earnings from
 * this year's earnings at the fiscal year start themselves, from the translated values, closed year
 * or not.
 */
export function liveJournal(
  journal: readonly Entry[],
  own: ReadonlySet<string> | undefined,
): { ordered: Entry[]; ownTokens: Set<string> } {
  const ownTokens = new Set(own ?? []);
  let linked = false;
  let sorted = true;
  let previousDate = '';
  for (const entry of journal) {
    if (entry.status !== 'posted') continue;
    if (entry.reversedBy !== null || entry.reversalOf !== null) linked = true;
    if (entry.date < previousDate) sorted = false;
    previousDate = entry.date;
    for (const p of entry.postings)
      if (p.accountId === SHARES_IN_ISSUE_ACCOUNT || p.accountId === TREASURY_SHARES_ACCOUNT)
        ownTokens.add(p.commodity);
  }
  const ids = linked ? new Set(journal.filter((e) => e.status === 'posted').map((e) => e.id)) : null;
  const live = journal.filter(
    (e) =>
      e.status === 'posted' &&
      !isClosingEntry(e) &&
      !(ids && e.reversedBy !== null && ids.has(e.reversedBy)) &&
      !(ids && e.reversalOf !== null && ids.has(e.reversalOf)),
  );
  const ordered = sorted ? live : live.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ordered, ownTokens };
}

/** What a transaction the app sent pays: a bill's document and the units the transaction sends it. */
export interface PaymentShare {
  readonly document: string;
  readonly units: bigint;
}

/** `tx:<chainId>:<hash>` → the bills the transaction pays, in its items' order. */
export type PaymentDocuments = ReadonlyMap<string, readonly PaymentShare[]>;

/** The transaction key (`tx:<chainId>:<hash>`) of a transaction entry's source, or null. */
function transactionOf(source: string): string | null {
  if (!source.startsWith('tx:')) return null;
  const second = source.indexOf(':', 3);
  const third = second < 0 ? -1 : source.indexOf(':', second + 1);
  return third < 0 ? source : source.slice(0, third);
}

/** The bills a transaction entry pays (`payments`), with its transaction key; null for another entry. */
export function paymentOf(
  source: string,
  payments?: PaymentDocuments,
): { key: string; shares: readonly PaymentShare[] } | null {
  if (!payments || payments.size === 0) return null;
  const key = transactionOf(source);
  const shares = key === null ? undefined : payments.get(key);
  return key !== null && shares && shares.length > 0 ? { key, shares } : null;
}

/**
 * The document an entry belongs to: `invoice:<id>` of a source `invoice:<id>` or `invoice:<id>:…`;
 * for a transaction's entry (`tx:<chainId>:<hash>:…`), the bill `payments` says it pays (the first
 * of a batch's), else the source itself.
 */
export function documentOf(source: string, payments?: PaymentDocuments): string {
  const paid = paymentOf(source, payments);
  if (paid) return paid.shares[0]?.document ?? source;
  const first = source.indexOf(':');
  const second = first < 0 ? -1 : source.indexOf(':', first + 1);
  return second < 0 ? source : source.slice(0, second);
}
