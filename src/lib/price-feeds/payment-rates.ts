// Values each PaymentRouter payment at its block's rate, beside the price follower: for every payment
// row of the chain in an asset a feed prices, the feed's round at the payment's block (price-at-block)
// is written on the row (`rates`, one per quote currency), with the block hash it was read for. A row
// the scan rewrote (a reorg moves it to another block) is read again; a payment before the feed's
// first round gets no rate (its fiat invoice then shows it as awaiting a rate, never as paid at 0).
import { getAddress } from 'ethers';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { PaymentRate } from '@/lib/db/entities/fiat-rate';
import { parseRecord } from '@/lib/db/records';
import { feedsOn, type PriceFeedInfo } from './feed-directory';
import { feedPriceAtBlock } from './price-at-block';
import type { PriceFollowerOptions } from './price-follower';
import { pollPasses } from './poll-passes';

/** The payment rows of a chain that want a rate: priced by a feed, and not yet read for their block. */
export function paymentsWantingRates(
  payments: readonly ChainPayment[],
  feeds: readonly PriceFeedInfo[],
): ChainPayment[] {
  return payments.filter(
    (p) =>
      feeds.some((feed) => feed.commodity === paymentCommodity(p)) &&
      !(p.rates && p.rates.length > 0 && p.rates.every((rate) => rate.blockHash === p.blockHash)),
  );
}

/** The commodity id of a payment's asset. */
export function paymentCommodity(payment: Pick<ChainPayment, 'chainId' | 'token'>): string {
  return `${payment.chainId}:${payment.token === null ? 'native' : payment.token.toLowerCase()}`;
}

/** Reads and writes the rates of one pass; returns how many rows got rates. */
export async function ratePayments(options: Omit<PriceFollowerOptions, 'pollMs'>): Promise<number> {
  const { db, reader, chainId } = options;
  const feeds = feedsOn(chainId);
  if (feeds.length === 0) return 0;
  const todo = paymentsWantingRates(
    (await db.payments.toArray()).filter((p) => p.chainId === chainId),
    feeds,
  );
  let written = 0;
  for (const payment of todo) {
    if (options.signal.aborted) break;
    const rates: PaymentRate[] = [];
    for (const feed of feeds.filter((f) => f.commodity === paymentCommodity(payment))) {
      const found = await feedPriceAtBlock(
        reader,
        feed,
        payment.blockNumber,
        Math.floor(Date.parse(payment.time) / 1000),
      );
      if (found === 'missing') continue;
      rates.push({
        blockHash: payment.blockHash,
        currency: feed.quote,
        price: found.price,
        source: {
          kind: 'feed',
          feed: getAddress(found.feed),
          round: found.round.toString(),
          updatedAt: found.updatedAt,
        },
        by: found.by,
      });
    }
    if (rates.length === 0) continue;
    const saved = await db.transaction('rw', db.payments, async () => {
      const row = await db.payments.get(payment.id);
      // The scan may have rewritten the row meanwhile: only a row still in the same block takes the rates.
      if (!row || row.blockHash !== payment.blockHash) return false;
      await db.payments.put(parseRecord('payments', { ...row, rates, updatedAt: options.now().toISOString() }));
      return true;
    });
    if (saved) written += 1;
  }
  return written;
}

/** Runs passes until the signal aborts; a failed pass is reported and retried at the next. */
export async function followPaymentRates(options: PriceFollowerOptions, onError?: (error: unknown) => void) {
  await pollPasses(options.signal, options.pollMs, () => ratePayments(options), onError);
}
