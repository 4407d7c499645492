import { z } from 'zod';
import { chainIdSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { ELECTRONIC_ADDRESS } from './company-profile';
import { revisionSchema } from './revision';

/** A wallet of a counterparty on one network (EIP-55). */
export const counterpartyWalletSchema = z.strictObject({
  chainId: chainIdSchema,
  address: checksummedAddressSchema,
});

export type CounterpartyWallet = z.output<typeof counterpartyWalletSchema>;

/** Longest payment terms accepted (net N days). */
export const MAX_TERMS_DAYS = 365;

/**
 * A client and/or vendor: one record can be both. Shared by the Client page
 * (invoices) and the Vendors page (bills); its wallets name it wherever a transaction shows them.
 */
export const counterpartySchema = z
  .strictObject({
    id: z.string().min(1).max(64),
    name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
    legalName: z.string().trim().max(200, 'Use at most 200 characters'),
    email: z.union([z.literal(''), z.email('Not a valid e-mail address').max(200)]),
    isClient: z.boolean(),
    isVendor: z.boolean(),
    wallets: z.array(counterpartyWalletSchema).max(50, 'At most 50 wallets'),
    taxId: z.string().trim().max(100, 'Use at most 100 characters'),
    address: z.string().max(1000, 'Use at most 1000 characters'),
    /** ISO 3166-1 alpha-2, or '' (EN 16931 BT-55). Absent on older records. */
    country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Choose a country from the list')]).optional(),
    /** Legal registration identifier (EN 16931 BT-47). Absent on older records. */
    registrationNumber: z.string().trim().max(100, 'Use at most 100 characters').optional(),
    /** Where e-invoices reach this counterparty (BT-49): an e-mail or `0088:…`. Absent on older records. */
    electronicAddress: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(ELECTRONIC_ADDRESS, 'Enter an e-mail or a Peppol ID such as 0088:5790000435975')
          .max(200),
      ])
      .optional(),
    /** Net N days: an invoice's or bill's due date is its issue date plus this. */
    paymentTermsDays: z
      .int('Enter whole days')
      .min(0, 'At least 0 days')
      .max(MAX_TERMS_DAYS, `At most ${MAX_TERMS_DAYS} days`),
    /** Ledger account id income from this client posts to by default (null: the chart's default). */
    incomeAccountId: z.string().min(1).max(100).nullable(),
    /** Ledger account id expenses from this vendor post to by default (null: the chart's default). */
    expenseAccountId: z.string().min(1).max(100).nullable(),
    notes: z.string().max(2000, 'Use at most 2000 characters'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    revision: revisionSchema,
  })
  .refine((row) => row.isClient || row.isVendor, {
    error: 'A counterparty is a client, a vendor or both',
    path: ['isClient'],
  })
  .refine(
    (row) => new Set(row.wallets.map((w) => `${w.chainId}:${w.address.toLowerCase()}`)).size === row.wallets.length,
    {
      error: 'The same wallet is listed twice on one network',
      path: ['wallets'],
    },
  );

export type Counterparty = z.output<typeof counterpartySchema>;
