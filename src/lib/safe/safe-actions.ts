// What an owner does with a Safe proposal from the app: propose a SafeTx (signing it first: a
// declined signature saves nothing), sign one, reject one (a zero-value SafeTx with the same nonce,
// itself a proposal to sign), and execute one once the threshold is met, through lib/chain's sender
// (the pending row is written the moment the wallet returns a hash; the engine follows it).
import { refusalOf } from '@/lib/chain/send-wallet-tx';
import { sendTransaction, type SenderContext } from '@/lib/chain/send-transaction';
import { blockNumber } from '@/lib/chain/rpc-methods';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { execTransactionData, nextSafeNonce } from './execute';
import { addSignature, newProposal } from './proposal';
import { addOwnerSignatures, proposalsOf, saveProposal, type SignaturesAdded } from './proposal-store';
import { isOwner, type SafeState } from './read-safe';
import type { SafeTx } from './safe-tx';
import { executorSignature, type OwnerSignature } from './owner-signatures';
import { proposalOf, rejectionTx, storeSafeTx } from './stored-proposal';
import { signSafeTx } from './wallet-sign';

/** The connected owner, their wallet, the chain, and the workspace the proposals are kept in. */
export interface SafeActionContext extends SenderContext {
  readonly db: WorkspaceDb;
  readonly newId: () => string;
}

/** The context of the connected wallet's action on this device (its clock, random ids). */
export function connectedContext(
  db: WorkspaceDb,
  provider: SafeActionContext['provider'],
  reader: SafeActionContext['reader'],
  account: string,
): SafeActionContext {
  return { db, provider, reader, account, now: () => new Date(), newId: () => crypto.randomUUID() };
}

/** The nonce a new proposal of the Safe takes: past the on-chain nonce and every open proposal's. */
export async function nextProposalNonce(db: WorkspaceDb, safe: SafeState): Promise<bigint> {
  const open = (await proposalsOf(db, safe.chainId, safe.address)).filter((record) => record.outcome === null);
  return nextSafeNonce(
    safe.nonce,
    open.map((record) => BigInt(record.tx.nonce)),
  );
}

/**
 * Signs `tx` in the connected wallet and saves it as a proposal carrying that first signature.
 * Refused (nothing saved) when the connected wallet is not an owner.
 */
export async function proposeSafeTx(
  ctx: SafeActionContext,
  safe: SafeState,
  tx: SafeTx,
  what: Pick<SafeProposalRecord, 'kind' | 'bills' | 'pays' | 'approvals'>,
): Promise<SafeProposalRecord> {
  if (!isOwner(safe, ctx.account))
    throw new Error(`The connected wallet ${ctx.account} is not an owner of the Safe ${safe.address}.`);
  const signature = await signSafeTx(ctx.provider, ctx.account, safe.chainId, safe.address, tx);
  const checked = addSignature(newProposal(safe.chainId, safe.address, tx), safe, signature);
  if (!checked.ok) throw new Error(checked.reason);
  const at = ctx.now().toISOString();
  return saveProposal(ctx.db, {
    id: ctx.newId(),
    chainId: safe.chainId,
    safe: safe.address,
    kind: what.kind,
    tx: storeSafeTx(tx),
    hash: checked.proposal.hash,
    bills: what.bills,
    ...(what.pays ? { pays: what.pays } : {}),
    ...(what.approvals?.length ? { approvals: what.approvals } : {}),
    signatures: checked.proposal.signatures.map((entry) => ({ ...entry })),
    proposedBy: ctx.account,
    proposedAtBlock: await blockNumber(ctx.reader),
    execution: null,
    outcome: null,
    createdAt: at,
    updatedAt: at,
  });
}

/** The connected owner signs an existing proposal; the signature is checked like any other. */
export async function signProposal(
  ctx: SafeActionContext,
  safe: SafeState,
  record: SafeProposalRecord,
): Promise<SignaturesAdded> {
  const signature = await signSafeTx(ctx.provider, ctx.account, safe.chainId, safe.address, proposalOf(record).tx);
  return addOwnerSignatures(ctx.db, record.id, safe, [signature], ctx.now());
}

/** Proposes the rejection of `record`: a zero-value SafeTx to the Safe itself with the same nonce. */
export function proposeRejection(
  ctx: SafeActionContext,
  safe: SafeState,
  record: SafeProposalRecord,
): Promise<SafeProposalRecord> {
  return proposeSafeTx(ctx, safe, rejectionTx(safe.address, BigInt(record.tx.nonce)), { kind: 'rejection', bills: [] });
}

/**
 * The approvals an execution by `executor` carries: the current owners' signatures, plus the
 * executor's own approval (sending it is approving) when they are an owner who has not signed.
 */
export function executionSignatures(record: SafeProposalRecord, safe: SafeState, executor: string): OwnerSignature[] {
  const signed = (record.signatures as readonly OwnerSignature[]).filter((entry) => isOwner(safe, entry.owner));
  const hasSigned = signed.some((entry) => entry.owner.toLowerCase() === executor.toLowerCase());
  const approvals =
    isOwner(safe, executor) && !hasSigned && signed.length < safe.threshold
      ? [...signed, executorSignature(executor)]
      : signed;
  if (approvals.length < safe.threshold)
    throw new Error(
      `${signed.length} of ${safe.threshold} signatures: the Safe needs ${safe.threshold - approvals.length} more before it can execute.`,
    );
  return approvals;
}

/**
 * Sends `execTransaction` for `record` from the connected wallet (any wallet may pay the gas; an
 * owner's sending counts as their approval). Checked with eth_call first, so the Safe's refusal
 * (a nonce used, a bad signature) is said before anything is signed. Resolves with the hash.
 */
export async function executeProposal(
  ctx: SafeActionContext,
  safe: SafeState,
  record: SafeProposalRecord,
): Promise<string> {
  if (BigInt(record.tx.nonce) !== safe.nonce)
    throw new Error(
      BigInt(record.tx.nonce) < safe.nonce
        ? `Nonce ${record.tx.nonce} was already used on the Safe: this proposal can no longer execute.`
        : `Nonce ${safe.nonce} must execute first: this proposal has nonce ${record.tx.nonce}.`,
    );
  const data = execTransactionData(proposalOf(record).tx, executionSignatures(record, safe, ctx.account));
  const refusal = await refusalOf(ctx.reader, ctx.account, safe.address, data);
  if (refusal) throw new Error(`${refusal} Nothing was sent.`);
  const sent = await sendTransaction(ctx, {
    to: safe.address,
    data,
    pending: { memo: `Safe ${safe.address} executes nonce ${record.tx.nonce}` },
  });
  if (sent.recordError) throw sent.recordError;
  return sent.hash;
}
