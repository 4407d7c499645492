import { z } from 'zod';
import { isoDaySchema } from './journal-entry';

/** One price of the list (lib/ledger/prices.ts): one whole unit of `commodity` in the base currency. */
export const ledgerPriceSchema = z.strictObject({
  id: z.string().min(1).max(200),
  commodity: z.string().min(1).max(100),
  date: isoDaySchema,
  /** An exact non-negative decimal (`1834.27`), never a float. */
  price: z
    .string()
    .regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, 'Use a decimal number such as 1834.27')
    .max(80),
  /** When it was entered: within one day the last entered wins. */
  addedAt: z.iso.datetime(),
});

export type LedgerPrice = z.output<typeof ledgerPriceSchema>;
