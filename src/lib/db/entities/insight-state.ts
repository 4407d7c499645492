import { z } from 'zod';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { revisionSchema } from './revision';

/** An insight the user dismissed (SBI): its id is stable for the same finding, so it stays hidden. */
export const insightDismissalSchema = z.strictObject({
  /** The insight id, e.g. `duplicate:<row id>`. */
  id: z.string().min(1).max(300),
  dismissedAt: z.iso.datetime(),
});

export type InsightDismissal = z.output<typeof insightDismissalSchema>;

/**
 * A user's answer to a suggested category (SBI): accepted (the row's category was written through
 * the same revision-checked save as an edit on Transactions) or rejected (never suggested again for
 * that row). Both train the categoriser.
 */
export const categoryDecisionSchema = z.strictObject({
  /** `<transaction id>:<category>`: one answer per row and suggestion. */
  id: z.string().min(1).max(220),
  transactionId: z.string().min(1).max(120),
  category: z.string().trim().min(1).max(80),
  decision: z.enum(['accepted', 'rejected']),
  /** Where the suggestion came from. */
  source: z.enum(['rule', 'counterparty', 'model']),
  confidence: z.number().min(0).max(1),
  decidedAt: z.iso.datetime(),
});

export type CategoryDecision = z.output<typeof categoryDecisionSchema>;

/** A user's categorisation rule (SBI): rows to or from this counterparty, or whose memo holds the words, get the category. */
export const categoryRuleSchema = z
  .strictObject({
    id: z.string().min(1).max(64),
    counterparty: checksummedAddressSchema.nullable(),
    memoContains: z.string().trim().max(100),
    category: z.string().trim().min(1).max(80),
    createdAt: z.iso.datetime(),
    revision: revisionSchema,
  })
  .refine((rule) => rule.counterparty !== null || rule.memoContains !== '', {
    error: 'A rule names a counterparty or words of the memo',
    path: ['memoContains'],
  });

export type CategoryRule = z.output<typeof categoryRuleSchema>;
