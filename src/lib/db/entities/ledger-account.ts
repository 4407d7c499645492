import { z } from 'zod';
import { ACCOUNT_TYPES } from '@/lib/primitives/account-types';
import { revisionSchema } from './revision';

/**
 * An account of the chart (lib/ledger/account.ts). Postings point at `id`, so it never changes;
 * `code` is unique in the chart (checked by the store in its write transaction, not by an index,
 * so a backup merge never fails on it).
 */
export const ledgerAccountSchema = z.strictObject({
  id: z.string().min(1).max(200),
  code: z.string().regex(/^[0-9]{3,10}$/, 'Use a code of 3 to 10 digits'),
  name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  type: z.enum(ACCOUNT_TYPES),
  parentId: z.string().min(1).max(200).nullable(),
  archived: z.boolean(),
  /** Bumped on every rename or archive, so two tabs never overwrite each other silently. */
  revision: revisionSchema,
});

export type LedgerAccount = z.output<typeof ledgerAccountSchema>;
