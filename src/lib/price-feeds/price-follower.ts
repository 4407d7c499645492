// Caches the feeds' prices in the price list (ledgerPrices), beside the sync engine's followers: for
// each feed of the chain quoting the company's base currency (and each quoting the currency of an
// invoice or bill written in another fiat currency: the other leg of the cross rate translating it
// at month ends, docs/functional-currency.md; stored under their own ids, never pricing the books
// directly), today's price from the latest round
// (re-read every pass, written when the round changed) and, for every day the books or the chain's
// rows have, the round in effect at that day's end. A past day's price fetched after the day ended
// is final and never read again; a day before the feed's first round stays without a price.
import { LOCAL_CHAIN_ID } from '@/config/chain';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { putRecord, readRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { feedsOn, type PriceFeedInfo } from './feed-directory';
import { endOfDaySeconds, feedPriceAt, feedPriceId, feedPriceNow, feedPriceRecord } from './feed-prices';
import { pollPasses } from './poll-passes';
import { isoDay } from '@/lib/primitives/days';

export interface PriceFollowerOptions {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader;
  readonly chainId: number;
  readonly now: () => Date;
  readonly signal: AbortSignal;
  /** Time between passes. */
  readonly pollMs: number;
}

/**
 * Time between passes: a minute (feeds update on a heartbeat of an hour or more, or on a move of
 * the price); on the local chain two seconds, so a round pushed there shows at once.
 */
export function pricePollMs(chainId: number): number {
  return chainId === LOCAL_CHAIN_ID ? 2_000 : 60_000;
}

/** Past days looked up per pass, newest first: a long history fills in over a few passes. */
export const HISTORY_LOOKUPS_PER_PASS = 30;

/** The UTC days the books and the chain's rows have (dates of entries, days of rows). */
export async function daysInBooks(db: WorkspaceDb): Promise<Set<string>> {
  const [entryDays, rowTimes] = await Promise.all([
    db.journalEntries.orderBy('date').uniqueKeys(),
    db.chainTransactions.orderBy('time').uniqueKeys(),
  ]);
  const days = new Set<string>();
  for (const day of entryDays) if (typeof day === 'string') days.add(day);
  for (const time of rowTimes) if (typeof time === 'string') days.add(time.slice(0, 10));
  return days;
}

/** Whether a stored feed price for `day` is final: fetched after the day ended. */
function isFinal(row: { addedAt: string } | undefined, day: string): boolean {
  return row !== undefined && Date.parse(row.addedAt) > endOfDaySeconds(day) * 1000;
}

/** The stored id of a feed's price: a feed quoting another currency than the base has its own. */
function priceIdOf(feed: PriceFeedInfo, day: string, base: string): string {
  return feed.quote === base ? feedPriceId(feed.commodity, day) : `${feedPriceId(feed.commodity, day)}:${feed.quote}`;
}

/** The currencies of the invoices and bills written in a fiat currency other than `base`. */
async function documentCurrencies(db: WorkspaceDb, base: string): Promise<Set<string>> {
  const [invoices, bills] = await Promise.all([
    db.invoices.filter((invoice) => Boolean(invoice.fiat)).toArray(),
    db.bills.filter((bill) => Boolean(bill.fiat)).toArray(),
  ]);
  const currencies = new Set([...invoices, ...bills].flatMap((row) => (row.fiat ? [row.fiat.currency] : [])));
  currencies.delete(base);
  return currencies;
}

/** One pass over one feed: today's price, then the past days still without a final price. */
async function refreshFeed(
  options: PriceFollowerOptions,
  feed: PriceFeedInfo,
  days: Set<string>,
  base: string,
): Promise<void> {
  const { db, reader } = options;
  const idOf = (day: string) => priceIdOf(feed, day, base);
  const now = options.now();
  const record = (day: string, price: Parameters<typeof feedPriceRecord>[2]) => ({
    ...feedPriceRecord(feed, day, price, now.toISOString()),
    id: idOf(day),
  });
  const today = isoDay(now);
  const current = await feedPriceNow(reader, feed, now);
  if (current !== 'missing') {
    const stored = await db.ledgerPrices.get(idOf(today));
    if (stored?.source?.kind !== 'feed' || stored.source.round !== current.round.toString())
      await putRecord(db, 'ledgerPrices', record(today, current));
  }
  const past = [...days].filter((day) => day < today).sort((a, b) => (a < b ? 1 : -1));
  const stored = await db.ledgerPrices.bulkGet(past.map(idOf));
  const todo = past.filter((day, i) => !isFinal(stored[i], day)).slice(0, HISTORY_LOOKUPS_PER_PASS);
  for (const day of todo) {
    if (options.signal.aborted) return;
    const found = await feedPriceAt(reader, feed, endOfDaySeconds(day));
    if (found !== 'missing') await putRecord(db, 'ledgerPrices', record(day, found));
  }
}

/** One pass over every feed of the chain quoting the base currency or a fiat document's. */
export async function refreshFeedPrices(options: PriceFollowerOptions): Promise<void> {
  const { record: profile } = await readRecord(options.db, 'companyProfile', COMPANY_PROFILE_ID);
  const base = profile?.baseCurrency ?? '';
  const others = base ? await documentCurrencies(options.db, base) : new Set<string>();
  const feeds = feedsOn(options.chainId).filter((feed) => feed.quote === base || others.has(feed.quote));
  if (feeds.length === 0) return;
  const days = await daysInBooks(options.db);
  for (const feed of feeds) {
    if (options.signal.aborted) return;
    await refreshFeed(options, feed, days, base);
  }
}

/** Runs passes until the signal aborts; a failed pass is reported and retried at the next. */
export async function followFeedPrices(
  options: PriceFollowerOptions,
  onError?: (error: unknown) => void,
): Promise<void> {
  await pollPasses(options.signal, options.pollMs, () => refreshFeedPrices(options), onError);
}
