import { z } from 'zod';
import { revisionSchema } from './revision';
import { isoDaySchema } from './journal-entry';
import { blockNumberSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { chainBalanceSchema } from './chain-balance';

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
  // The same (network, wallet, asset) fields as the engine's chain balance.
  ...chainBalanceSchema.pick({ id: true, chainId: true, wallet: true, asset: true, symbol: true, decimals: true })
    .shape,
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
