import { z } from 'zod';
import { chainIdSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const SYNC_SOURCES = [
  'scan',
  'explorer-txlist',
  'explorer-tokentx',
  'explorer-internal',
  'explorer-payments-in',
  'explorer-payments-out',
] as const;
export const SYNC_STATES = ['catching-up', 'live', 'paused'] as const;

export type SyncSource = (typeof SYNC_SOURCES)[number];
export type SyncState = (typeof SYNC_STATES)[number];

/**
 * How far one source has read one wallet's history on one network. `block` is the last block
 * fully processed (-1: nothing yet), so a new session continues at block + 1 and never downloads
 * or writes a block twice. `state` and `reason` are what the Transactions page shows.
 */
export const syncCursorSchema = z.strictObject({
  id: z.string().min(1).max(200),
  chainId: chainIdSchema,
  wallet: checksummedAddressSchema,
  source: z.enum(SYNC_SOURCES),
  block: z.int().min(-1).max(Number.MAX_SAFE_INTEGER),
  /** The chain head when last seen (for the catching-up progress). */
  head: z.int().min(-1).max(Number.MAX_SAFE_INTEGER),
  state: z.enum(SYNC_STATES),
  reason: z.string().max(500).nullable(),
  updatedAt: z.iso.datetime(),
});

export type SyncCursor = z.output<typeof syncCursorSchema>;

/** The id of a (network, wallet, source) cursor. */
export function syncCursorId(chainId: number, wallet: string, source: SyncSource): string {
  return `${chainId}:${wallet}:${source}`;
}
