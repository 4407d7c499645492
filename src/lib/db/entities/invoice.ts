import { z } from 'zod';
import { assetSchema } from '@/lib/money/asset';
import { chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { fiatTermsSchema } from './fiat-rate';
import { revisionSchema } from './revision';

/** The states a user moves an invoice through; partially paid, paid and overdue are derived. */
export const INVOICE_STATES = ['draft', 'sent', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day (YYYY-MM-DD)');
/** A percentage 0–100 with at most 4 decimals, as typed ("7.5"). */
export const percentSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,2})(\.\d{1,4})?$/, 'Enter a percentage with at most 4 decimals')
  .refine((value) => Number(value) <= 100, 'At most 100%');
/** A quantity with at most 6 decimals ("1.5"). */
export const quantitySchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'Enter a quantity with at most 6 decimals');

export const invoiceLineSchema = z.strictObject({
  description: z.string().trim().min(1, 'Describe the line').max(200, 'Use at most 200 characters'),
  quantity: quantitySchema,
  /** Price of one unit in base units of the invoice's asset. */
  unitPrice: unitsStringSchema,
  discountPercent: percentSchema,
  taxRatePercent: percentSchema,
});

/** The issuing wallet's EIP-712 signature over the invoice (lib/payments/invoice-typed-data). */
export const invoiceSignatureSchema = z.strictObject({
  signer: checksummedAddressSchema,
  chainId: chainIdSchema,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  /** The typed-data message exactly as signed (JSON), so the pay link never depends on later renames. */
  message: z.string().max(50_000),
  signedAt: z.iso.datetime(),
});

/** The user's answer to a suggested match (a transfer without a reference, same payer and amount). */
export const matchDecisionSchema = z.strictObject({
  /** The chainTransactions row id of the transfer. */
  transactionId: z.string().min(1).max(100),
  decision: z.enum(['accepted', 'dismissed']),
  units: unitsStringSchema,
  decidedAt: z.iso.datetime(),
});

/**
 * An invoice. Content is frozen once sent (only void, with a reason). `total` and
 * `taxTotal` are computed from the lines (lib/payments/invoice-totals) at every save. The payment
 * reference (docs/product.md#payment-references) is fixed at creation with `payee` (our wallet) in it.
 */
export const invoiceSchema = z.strictObject({
  id: z.string().min(1).max(64),
  /**
   * The number within its series and the number shown (prefix + padded sequence), given when the
   * invoice is issued (gapless per series). A draft has none: sequence 0 and `draftNumber(id)`, a
   * placeholder no prefix can produce that keeps the unique index on `number` free for issued
   * numbers (drafts saved before numbers were given at issue still carry theirs until issued).
   */
  sequence: z.int().nonnegative(),
  number: z.string().min(1).max(80),
  clientId: z.string().min(1).max(64),
  issueDate: daySchema,
  dueDate: daySchema,
  asset: assetSchema,
  /**
   * Set when the invoice is written in a fiat currency and paid in `asset` at the rate: lines and
   * totals are then in the currency's minor units. Absent or null: in the asset itself.
   */
  fiat: fiatTermsSchema.nullable().optional(),
  /** Our wallet on the asset's network: where the payment goes. */
  payee: checksummedAddressSchema,
  lines: z.array(invoiceLineSchema).min(1, 'Add at least one line').max(200),
  total: unitsStringSchema,
  taxTotal: unitsStringSchema,
  incomeAccountId: z.string().min(1).max(100),
  notes: z.string().max(2000, 'Use at most 2000 characters'),
  terms: z.string().max(2000, 'Use at most 2000 characters'),
  reference: hashSchema,
  salt: z.string().regex(/^0x[0-9a-f]{32}$/),
  state: z.enum(INVOICE_STATES),
  voidReason: z.string().max(500),
  issuedAt: z.iso.datetime().nullable(),
  signature: invoiceSignatureSchema.nullable(),
  matchDecisions: z.array(matchDecisionSchema).max(200),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type Invoice = z.output<typeof invoiceSchema>;

/** The stored `number` of a draft: unique (the index on `number` is), never a real number (a space). */
export function draftNumber(id: string): string {
  return `Draft ${id}`;
}

/** The number a person sees: the issued number, or "Draft" for a draft (its number comes at issue). */
export function shownNumber(invoice: Pick<Invoice, 'state' | 'number'>): string {
  return invoice.state === 'draft' ? 'Draft' : invoice.number;
}

/** How an invoice is named in lists and links: "Invoice INV-0007", or "Draft invoice". */
export function invoiceTitle(invoice: Pick<Invoice, 'state' | 'number'>): string {
  return invoice.state === 'draft' ? 'Draft invoice' : `Invoice ${invoice.number}`;
}
export type InvoiceLine = z.output<typeof invoiceLineSchema>;
export type MatchDecision = z.output<typeof matchDecisionSchema>;
