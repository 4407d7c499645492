import { z } from 'zod';
import { revisionSchema } from './revision';
import { isoDaySchema } from './journal-entry';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const OPENING_STATUSES = ['proposed', 'confirmed', 'rejected'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/**
 * What one watched wallet held of one asset on one network at the block its tracking started
 * (`eth_getBalance` or ERC-20 `balanceOf` at that block), proposed by the sync engine as the
 * opening balance of the wallet's account. It is a held draft until the user confirms it on the
 * Accounting page (then `entryId` names the posted entry) or rejects it; `units` is what the user
 * confirms (the chain's reading unless edited), `chainUnits` what the chain said.
 */
export const openingBalanceSchema = z.strictObject({
  id: z.string().min(1).max(200),
  chainId: chainIdSchema,
  wallet: checksummedAddressSchema,
  /** `native`, or the ERC-20 contract (checksummed). */
  asset: z.union([z.literal('native'), checksummedAddressSchema]),
  symbol: z.string().min(1).max(32),
  decimals: z.int().min(0).max(77),
  chainUnits: unitsStringSchema,
  units: unitsStringSchema,
  /** The block the balance was read at (the last block before the wallet's scanned history), its hash and day. */
  block: blockNumberSchema,
  blockHash: hashSchema,
  date: isoDaySchema,
  status: z.enum(OPENING_STATUSES),
  /** The posted opening entry once confirmed; null otherwise. */
  entryId: z.string().min(1).max(200).nullable(),
  /** Who confirmed or rejected it (wallet address); null while proposed. */
  decidedBy: z.string().max(100).nullable(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type OpeningBalance = z.output<typeof openingBalanceSchema>;

/** The id of a (network, wallet, asset) opening balance (the same key as its on-chain balance row). */
export function openingBalanceId(chainId: number, wallet: string, asset: string): string {
  return `${chainId}:${wallet.toLowerCase()}:${asset.toLowerCase()}`;
}

/** The journal source of a confirmed opening balance: `opening:<chainId>:<wallet>:<asset>` (lower case). */
export function openingSource(row: Pick<OpeningBalance, 'chainId' | 'wallet' | 'asset'>): string {
  return `opening:${openingBalanceId(row.chainId, row.wallet, row.asset)}`;
}
