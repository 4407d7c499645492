// Rows of the Etherscan-compatible `account` module. Every field arrives as a string; identity
// and amount fields are checked strictly, descriptive ones (token name, symbol) leniently, so one
// odd token cannot stall a sync. Blockscout's internal-transaction fields are mapped to Etherscan's.
import { z } from 'zod';
import { TX_HASH_PATTERN } from '@/lib/primitives/tx-hash';

const decimal = z.string().regex(/^\d+$/, 'Expected a decimal number');
const big = decimal.transform((value) => BigInt(value));
const int = decimal.transform(Number).refine(Number.isSafeInteger, 'Number too large');
const hash = z.string().regex(TX_HASH_PATTERN, 'Expected a transaction hash');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address');
/** Empty for a contract creation (to) or a plain transfer (contractAddress). */
const optionalAddress = z
  .union([address, z.literal('')])
  .optional()
  .transform((value) => value || null);
/** Etherscan now answers `deprecated` for tokentx input; only real hex is kept. */
const input = z
  .string()
  .optional()
  .transform((value) => (value && /^0x([0-9a-fA-F]{2})*$/.test(value) ? value : null));
const optionalBig = z
  .union([big, z.literal('')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));
const flag = z.enum(['0', '1']).transform((value) => value === '1');

/** Fields every action's rows share. */
const rowBase = { hash, blockNumber: int, timeStamp: int, from: address, value: big };
const optionalInt = z
  .union([int, z.literal('')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** A normal transaction (`txlist`). */
export const explorerTxSchema = z.object({
  ...rowBase,
  to: optionalAddress,
  gas: big,
  gasPrice: big,
  gasUsed: big,
  isError: flag,
  // '' before Byzantium, when receipts had no status
  txreceipt_status: z
    .enum(['', '0', '1'])
    .optional()
    .transform((value) => (value === '1' ? 'success' : value === '0' ? 'failed' : null)),
  input,
  contractAddress: optionalAddress,
  nonce: int,
});
export type ExplorerTx = z.output<typeof explorerTxSchema>;

/** An ERC-20 transfer (`tokentx`). `logIndex` is null where the explorer omits it (read it from the receipt). */
export const explorerTokenTxSchema = z.object({
  ...rowBase,
  to: address,
  contractAddress: address,
  tokenName: z.string().optional().default(''),
  tokenSymbol: z.string().optional().default(''),
  tokenDecimal: optionalInt,
  logIndex: optionalInt,
  gas: optionalBig,
  gasPrice: optionalBig,
  gasUsed: optionalBig,
  nonce: optionalInt,
  input,
});
export type ExplorerTokenTx = z.output<typeof explorerTokenTxSchema>;

/** An internal transaction (`txlistinternal`): a value transfer by a contract inside a transaction. */
export const explorerInternalTxSchema = z.preprocess(
  // Blockscout names the hash `transactionHash` and the trace position `index`.
  (row) => {
    if (typeof row !== 'object' || row === null) return row;
    const record = row as Record<string, unknown>;
    return { ...record, hash: record.hash ?? record.transactionHash, traceId: record.traceId ?? record.index };
  },
  z.object({
    ...rowBase,
    to: optionalAddress,
    contractAddress: optionalAddress,
    input,
    type: z.string().optional().default('call'),
    gas: optionalBig,
    gasUsed: optionalBig,
    traceId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined ? '' : String(value))),
    isError: flag,
    errCode: z.string().optional().default(''),
  }),
);
export type ExplorerInternalTx = z.output<typeof explorerInternalTxSchema>;

/** The account-module actions the sync engine reads. */
export type ExplorerAction = 'txlist' | 'tokentx' | 'txlistinternal';

/** The row type of each action. */
export interface ExplorerRowOf {
  txlist: ExplorerTx;
  tokentx: ExplorerTokenTx;
  txlistinternal: ExplorerInternalTx;
}

/** The row schema of each action. */
export const EXPLORER_ROW_SCHEMAS = {
  txlist: explorerTxSchema,
  tokentx: explorerTokenTxSchema,
  txlistinternal: explorerInternalTxSchema,
} as const;

/** The envelope every answer of the contract has. */
export const explorerEnvelopeSchema = z.object({
  status: z.enum(['0', '1']),
  message: z.string(),
  result: z.unknown(),
});

/** A key that identifies a row within its action (for de-duplication across resumed pages). */
export function explorerRowKey(action: ExplorerAction, row: ExplorerTx | ExplorerTokenTx | ExplorerInternalTx): string {
  if (action === 'tokentx') {
    const token = row as ExplorerTokenTx;
    return token.logIndex !== null
      ? `${token.hash}:${token.logIndex}`
      : `${token.hash}:${token.contractAddress}:${token.from}:${token.to}:${token.value}`;
  }
  if (action === 'txlistinternal') return `${row.hash}:${(row as ExplorerInternalTx).traceId}`;
  return row.hash;
}
