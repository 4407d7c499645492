import { getBytes, hashMessage, recoverAddress, Signature, zeroPadValue } from 'ethers';
import { z } from 'zod';
import { assetSchema } from '@/lib/money/asset';
import { COMPANY_TOKEN_KINDS } from './company-token';
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

/**
 * The signer of an owner's signature over a SafeTx hash in Safe's terms (v 27/28 typed data as is,
 * v 31/32 `eth_sign` with v + 4; null for the executor's approval, which carries no signature).
 * Throws on bytes that are not a 65-byte signature of the kind named. Here, beside the stored form,
 * so the team workspace checks a signature that arrives by merge the way lib/safe checks one offered.
 */
export function safeSignatureSigner(hash: string, signature: { kind: string; data: string }): string | null {
  if (signature.kind === 'executor') return null;
  const bytes = signature.data;
  if (!/^0x[0-9a-fA-F]{130}$/.test(bytes)) throw new Error('A Safe signature is 65 bytes');
  const v = Number.parseInt(bytes.slice(130), 16);
  const r = `0x${bytes.slice(2, 66)}`;
  const s = `0x${bytes.slice(66, 130)}`;
  if (signature.kind === 'typed') {
    if (v !== 27 && v !== 28) throw new Error(`A typed-data signature has v 27 or 28, not ${v}`);
    return recoverAddress(hash, Signature.from({ r, s, v }));
  }
  if (v !== 31 && v !== 32) throw new Error(`An eth_sign signature in Safe's form has v 31 or 32, not ${v}`);
  return recoverAddress(hashMessage(getBytes(hash)), Signature.from({ r, s, v: v - 4 }));
}

/**
 * Why a stored owner's signature is not that owner's over `hash` (null when it is): it does not
 * read as a signature, or it recovers to someone else. Whether the owner is still an owner of the
 * Safe is the chain's to say (lib/safe checks it on arrival and counts only current owners).
 */
export function safeSignatureProblem(
  hash: string,
  signature: { owner: string; kind: string; data: string },
): string | null {
  const owner = String(signature.owner);
  if (signature.kind === 'executor')
    return signature.data.toLowerCase() === `${zeroPadValue(owner, 32)}${'0'.repeat(64)}01`.toLowerCase()
      ? null
      : `The executor's approval of ${owner} does not name them.`;
  let signer: string | null;
  try {
    signer = safeSignatureSigner(hash, signature);
  } catch (error) {
    return `The signature of ${owner} does not read: ${error instanceof Error ? error.message : String(error)}.`;
  }
  return signer !== null && signer.toLowerCase() === owner.toLowerCase()
    ? null
    : `The signature of ${owner} is not theirs for SafeTx ${hash} (it recovers ${signer}).`;
}

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
 * `distributionRuns`, marked done and booked on the execution), a transfer from My Wallet, a token
 * mint, another call to a contract the Safe owns, or a company token's deployment.
 */
export const proposalPaysSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('run'),
    runId: z.string().min(1).max(100),
    /** The batches (by index) this SafeTx pays, when the run is split across several; absent: all. */
    batches: z.array(z.int().nonnegative()).max(2000).optional(),
  }),
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
  /** Another call to a contract the Safe owns (a company token's pause, unpause or deed mint), in words. */
  z.strictObject({
    kind: z.literal('call'),
    to: checksummedAddressSchema,
    label: z.string().min(1).max(200),
  }),
  /**
   * A company token deployed from the Safe (Tokens: the SafeTx delegate-calls CreateCall's
   * `performCreate2`, lib/safe/create-call.ts), owned by the Safe: what is deployed and the address
   * CREATE2 predicts. On execution the token is recorded at the address the Safe's
   * `ContractCreation` log names.
   */
  z.strictObject({
    kind: z.literal('deploy'),
    template: z.enum(COMPANY_TOKEN_KINDS),
    name: z.string().min(1).max(100),
    symbol: z.string().min(1).max(11),
    /** Shares: the cap in base units; null for a deed. */
    cap: unitsStringSchema.nullable(),
    /** `ipfs://<cid>` of a deed's metadata, or ''. */
    metadataUri: z.string().max(200),
    /** A deed's metadata JSON and its CID, recorded with the token as a wallet's deed is (absent before). */
    metadataCid: z.string().max(100).nullable().optional(),
    metadataJson: z.string().max(100_000).nullable().optional(),
    address: checksummedAddressSchema,
    /** Fungible shares' first holders, minted in the same SafeTx after the deployment (absent: none). */
    holders: z
      .array(z.strictObject({ to: checksummedAddressSchema, units: unitsStringSchema }))
      .max(50)
      .optional(),
  }),
  /**
   * A Storage document's proof of existence anchored from the Safe (`Registry.anchor(sha256, cid)`,
   * the Safe its sender). On execution the `Anchored` event of the receipt is written on the
   * document, as a wallet's anchor is.
   */
  z.strictObject({
    kind: z.literal('anchor'),
    registry: checksummedAddressSchema,
    documentId: z.string().min(1).max(100),
    name: z.string().min(1).max(255),
    sha256: hashSchema,
    cid: z.string().min(1).max(200),
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
   * What the SafeTx does: pays bills, a run, a transfer or a mint, calls a contract the Safe owns,
   * deploys a company token, or anchors a document (`pays` says which), or rejects (a zero-value call to the Safe, same
   * nonce).
   */
  kind: z.enum(['bills', 'run', 'transfer', 'mint', 'call', 'deploy', 'anchor', 'rejection']),
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
      z.strictObject({
        status: z.literal('replaced'),
        reason: z.string().min(1).max(300),
        /**
         * The transaction that ran this SafeTx with its inner call reverted (the Safe's
         * `ExecutionFailure`): its nonce is used and nothing it pays happened (absent: another
         * transaction used the nonce).
         */
        failedIn: hashSchema.optional(),
      }),
    ])
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type SafeProposalRecord = z.output<typeof safeProposalSchema>;
export type ProposalPays = z.output<typeof proposalPaysSchema>;
export type PaymentApprovalRecord = z.output<typeof paymentApprovalSchema>;
export type StoredSafeTx = z.output<typeof storedSafeTxSchema>;
