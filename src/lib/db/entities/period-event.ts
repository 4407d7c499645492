import { z } from 'zod';
import { isoDaySchema } from './journal-entry';

/**
 * A period closed or reopened (lib/ledger/period.ts). Events are only added, never changed; the
 * closed set is derived from them in `sequence` order (a count kept by the store's transaction,
 * so two events in one millisecond still have an order).
 */
export const periodEventSchema = z.strictObject({
  id: z.string().min(1).max(200),
  sequence: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  kind: z.enum(['closed', 'reopened']),
  from: isoDaySchema,
  to: isoDaySchema,
  at: z.iso.datetime(),
  /** Wallet address of the team member. */
  by: z.string().min(1).max(100),
});

export type PeriodEventRecord = z.output<typeof periodEventSchema>;
