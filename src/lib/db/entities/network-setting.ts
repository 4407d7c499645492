import { z } from 'zod';
import { revisionSchema } from './revision';
import { chainIdSchema } from '@/lib/primitives/chain-values';
import { isoDaySchema } from './journal-entry';

const endpointSchema = z
  .string()
  .trim()
  .max(500, 'Use at most 500 characters')
  .refine((value) => /^(https|wss?|http):\/\/[^\s]+$/i.test(value), 'Enter an http(s):// or ws(s):// URL');

/**
 * The user's endpoints for one network (Utility → Network settings), kept in the workspace (and in
 * its backups): an RPC URL, an Etherscan-compatible explorer API with its key, and whether the
 * company's wallets on this network are tracked. Each endpoint was checked before it was saved.
 */
export const networkSettingSchema = z.strictObject({
  /** The chain id as a string (every table's primary key is a string). */
  id: z.string().regex(/^[1-9][0-9]*$/),
  chainId: chainIdSchema,
  rpcUrl: endpointSchema.nullable(),
  explorerApiUrl: endpointSchema.nullable(),
  explorerApiKey: z.string().trim().max(200, 'Use at most 200 characters').nullable(),
  tracked: z.boolean(),
  /**
   * The day the company's books start on this network (Accounting → Reconciliation), or null/absent
   * for "from where tracking started": the opening balances are read at the last block before that
   * day and the ledger posts no chain movement dated before it.
   */
  booksStartOn: isoDaySchema.nullable().optional(),
  updatedAt: z.iso.datetime(),
  /** Bumped on every save; a save based on an older revision is refused (two tabs, two people). */
  revision: revisionSchema,
});

export type NetworkSetting = z.output<typeof networkSettingSchema>;

/** The id of a network's settings row. */
export function networkSettingId(chainId: number): string {
  return String(chainId);
}
