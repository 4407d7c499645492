// Today's prices from the price API configured in Utility (price-api.ts), beside the feeds' follower:
// per chain, the native currency's price in the company's base currency, fetched at most every
// API_REFRESH_MS and stored as `api:<commodity>:<day>`. Without a configured API, a base currency,
// or a coin id for the commodity, nothing is fetched. With today's price, the past days the books
// and the chain's rows have that still lack a final API price (one fetched after the day ended) are
// fetched in one `/market_chart/range` request (at most HISTORY_LOOKUPS_PER_PASS days, newest
// first); they rank below the feeds' and typed prices of the same day (lib/ledger/prices.ts).
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord, readRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { endOfDaySeconds } from './feed-prices';
import { apiCoinId, apiPriceRecord, fetchDayPrices, fetchSimplePrices } from './price-api';
import { daysInBooks, HISTORY_LOOKUPS_PER_PASS } from './price-follower';
import { pollPasses } from './poll-passes';
import { isoDay } from '@/lib/primitives/days';

export interface ApiPriceOptions {
  readonly db: WorkspaceDb;
  readonly chainId: number;
  readonly now: () => Date;
  readonly signal: AbortSignal;
  readonly fetcher?: typeof fetch;
}

/** Ten minutes: a public API's free tier allows a few calls a minute, and a day's price moves slowly. */
export const API_REFRESH_MS = 600_000;

/** One pass: fetches today's price of the chain's native currency when the stored one is older than API_REFRESH_MS. */
export async function refreshApiPrices(options: ApiPriceOptions): Promise<void> {
  const { db, chainId } = options;
  const [url, { record: profile }] = await Promise.all([
    db.meta.get(META_KEYS.priceApiUrl),
    readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
  ]);
  const base = profile?.baseCurrency ?? '';
  const commodity = `${chainId}:native`;
  const id = apiCoinId(commodity);
  if (typeof url?.value !== 'string' || !url.value || !base || !id) return;
  const now = options.now();
  const today = isoDay(now);
  const stored = await db.ledgerPrices.get(`api:${commodity}:${today}`);
  if (stored?.source?.kind === 'api' && now.getTime() - Date.parse(stored.source.fetchedAt) < API_REFRESH_MS) return;
  const price = (await fetchSimplePrices(url.value, [id], base, options.fetcher)).get(id);
  if (price && !options.signal.aborted)
    await putRecord(db, 'ledgerPrices', apiPriceRecord(url.value, commodity, today, price, base, now.toISOString()));
  const past = [...(await daysInBooks(db))].filter((day) => day < today).sort((a, b) => (a < b ? 1 : -1));
  const pastRows = await db.ledgerPrices.bulkGet(past.map((day) => `api:${commodity}:${day}`));
  const final = (i: number, day: string) => {
    const row = pastRows[i];
    return row?.source?.kind === 'api' && Date.parse(row.source.fetchedAt) > endOfDaySeconds(day) * 1000;
  };
  const todo = past.filter((day, i) => !final(i, day)).slice(0, HISTORY_LOOKUPS_PER_PASS);
  if (todo.length === 0 || options.signal.aborted) return;
  const history = await fetchDayPrices(url.value, id, base, todo, options.fetcher);
  for (const [day, dayPrice] of history)
    await putRecord(db, 'ledgerPrices', apiPriceRecord(url.value, commodity, day, dayPrice, base, now.toISOString()));
}

/** Runs passes every `pollMs` until the signal aborts; a failed pass is reported and retried at the next. */
export async function followApiPrices(
  options: ApiPriceOptions & { readonly pollMs: number },
  onError?: (error: unknown) => void,
): Promise<void> {
  await pollPasses(options.signal, options.pollMs, () => refreshApiPrices(options), onError);
}
