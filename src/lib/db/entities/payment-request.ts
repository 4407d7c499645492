import { z } from 'zod';
import { chainIdSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { paymentApprovalSchema, proposalBillGroupSchema, proposalPaysSchema } from './safe-proposal';

/**
 * A payment from a Safe treasury that its approval policy stopped before it was proposed
 * (lib/payments/payment-requests.ts): the calls it would make and what it pays, waiting for an
 * Approver's EIP-712 approval (Transactions → Safe queue). Once approved, an owner proposes it (it
 * becomes a Safe proposal with the approvals kept on it); `withdrawn` when its proposer drops it.
 */
export const paymentRequestSchema = z.strictObject({
  id: z.string().min(1).max(64),
  chainId: chainIdSchema,
  safe: checksummedAddressSchema,
  kind: z.enum(['bills', 'run', 'transfer', 'mint', 'call', 'deploy']),
  /**
   * The calls the SafeTx makes (one as is, several through MultiSend; a deployment's one call is
   * delegated to CreateCall): what the approval signs.
   */
  calls: z
    .array(
      z.strictObject({
        to: checksummedAddressSchema,
        value: unitsStringSchema,
        data: z
          .string()
          .regex(/^0x([0-9a-fA-F]{2})*$/)
          .max(200_000),
      }),
    )
    .min(1)
    .max(500),
  bills: z.array(proposalBillGroupSchema).max(50),
  pays: proposalPaysSchema.optional(),
  /** The payment in words, for the Approver. */
  summary: z.string().min(1).max(2000),
  /** The rule that stopped it, as the proposer read it. */
  rule: z.string().max(1000),
  requestedBy: checksummedAddressSchema,
  approvals: z.array(paymentApprovalSchema).max(20),
  status: z.enum(['waiting', 'proposed', 'withdrawn']),
  /** The Safe proposal it became. */
  proposalId: z.string().min(1).max(64).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type PaymentRequestRecord = z.output<typeof paymentRequestSchema>;
