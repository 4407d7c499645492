import { z } from 'zod';
import { blockNumberSchema, chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/**
 * What one watched wallet held of one asset on one network at the block the sync engine last
 * reached (`eth_getBalance` or ERC-20 `balanceOf` at that block). Written by the engine only, so
 * pages compare the books with the chain without polling it.
 */
export const chainBalanceSchema = z.strictObject({
  id: z.string().min(1).max(200),
  chainId: chainIdSchema,
  wallet: checksummedAddressSchema,
  /** `native`, or the ERC-20 contract (checksummed). */
  asset: z.union([z.literal('native'), checksummedAddressSchema]),
  symbol: z.string().min(1).max(32),
  decimals: z.int().min(0).max(77),
  units: unitsStringSchema,
  /** The block the balance was read at, and its hash. */
  block: blockNumberSchema,
  blockHash: hashSchema,
  updatedAt: z.iso.datetime(),
});

export type ChainBalance = z.output<typeof chainBalanceSchema>;

/** The id of a (network, wallet, asset) balance row. */
export function chainBalanceId(chainId: number, wallet: string, asset: string): string {
  return `${chainId}:${wallet.toLowerCase()}:${asset.toLowerCase()}`;
}
