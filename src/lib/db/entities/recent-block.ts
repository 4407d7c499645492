import { z } from 'zod';
import { blockNumberSchema, chainIdSchema, hashSchema } from '@/lib/primitives/chain-values';

/**
 * A block the sync engine has read, kept for the last few dozen blocks per chain: when a new
 * block's parent hash does not match, the rows of the orphaned blocks are removed and rescanned.
 */
export const recentBlockSchema = z.strictObject({
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  number: blockNumberSchema,
  hash: hashSchema,
  parentHash: hashSchema,
});

export type RecentBlock = z.output<typeof recentBlockSchema>;

/** The id of a chain's block row. */
export function recentBlockId(chainId: number, number: number): string {
  return `${chainId}:${number}`;
}
