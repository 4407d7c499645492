// Today's prices from the price API configured in Utility (price-api.ts), beside the feeds' follower:
// per chain, the native currency's price in the company's base currency, fetched at most every
// API_REFRESH_MS and stored as `api:<commodity>:<day>`. Without a configured API, a base currency,
// or a coin id for the commodity, nothing is fetched. Past days are not fetched (the feeds and
// typed prices cover history).
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord, readRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { apiCoinId, apiPriceRecord, fetchSimplePrices } from './price-api';
import { pollPasses } from './poll-passes';

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
  const today = now.toISOString().slice(0, 10);
  const stored = await db.ledgerPrices.get(`api:${commodity}:${today}`);
  if (stored?.source?.kind === 'api' && now.getTime() - Date.parse(stored.source.fetchedAt) < API_REFRESH_MS) return;
  const price = (await fetchSimplePrices(url.value, [id], base, options.fetcher)).get(id);
  if (price && !options.signal.aborted)
    await putRecord(db, 'ledgerPrices', apiPriceRecord(url.value, commodity, today, price, base, now.toISOString()));
}

/** Runs passes every `pollMs` until the signal aborts; a failed pass is reported and retried at the next. */
export async function followApiPrices(
  options: ApiPriceOptions & { readonly pollMs: number },
  onError?: (error: unknown) => void,
): Promise<void> {
  await pollPasses(options.signal, options.pollMs, () => refreshApiPrices(options), onError);
}
