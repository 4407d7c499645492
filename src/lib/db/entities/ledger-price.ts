import { z } from 'zod';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { isoDaySchema } from './journal-entry';

/**
 * Where a price came from. A feed's price names the feed, the round it was read from, that round's
 * time, the currency it is quoted in and the feed's heartbeat (to tell a stale answer). Rows stored
 * before prices recorded a source have none: they were typed or imported, and read as manual.
 */
export const ledgerPriceSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('manual') }),
  z.strictObject({ kind: z.literal('csv') }),
  z.strictObject({
    kind: z.literal('feed'),
    feed: checksummedAddressSchema,
    /** The round id (uint80) as a decimal string. */
    round: z.string().regex(/^[1-9][0-9]{0,24}$/),
    /** The round's `updatedAt`. */
    updatedAt: z.iso.datetime(),
    /** The currency the feed quotes in (`USD`): used only when it is the base currency. */
    quote: z.string().regex(/^[A-Z]{3,5}$/),
    heartbeatSeconds: z.number().int().positive().max(31_536_000),
  }),
  z.strictObject({
    /** From the price API the user configured in Utility (ranks below typed, imported and feed prices). */
    kind: z.literal('api'),
    /** The API's origin (`https://api.coingecko.com`). */
    endpoint: z.url().max(300),
    /** When it was fetched. */
    fetchedAt: z.iso.datetime(),
    /** The currency it is quoted in: used only when it is the base currency. */
    quote: z.string().regex(/^[A-Z]{3,5}$/),
  }),
]);

export type LedgerPriceSource = z.output<typeof ledgerPriceSourceSchema>;

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
  /** When it was entered (or fetched): within one day the last entered wins. */
  addedAt: z.iso.datetime(),
  source: ledgerPriceSourceSchema.optional(),
});

export type LedgerPrice = z.output<typeof ledgerPriceSchema>;
