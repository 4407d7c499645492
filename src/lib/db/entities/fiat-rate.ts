// The schemas of fiat-denominated invoices (lib/payments/fiat-terms.ts has the arithmetic): a rate
// with its source, an invoice's fiat terms, and the rate a payment was valued at (its block's).
import { z } from 'zod';
import { hashSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/** Where a rate came from: a feed's round (address, round id, the round's time), or typed by hand. */
export const rateSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('feed'),
    feed: checksummedAddressSchema,
    round: z.string().regex(/^[1-9][0-9]{0,30}$/),
    updatedAt: z.iso.datetime(),
  }),
  z.strictObject({ kind: z.literal('manual'), enteredAt: z.iso.datetime() }),
]);
export type RateSource = z.output<typeof rateSourceSchema>;

/** An exact positive decimal (`2500.5`). */
export const rateSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,20})(\.[0-9]{1,30})?$/)
  .refine((value) => /[1-9]/.test(value), 'A rate is never 0');

/** A rate with its source. */
export const quotedRateSchema = z.strictObject({ price: rateSchema, source: rateSourceSchema });
export type QuotedRate = z.output<typeof quotedRateSchema>;

/** A tolerance in percent, 0–10 with at most 2 decimals (`1`, `0.5`). */
export const tolerancePercentSchema = z
  .string()
  .regex(/^(0|[1-9]\d?)(\.\d{1,2})?$/, 'Enter a tolerance such as 1 or 0.5')
  .refine((value) => Number(value) <= 10, 'At most 10%');

/**
 * The fiat terms of an invoice: lines and totals are in `currency` minor units (`decimals`, 2), the
 * payment is in the invoice's asset at the rate when paid. `issueRate` is the rate the receivable is
 * booked at (read when the invoice is sent); null while the invoice is a draft.
 */
export const fiatTermsSchema = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  decimals: z.literal(2),
  tolerancePercent: tolerancePercentSchema,
  issueRate: quotedRateSchema.nullable(),
});
export type FiatTerms = z.output<typeof fiatTermsSchema>;

/**
 * The rate a payment is valued at, written on the payment row by the rate follower
 * (lib/price-feeds/payment-rates.ts): the feed's round in effect at the payment's block (`block`:
 * `latestRoundData` at that block; `time`: the last round by the block's time), per quote currency.
 * `blockHash` is the block it was read for: a row moved by a reorg is read again.
 */
export const paymentRateSchema = z.strictObject({
  blockHash: hashSchema,
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  price: rateSchema,
  source: rateSourceSchema,
  by: z.enum(['block', 'time']),
});
export type PaymentRate = z.output<typeof paymentRateSchema>;
