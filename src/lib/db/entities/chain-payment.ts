import { z } from 'zod';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { paymentRateSchema } from './fiat-rate';

/** Which side of a payment the company is on: receiving (an invoice), paying (a bill), or both. */
export const PAYMENT_DIRECTIONS = ['in', 'out', 'own'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * A PaymentRouter `Payment(reference, payer, payee, token, amount)` event naming one of the
 * company's wallets as payee or payer (docs/product.md#payment-references). Chain-derived: written only by the sync
 * engine, like every chain-derived record; invoices and bills are matched against these rows by lib/payments/match.
 */
export const chainPaymentSchema = z.strictObject({
  /** `<chainId>:<tx hash>:<logIndex>`. */
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  hash: hashSchema,
  logIndex: z.int().nonnegative(),
  blockNumber: blockNumberSchema,
  blockHash: hashSchema,
  /** Block time (ISO). */
  time: z.iso.datetime(),
  /** The PaymentRouter that emitted it (the one known for the network). */
  router: checksummedAddressSchema,
  /** bytes32, lower-case hex. */
  reference: hashSchema,
  payer: checksummedAddressSchema,
  payee: checksummedAddressSchema,
  /** The ERC-20 paid, or null for the native currency (address(0) in the event). */
  token: checksummedAddressSchema.nullable(),
  units: unitsStringSchema,
  /**
   * For ERC-20: a `Transfer(payer → payee, amount)` of `token` sits in the same receipt (a token
   * whose transferFrom moves nothing cannot fake a payment). Native: true (the router forwards
   * msg.value in the same call, or the whole transaction reverts).
   */
  transferChecked: z.boolean(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  /** The payment's value rates at its block, one per feed quote currency (added after the scan). */
  rates: z.array(paymentRateSchema).max(8).optional(),
  updatedAt: z.iso.datetime(),
});

export type ChainPayment = z.output<typeof chainPaymentSchema>;

/** The id of a payment row. */
export function chainPaymentId(chainId: number, hash: string, logIndex: number): string {
  return `${chainId}:${hash.toLowerCase()}:${logIndex}`;
}
