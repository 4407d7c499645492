import { z } from 'zod';
import { assetSchema } from '@/lib/money/asset';
import { chainIdSchema, hashSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

const hexSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex bytes');

/** A SafeTx as stored (Safe's field names; amounts and the nonce as decimal strings). */
export const storedSafeTxSchema = z.strictObject({
  to: checksummedAddressSchema,
  value: unitsStringSchema,
  data: hexSchema.max(200_000),
  operation: z.union([z.literal(0), z.literal(1)]),
  safeTxGas: unitsStringSchema,
  baseGas: unitsStringSchema,
  gasPrice: unitsStringSchema,
  gasToken: checksummedAddressSchema,
  refundReceiver: checksummedAddressSchema,
  nonce: unitsStringSchema,
});

/** One owner's approval in Safe's form (lib/safe/owner-signatures). */
export const storedOwnerSignatureSchema = z.strictObject({
  owner: checksummedAddressSchema,
  kind: z.enum(['typed', 'eth_sign', 'executor']),
  data: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Expected a 65-byte signature'),
});

/** The bills one proposal pays in one asset (written as a bill payment record once executed). */
export const proposalBillGroupSchema = z.strictObject({
  kind: z.enum(['single', 'batch']),
  asset: assetSchema,
  items: z
    .array(
      z.strictObject({ billId: z.string().min(1).max(64), payee: checksummedAddressSchema, units: unitsStringSchema }),
    )
    .min(1)
    .max(500),
});

/**
 * What a proposal other than bills pays: a distribution or payroll run (its record in
 * `distributionRuns`, marked done and booked on the execution), a transfer from My Wallet, or a
 * token mint.
 */
export const proposalPaysSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('run'), runId: z.string().min(1).max(100) }),
  z.strictObject({
    kind: z.literal('transfer'),
    asset: assetSchema,
    to: checksummedAddressSchema,
    units: unitsStringSchema,
  }),
  z.strictObject({
    kind: z.literal('mint'),
    token: checksummedAddressSchema,
    symbol: z.string().max(20),
    to: checksummedAddressSchema,
    units: unitsStringSchema,
  }),
]);

/**
 * An Approver's EIP-712 approval of a payment a policy required before it was proposed
 * (lib/payments/payment-approval.ts): kept with the proposal so its history and backups carry it.
 */
export const paymentApprovalSchema = z.strictObject({
  approver: checksummedAddressSchema,
  memberName: z.string().max(120),
  role: z.enum(['Admin', 'Approver']),
  /** The typed-data message exactly as signed (JSON, bigint as decimal strings). */
  message: z.string().max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  signedAt: z.iso.datetime(),
});

/**
 * A Safe transaction proposed from the app: the SafeTx its owners sign, what it pays (bills by id,
 * per asset), the owners' signatures so far, our execution (the `execTransaction` the app sent) and
 * how it settled on chain (executed, possibly by another tool, or its nonce used by another
 * transaction: replaced). Status in the queue is derived (lib/safe/queue.ts), never stored.
 */
export const safeProposalSchema = z.strictObject({
  id: z.string().min(1).max(64),
  chainId: chainIdSchema,
  safe: checksummedAddressSchema,
  /**
   * What the SafeTx does: pays bills, a run, a transfer or a mint (`pays` says which), or rejects
   * (a zero-value call to the Safe, same nonce).
   */
  kind: z.enum(['bills', 'run', 'transfer', 'mint', 'rejection']),
  tx: storedSafeTxSchema,
  /** The SafeTx hash the owners sign (lower-case), checked against `tx` on every signature. */
  hash: hashSchema,
  bills: z.array(proposalBillGroupSchema).max(50),
  /** What a run, transfer or mint proposal pays (absent for bills and rejections). */
  pays: proposalPaysSchema.optional(),
  /** The approvals the treasury's policy required before it was proposed. */
  approvals: z.array(paymentApprovalSchema).max(20).optional(),
  /**
   * What it pays in words, for a proposal adopted from another workspace's signing file (its bills
   * are that workspace's: nothing is booked here when it executes).
   */
  summary: z.string().max(5000).optional(),
  signatures: z.array(storedOwnerSignatureSchema).max(100),
  proposedBy: checksummedAddressSchema,
  /** The block the chain was at when proposed: the search for its execution starts there. */
  proposedAtBlock: z.int().nonnegative(),
  /** The last execution the app sent (its row on Transactions says pending, mined or failed). */
  execution: z.strictObject({ hash: hashSchema, from: checksummedAddressSchema, at: z.iso.datetime() }).nullable(),
  /** Settled from the chain once the Safe's nonce passed this one. */
  outcome: z
    .discriminatedUnion('status', [
      z.strictObject({ status: z.literal('executed'), hash: hashSchema }),
      z.strictObject({ status: z.literal('replaced'), reason: z.string().min(1).max(300) }),
    ])
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type SafeProposalRecord = z.output<typeof safeProposalSchema>;
export type ProposalPays = z.output<typeof proposalPaysSchema>;
export type PaymentApprovalRecord = z.output<typeof paymentApprovalSchema>;
export type StoredSafeTx = z.output<typeof storedSafeTxSchema>;
