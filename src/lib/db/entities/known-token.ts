import { z } from 'zod';
import { chainIdSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/**
 * An ERC-20 token the workspace knows on one network: added by address (symbol and decimals read
 * from the contract and validated) or met by the sync engine in a Transfer log.
 */
export const knownTokenSchema = z.strictObject({
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  address: checksummedAddressSchema,
  symbol: z.string().min(1).max(32),
  name: z.string().max(100),
  decimals: z.int().min(0).max(77),
  addedAt: z.iso.datetime(),
});

export type KnownToken = z.output<typeof knownTokenSchema>;

/** The id of a token row. */
export function knownTokenId(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}
