import { z } from 'zod';
import { assetSchema } from '@/lib/money/asset';
import { chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { fiatTermsSchema } from './fiat-rate';
import { revisionSchema } from './revision';
import { cidV1Schema } from './storage-document';

/** The states a user moves a bill through; paid and partially paid are derived from payments. */
export const BILL_STATES = ['draft', 'awaiting-approval', 'approved', 'rejected', 'void'] as const;
export type BillState = (typeof BILL_STATES)[number];

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day (YYYY-MM-DD)');

export const billLineSchema = z.strictObject({
  description: z.string().trim().min(1).max(200),
  units: unitsStringSchema,
});

/**
 * A vendor's bill. Content fields are what an approval signs; `state` is the user's
 * workflow. The payment reference (docs/product.md#payment-references) is fixed at creation, with the vendor's wallet as
 * payee, so a vendor who uses Ledgerline matches the payment too.
 */
export const billSchema = z.strictObject({
  id: z.string().min(1).max(64),
  vendorId: z.string().min(1).max(64),
  /** The vendor's own number for the bill. */
  billNumber: z.string().trim().min(1).max(60),
  issueDate: daySchema,
  dueDate: daySchema,
  asset: assetSchema,
  /**
   * Set when the bill is written in a fiat currency and paid in `asset` at the rate when paid: lines
   * and total are then in the currency's minor units. Absent or null: in the asset itself.
   */
  fiat: fiatTermsSchema.nullable().optional(),
  /** Lines; empty when the bill is entered as a single total. */
  lines: z.array(billLineSchema).max(200),
  total: unitsStringSchema,
  expenseAccountId: z.string().min(1).max(100),
  /** The vendor's wallet on the asset's network: where the payment goes. */
  payee: checksummedAddressSchema,
  /** CIDv1 of the bill's document (lib/ipfs), or null. */
  documentCid: cidV1Schema.nullable(),
  notes: z.string().max(2000),
  /** bytes32 payment reference, lower-case hex. */
  reference: hashSchema,
  /** The 16-byte random salt that went into the reference. */
  salt: z.string().regex(/^0x[0-9a-f]{32}$/),
  state: z.enum(BILL_STATES),
  /** Why it was rejected or voided ('' otherwise). */
  stateReason: z.string().max(500),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type Bill = z.output<typeof billSchema>;
export type BillLine = z.output<typeof billLineSchema>;

export const BILL_DECISIONS = ['approve', 'reject'] as const;
export type BillDecision = (typeof BILL_DECISIONS)[number];

/**
 * An approval or rejection of one version of a bill: the EIP-712 signature of the approving
 * wallet over the bill's content (lib/payments/bill-typed-data), kept so anyone can verify it later.
 */
export const billApprovalSchema = z.strictObject({
  id: z.string().min(1).max(64),
  billId: z.string().min(1).max(64),
  decision: z.enum(BILL_DECISIONS),
  approver: checksummedAddressSchema,
  /** The team member (and their role then) the wallet belonged to. */
  memberId: z.string().min(1).max(64),
  memberName: z.string().max(120),
  role: z.enum(['Admin', 'Accountant', 'Approver']),
  /** The EIP-712 domain chain id signed. */
  chainId: chainIdSchema,
  /** The typed-data message exactly as signed (JSON, bigint as decimal strings). */
  message: z.string().max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  reason: z.string().max(500),
  signedAt: z.iso.datetime(),
});

export type BillApproval = z.output<typeof billApprovalSchema>;

/**
 * The user's record of a payment sent from the app (one bill through the PaymentRouter, or a batch
 * through the Distributor): which bills, how much each, and the transaction hash. Whether it
 * happened is never stored here: it is the engine's `chainTransactions` row for the hash.
 */
export const billPaymentSchema = z.strictObject({
  id: z.string().min(1).max(64),
  kind: z.enum(['single', 'batch']),
  chainId: chainIdSchema,
  hash: hashSchema,
  from: checksummedAddressSchema,
  asset: assetSchema,
  items: z
    .array(
      z.strictObject({ billId: z.string().min(1).max(64), payee: checksummedAddressSchema, units: unitsStringSchema }),
    )
    .min(1)
    .max(500),
  createdAt: z.iso.datetime(),
});

export type BillPayment = z.output<typeof billPaymentSchema>;
