import { z } from 'zod';
import { isIsoDay } from '@/lib/primitives/iso-day';

/** A calendar day written YYYY-MM-DD. */
export const isoDaySchema = z.string().refine(isIsoDay, 'Use a date written YYYY-MM-DD');

/** A signed amount of base units as a decimal string (debit positive, credit negative). */
export const signedUnitsSchema = z.string().regex(/^(0|-?[1-9][0-9]*)$/, 'Expected a signed integer in base units');

export const storedPostingSchema = z.strictObject({
  accountId: z.string().min(1).max(200),
  /** A commodity id (`31337:native`, `1:0x…`), lib/ledger/commodity.ts. */
  commodity: z.string().min(1).max(100),
  amount: signedUnitsSchema,
  decimals: z.int().min(0).max(255),
});

export const ENTRY_STATUSES = ['draft', 'posted'] as const;

/**
 * A journal entry (lib/ledger/entry.ts) as stored: amounts as decimal strings. Posted entries are
 * never edited except for `reversedBy` when their reversal is written (same transaction). A
 * `draft` with `heldReason` is a generated entry the ledger poster could not post (a closed
 * period): kept visible instead of lost, and posted when the period reopens.
 */
export const journalEntrySchema = z.strictObject({
  id: z.string().min(1).max(200),
  date: isoDaySchema,
  memo: z.string().max(1000, 'Use at most 1000 characters'),
  postings: z.array(storedPostingSchema).max(1000),
  source: z.string().min(1).max(300),
  status: z.enum(ENTRY_STATUSES),
  /** The team member's wallet address; null when the sync engine posted it. */
  postedBy: z.string().max(100).nullable(),
  reversalOf: z.string().min(1).max(200).nullable(),
  reversedBy: z.string().min(1).max(200).nullable(),
  /** Why a generated draft waits (e.g. its date is in a closed period); null otherwise. */
  heldReason: z.string().max(1000).nullable(),
  /** When it was written: orders entries of one day in the journal. */
  recordedAt: z.iso.datetime(),
});

export type JournalEntry = z.output<typeof journalEntrySchema>;

/** The id of the held draft of a generated source: one per source, so holding again replaces it. */
export function heldEntryId(source: string): string {
  return `held:${source}`;
}
