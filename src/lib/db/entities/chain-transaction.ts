import { z } from 'zod';
import { revisionSchema } from './revision';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const TX_DIRECTIONS = ['in', 'out', 'own'] as const;
export const TX_STATUSES = ['pending', 'confirmed', 'failed', 'replaced', 'dropped'] as const;
export const TX_KINDS = ['transfer', 'token-transfer', 'payment', 'distribution', 'contract-creation', 'call'] as const;
export const TX_SOURCES = ['app', 'scan', 'logs', 'explorer'] as const;

export type TxDirection = (typeof TX_DIRECTIONS)[number];
export type TxStatus = (typeof TX_STATUSES)[number];
export type TxKind = (typeof TX_KINDS)[number];

/** What the decoder understood of a call (PaymentRouter, Distributor, any known ABI). */
export const decodedCallSchema = z.strictObject({
  /** The function name, or the 4-byte selector when the ABI is unknown. */
  method: z.string().min(1).max(100),
  paymentReference: z
    .string()
    .regex(/^0x[0-9a-f]{64}$/)
    .optional(),
  /** The token a payment or distribution moved (checksummed), absent for ETH. */
  token: checksummedAddressSchema.optional(),
  /** The payee of a PaymentRouter payment. */
  payee: checksummedAddressSchema.optional(),
  recipients: z
    .array(z.strictObject({ address: checksummedAddressSchema, units: unitsStringSchema }))
    .max(10_000)
    .optional(),
});

export type DecodedCall = z.output<typeof decodedCallSchema>;

/**
 * One movement of value on chain as the company sees it. A transaction gives one row for its ETH
 * value (id `<chainId>:<hash>`) and one per ERC-20 Transfer log touching a watched wallet
 * (id `<chainId>:<hash>:<logIndex>`), so amounts are always of a single asset. The explorer source
 * adds one per internal value transfer (`txlistinternal`) touching a watched wallet: id
 * `<chainId>:<hash>:i<traceId>` with `logIndex` null. Written by the sync
 * engine only, except `category` and `memo`, which belong to the user and sync never overwrites.
 */
export const chainTransactionSchema = z.strictObject({
  id: z.string().min(1).max(120),
  chainId: chainIdSchema,
  hash: hashSchema,
  logIndex: z.int().nonnegative().nullable(),
  blockNumber: blockNumberSchema.nullable(),
  blockHash: hashSchema.nullable(),
  /** Block time once mined; the moment the wallet returned the hash while pending. */
  time: z.iso.datetime(),
  from: checksummedAddressSchema,
  /** null for a contract creation. */
  to: checksummedAddressSchema.nullable(),
  direction: z.enum(TX_DIRECTIONS),
  /** The watched wallets this row concerns (from and/or to). */
  wallets: z.array(checksummedAddressSchema).min(1).max(2),
  /** The address on the other side (null when both sides are the company's). */
  counterparty: checksummedAddressSchema.nullable(),
  /** `native`, or the ERC-20 contract (checksummed). */
  asset: z.union([z.literal('native'), checksummedAddressSchema]),
  symbol: z.string().min(1).max(32),
  decimals: z.int().min(0).max(77),
  units: unitsStringSchema,
  /** Network fee in wei, on the native row of an outgoing transaction once known. */
  fee: unitsStringSchema.nullable(),
  nonce: z.int().nonnegative().nullable(),
  status: z.enum(TX_STATUSES),
  failureReason: z.string().max(500).nullable(),
  /** The transaction that took this one's nonce (replaced). */
  replacedBy: hashSchema.nullable(),
  kind: z.enum(TX_KINDS),
  selector: z
    .string()
    .regex(/^0x[0-9a-f]{8}$/)
    .nullable(),
  decoded: decodedCallSchema.nullable(),
  category: z.string().trim().max(80).nullable(),
  memo: z.string().max(500),
  source: z.enum(TX_SOURCES),
  updatedAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type ChainTransaction = z.output<typeof chainTransactionSchema>;

/** The id of a transaction's native row, or of one of its token transfers. */
export function chainTransactionId(chainId: number, hash: string, logIndex: number | null = null): string {
  return logIndex === null ? `${chainId}:${hash.toLowerCase()}` : `${chainId}:${hash.toLowerCase()}:${logIndex}`;
}
