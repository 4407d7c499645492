// The optional price API the user configures in Utility: CoinGecko's public API (or any server
// answering its `/simple/price` the same way), `GET <base>/simple/price?ids=ethereum&vs_currencies=usd`
// → `{ "ethereum": { "usd": 3000.12 } }`. Checked like the other endpoints before it is saved (the
// page's CSP, then a real request whose answer must have that shape); its prices record source
// `api` and rank below typed, imported and feed prices (lib/ledger/prices.ts). Past days come from
// `GET <base>/coins/ethereum/market_chart/range?vs_currency=usd&from=<s>&to=<s>` →
// `{ "prices": [[ms, price], …], "market_caps": …, "total_volumes": … }`: a day's price is the last
// point of that day (UTC), as a feed's is the round in effect at the day's end.
import { z } from 'zod';
import { endpointAllowedByCsp, type EndpointCheck } from '@/lib/chain/endpoint-check';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import { knownNetwork } from '@/lib/primitives/networks';
import { DAY_MS, isoDay } from '@/lib/primitives/days';

/** CoinGecko's public API base, suggested in Utility. */
export const COINGECKO_API = 'https://api.coingecko.com/api/v3';

/** `{ id: { currency (lower case): price } }`: the published shape of `/simple/price`. */
const simplePriceSchema = z.record(z.string(), z.record(z.string(), z.number().nonnegative()));

/** The published shape of `/coins/{id}/market_chart/range` (only `prices` is read). */
const marketChartSchema = z.object({ prices: z.array(z.tuple([z.number(), z.number().nonnegative()])) });

/** The API's coin id of a commodity: ETH of the networks whose native currency is ETH; null otherwise. */
export function apiCoinId(commodity: string): string | null {
  const [chain, asset] = commodity.split(':');
  return asset === 'native' && knownNetwork(Number(chain))?.nativeCurrency.symbol === 'ETH' ? 'ethereum' : null;
}

/** A JSON number as an exact decimal string (`3000.12`, `0.00001234`), never exponent notation. */
export function decimalOfNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a price: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent notation only for very small or large numbers: 20 significant digits is past a double's.
  return value
    .toFixed(20)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** The `/simple/price` URL for some coins in one currency. */
export function simplePriceUrl(base: string, ids: readonly string[], currency: string): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/simple/price`);
  url.searchParams.set('ids', ids.join(','));
  url.searchParams.set('vs_currencies', currency.toLowerCase());
  return url.toString();
}

/** Today's prices of `ids` in `currency` (coin id → exact decimal); a coin the answer lacks is absent. */
export async function fetchSimplePrices(
  base: string,
  ids: readonly string[],
  currency: string,
  fetcher: typeof fetch = fetch,
): Promise<Map<string, string>> {
  const response = await fetcher(simplePriceUrl(base, ids, currency), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The price API answered HTTP ${response.status}`);
  const parsed = simplePriceSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('The price API did not answer in the /simple/price shape');
  const prices = new Map<string, string>();
  for (const id of ids) {
    const price = parsed.data[id]?.[currency.toLowerCase()];
    if (price !== undefined && price > 0) prices.set(id, decimalOfNumber(price));
  }
  return prices;
}

/** The `/coins/{id}/market_chart/range` URL for one coin in one currency between two moments (Unix seconds). */
export function marketChartRangeUrl(base: string, id: string, currency: string, from: number, to: number): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/coins/${encodeURIComponent(id)}/market_chart/range`);
  url.searchParams.set('vs_currency', currency.toLowerCase());
  url.searchParams.set('from', String(from));
  url.searchParams.set('to', String(to));
  return url.toString();
}

/** The price of a coin at the end of each past UTC day (the day's last point), in one request spanning them; a day without a point is absent. */
export async function fetchDayPrices(
  base: string,
  id: string,
  currency: string,
  days: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (days.length === 0) return result;
  const starts = days.map((day) => Date.parse(`${day}T00:00:00Z`));
  const from = Math.floor(Math.min(...starts) / 1000);
  const to = Math.floor((Math.max(...starts) + DAY_MS) / 1000);
  const response = await fetcher(marketChartRangeUrl(base, id, currency, from, to), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The price API answered HTTP ${response.status}`);
  const parsed = marketChartSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('The price API did not answer in the /market_chart/range shape');
  const wanted = new Set(days);
  const last = new Map<string, [number, number]>();
  for (const [ms, price] of parsed.data.prices) {
    const day = isoDay(ms);
    const seen = last.get(day);
    if (wanted.has(day) && price > 0 && (!seen || ms >= seen[0])) last.set(day, [ms, price]);
  }
  for (const [day, [, price]] of last) result.set(day, decimalOfNumber(price));
  return result;
}

/**
 * Checks a price API before it is saved: a full https URL the page's CSP lets through, answering
 * ETH's price in `currency` in the `/simple/price` shape. The price is returned to show the user.
 */
export async function checkPriceApi(
  base: string,
  currency: string,
  fetcher: typeof fetch = fetch,
  csp: (url: string) => EndpointCheck = (url) => endpointAllowedByCsp(url),
): Promise<{ ok: true; price: string } | { ok: false; reason: string }> {
  if (!URL.canParse(base) || !/^https?:\/\//i.test(base))
    return { ok: false, reason: 'Enter the price API as a full URL (https://…)' };
  const allowed = csp(base);
  if (!allowed.ok) return allowed;
  try {
    const price = (await fetchSimplePrices(base, ['ethereum'], currency, fetcher)).get('ethereum');
    return price ? { ok: true, price } : { ok: false, reason: `The price API has no ETH price in ${currency}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The price list row of an API price: one per commodity and day (`api:<commodity>:<day>`). */
export function apiPriceRecord(
  base: string,
  commodity: string,
  day: string,
  price: string,
  quote: string,
  fetchedAt: string,
): LedgerPrice {
  return {
    id: `api:${commodity}:${day}`,
    commodity,
    date: day,
    price,
    addedAt: fetchedAt,
    source: { kind: 'api', endpoint: new URL(base).origin, fetchedAt, quote },
  };
}
