import { z } from 'zod';

/** Workspace-level settings and facts (created at, last backup), one key per row. */
export const metaEntrySchema = z.strictObject({
  key: z.string().min(1).max(100),
  // -0 becomes 0: JSON (and so a backup) cannot tell them apart.
  value: z.union([
    z.string().max(10_000),
    z.number().transform((n) => (Object.is(n, -0) ? 0 : n)),
    z.boolean(),
    z.null(),
  ]),
});

export type MetaEntry = z.output<typeof metaEntrySchema>;

/** Well-known meta keys. */
export const META_KEYS = {
  createdAt: 'createdAt',
  lastExportAt: 'lastExportAt',
  lastImportAt: 'lastImportAt',
  /** Earlier versions' last invoice number (numbers are now read from the issued invoices); kept by restores. */
  invoiceSequence: 'invoiceSequence',
  /** The price API Utility checked and saved (lib/price-feeds/price-api.ts), or absent for none. */
  priceApiUrl: 'priceApiUrl',
  /** Where the ledger poster got to (lib/posting/posting-cursor); this browser's own, never restored from a file. */
  postingCursor: 'postingCursor',
} as const;
