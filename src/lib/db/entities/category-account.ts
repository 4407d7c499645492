import { z } from 'zod';
import { revisionSchema } from './revision';

/**
 * The key a category is mapped under: trimmed, in lower case (the ledger matches a category to an
 * account's name in any case, and a mapping the same way).
 */
export function categoryKey(category: string): string {
  return category.trim().toLowerCase();
}

/**
 * A category the user mapped to a ledger account (Accounting → Chart of accounts, "Category
 * mapping"): a transaction with that category posts to the account (before any account of that name
 * or code), and SBI may propose the category for a payment.
 */
export const categoryAccountSchema = z
  .strictObject({
    /** `categoryKey(category)`: one mapping per category whatever its case. */
    id: z.string().min(1).max(80),
    /** The category as the user wrote it. */
    category: z.string().trim().min(1, 'Enter a category').max(80, 'At most 80 characters'),
    accountId: z.string().min(1).max(200),
    updatedAt: z.iso.datetime(),
    revision: revisionSchema,
  })
  .refine((row) => row.id === categoryKey(row.category), {
    error: 'The mapping is keyed by its category in lower case',
    path: ['id'],
  });

export type CategoryAccount = z.output<typeof categoryAccountSchema>;
