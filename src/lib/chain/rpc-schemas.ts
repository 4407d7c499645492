// zod schemas for the JSON-RPC results the app reads: hex quantities become bigint (amounts, gas)
// or number (block numbers, indices), so callers never parse hex themselves.
import { z } from 'zod';
import { TX_HASH_PATTERN } from '@/lib/primitives/tx-hash';

const HEX_QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
// Some nodes pad quantities with leading zeros (0x01); accept them rather than fail a whole sync.
const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity');

/** A hex quantity as bigint (wei, gas). */
export const bigQuantity = quantity.transform((hex) => BigInt(hex));
/** A hex quantity as a safe integer (block numbers, indices, nonces, timestamps). */
export const smallQuantity = quantity
  .transform((hex) => Number.parseInt(hex, 16))
  .refine((value) => Number.isSafeInteger(value), 'Quantity too large');
/** 0x-prefixed bytes. */
export const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data');
/** A 32-byte hash. */
export const hash32 = z.string().regex(TX_HASH_PATTERN, 'Expected a 32-byte hash');
/** A 20-byte address as the node returns it (usually lowercase). */
export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address');

/** Whether a string is a canonical hex quantity (no leading zeros), as nodes expect in params. */
export function isHexQuantity(value: string): boolean {
  return HEX_QUANTITY.test(value);
}

export const logSchema = z.object({
  address,
  topics: z.array(hash32),
  data: hexData,
  blockNumber: smallQuantity,
  blockHash: hash32,
  transactionHash: hash32,
  transactionIndex: smallQuantity,
  logIndex: smallQuantity,
  removed: z.boolean().optional().default(false),
});
export type Log = z.output<typeof logSchema>;

export const transactionSchema = z.object({
  hash: hash32,
  // null while pending
  blockNumber: smallQuantity.nullable(),
  blockHash: hash32.nullable(),
  transactionIndex: smallQuantity.nullable(),
  from: address,
  to: address
    .nullable()
    .optional()
    .transform((to) => to ?? null),
  value: bigQuantity,
  nonce: smallQuantity,
  gas: bigQuantity,
  gasPrice: bigQuantity.optional(),
  maxFeePerGas: bigQuantity.optional(),
  maxPriorityFeePerGas: bigQuantity.optional(),
  input: hexData,
  type: smallQuantity.optional(),
});
export type Transaction = z.output<typeof transactionSchema>;

export const receiptSchema = z.object({
  transactionHash: hash32,
  blockNumber: smallQuantity,
  blockHash: hash32,
  transactionIndex: smallQuantity,
  from: address,
  to: address.nullable(),
  contractAddress: address
    .nullable()
    .optional()
    .transform((a) => a ?? null),
  // absent before Byzantium (2017); 1 success, 0 reverted
  status: smallQuantity.optional(),
  gasUsed: bigQuantity,
  effectiveGasPrice: bigQuantity.optional(),
  logs: z.array(logSchema),
});
export type Receipt = z.output<typeof receiptSchema>;

const blockFields = {
  number: smallQuantity,
  hash: hash32,
  parentHash: hash32,
  timestamp: smallQuantity,
  baseFeePerGas: bigQuantity.optional(),
  gasUsed: bigQuantity,
  miner: address.optional(),
};
export const blockWithHashesSchema = z.object({ ...blockFields, transactions: z.array(hash32) });
export const blockWithTxsSchema = z.object({ ...blockFields, transactions: z.array(transactionSchema) });
export type BlockWithHashes = z.output<typeof blockWithHashesSchema>;
export type BlockWithTxs = z.output<typeof blockWithTxsSchema>;

/** A newHeads notification (a block header). */
export const headSchema = z.object({
  number: smallQuantity,
  hash: hash32,
  parentHash: hash32,
  timestamp: smallQuantity,
});
export type Head = z.output<typeof headSchema>;
