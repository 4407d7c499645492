// The current rate of a fiat invoice's asset, read from the chain's price feed (the only source the
// public pay page and the issuer share): the feed's latest round, with its address, round and time.
// No feed for the pair, or a feed without a round, is `missing` with the reason in words: the invoice
// cannot be paid in the asset (nor issued) until a rate exists, and nothing is ever priced at 0.
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { networkName } from '@/lib/primitives/networks';
import { feedFor, feedsFor } from '@/lib/price-feeds/feed-directory';
import { feedPriceNow } from '@/lib/price-feeds/feed-prices';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { assetUnitsFor, isFiatCurrency } from './fiat-terms';

export type FiatRate =
  | { readonly kind: 'rate'; readonly rate: QuotedRate; readonly pair: string; readonly stale: boolean }
  | { readonly kind: 'missing'; readonly message: string };

/** The rate of `token` (null: the native currency, named `symbol`) in `currency` now, or why there is none. */
export async function currentRate(
  reader: ChainReader,
  chainId: number,
  asset: { token: string | null; symbol: string },
  currency: string,
  now: Date,
): Promise<FiatRate> {
  const commodity = `${chainId}:${asset.token === null ? 'native' : asset.token.toLowerCase()}`;
  const feed = feedFor(commodity, currency);
  const pair = `${asset.symbol}/${currency}`;
  if (!feed)
    return { kind: 'missing', message: `No ${pair} price feed is known on ${networkName(chainId)}: no rate exists.` };
  const price = await feedPriceNow(reader, feed, now);
  if (price === 'missing')
    return { kind: 'missing', message: `The ${pair} price feed ${feed.address} has no round yet: no rate exists.` };
  return {
    kind: 'rate',
    pair,
    stale: price.stale,
    rate: {
      price: price.price,
      source: { kind: 'feed', feed: feed.address, round: price.round.toString(), updatedAt: price.updatedAt },
    },
  };
}

/** A fiat record in its asset, as the issue rate needs it: its asset, currency, and its name in messages. */
export interface BookedRecord {
  readonly asset: { readonly chainId: number; readonly symbol: string; readonly address: string | null };
  readonly currency: string;
  /** E.g. `invoice` or `bill`, in "the rate the invoice is booked at". */
  readonly kind: string;
  /** What cannot happen without a rate, e.g. `Invoice INV-7 cannot be issued`. */
  readonly refusal: string;
}

/**
 * The rate a fiat invoice's receivable or a fiat bill's payable is booked at: the feed's latest round
 * read through the user's wallet on the record's network. No rate, no booking: throws with the reason
 * (a record is never booked at a rate of 0), as it does when the wallet is on another network.
 */
export async function readBookingRate(
  provider: Eip1193Provider | null,
  walletChainId: number | null,
  record: BookedRecord,
): Promise<QuotedRate> {
  const { chainId, symbol, address } = record.asset;
  if (!provider || walletChainId !== chainId)
    throw new Error(
      `Switch the wallet to ${networkName(chainId)}: the ${symbol}/${record.currency} rate the ${record.kind} is booked at is read there.`,
    );
  const reader = eip1193Reader(provider, chainId);
  const found = await currentRate(reader, chainId, { token: address, symbol }, record.currency, new Date());
  if (found.kind === 'missing')
    throw new Error(`${found.message} ${record.refusal} in ${record.currency} until a rate exists.`);
  return found.rate;
}

/** The asset units quoted for `minor` of the currency at a rate (rounded up: paying them covers it). */
export function quotedUnits(minor: bigint, assetDecimals: number, rate: QuotedRate): bigint {
  return assetUnitsFor(minor, assetDecimals, rate.price);
}

/** The rate's source in words: `feed 0x… round 18446744073709551617 of 2026-03-01 10:00 UTC`, or manual. */
export function rateSourceText(rate: QuotedRate): string {
  const source = rate.source;
  if (source.kind === 'manual') return `entered by hand ${source.enteredAt.slice(0, 16).replace('T', ' ')} UTC`;
  return `price feed ${source.feed}, round ${source.round}, updated ${source.updatedAt.slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The fiat currencies an invoice or bill in `asset` can be written in: every ISO 4217 currency a
 * known price feed quotes it in (the company's own among them when a feed prices it), A to Z.
 */
export function fiatCurrenciesFor(asset: { readonly chainId: number; readonly address: string | null }): string[] {
  const commodity = `${asset.chainId}:${asset.address === null ? 'native' : asset.address.toLowerCase()}`;
  return [...new Set(feedsFor(commodity).map((feed) => feed.quote))].filter(isFiatCurrency).sort();
}

/** The tolerance a new fiat invoice or bill starts with, in percent. */
export const DEFAULT_TOLERANCE = '1';
