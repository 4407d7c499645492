// The workspace's Safe proposals: saved when proposed, signatures added after their check on
// arrival (a refused one leaves the proposal as it was, with the reason), the app's execution
// noted, and proposals whose nonce the Safe has passed settled from the chain: executed (by the app
// or by another tool, same SafeTx hash) or replaced (another transaction used the nonce).
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { safeExecutions } from './executions';
import { executedWithoutEffectWords } from './execution-words';
import { addSignature } from './proposal';
import type { SafeState } from './read-safe';
import type { OwnerSignature } from './owner-signatures';
import { readSigningFile } from './signing-file';
import { proposalOf, storeSafeTx } from './stored-proposal';

/** What became of each signature offered. */
export interface SignaturesAdded {
  readonly added: readonly string[];
  readonly refused: readonly { owner: string; reason: string }[];
  readonly record: SafeProposalRecord | null;
}

/** Saves a new proposal (validated against the table's schema). */
export async function saveProposal(db: WorkspaceDb, record: SafeProposalRecord): Promise<SafeProposalRecord> {
  const row = parseRecord('safeProposals', record);
  await db.safeProposals.add(row);
  return row;
}

/** The Safe's proposals on its chain. */
export function proposalsOf(db: WorkspaceDb, chainId: number, safe: string): Promise<SafeProposalRecord[]> {
  return db.safeProposals.where('[chainId+safe]').equals([chainId, safe]).toArray();
}

/**
 * Adds owners' signatures to the proposal `id`, each checked against the Safe as read now (a current
 * owner, this SafeTx's hash, a nonce not yet used); refused ones come back with their reason.
 */
export async function addOwnerSignatures(
  db: WorkspaceDb,
  id: string,
  safe: SafeState,
  signatures: readonly OwnerSignature[],
  now: Date,
): Promise<SignaturesAdded> {
  return db.transaction('rw', db.safeProposals, async () => {
    const stored = await db.safeProposals.get(id);
    if (!stored)
      return { added: [], refused: [{ owner: '', reason: 'The proposal is no longer here.' }], record: null };
    if (stored.outcome)
      return {
        added: [],
        refused: [{ owner: '', reason: 'The proposal is settled: nothing to sign.' }],
        record: stored,
      };
    let proposal = proposalOf(stored);
    const added: string[] = [];
    const refused: { owner: string; reason: string }[] = [];
    for (const signature of signatures) {
      const known = proposal.signatures.some(
        (existing) =>
          existing.owner.toLowerCase() === signature.owner.toLowerCase() && existing.data === signature.data,
      );
      if (known) continue;
      const check = addSignature(proposal, safe, signature);
      if (!check.ok) refused.push({ owner: signature.owner, reason: check.reason });
      else {
        proposal = check.proposal;
        added.push(signature.owner);
      }
    }
    if (added.length === 0) return { added, refused, record: stored };
    const record = parseRecord('safeProposals', {
      ...stored,
      signatures: proposal.signatures.map((signature) => ({ ...signature })),
      updatedAt: now.toISOString(),
    });
    await db.safeProposals.put(record);
    return { added, refused, record };
  });
}

/** How a signing file for a proposal this workspace does not hold is taken in (else it is refused). */
export interface Adopt {
  /** The chain's current block (where the search for its execution starts). */
  readonly block: () => Promise<number>;
  readonly newId: () => string;
}

/**
 * Reads a signing file and adds its signatures to the proposal with the same SafeTx hash. A file
 * for a proposal not held here is adopted when `adopt` is given (an owner outside the proposing
 * workspace signs it here: its signatures checked, what it pays kept in words), else refused; a
 * file that does not read or carries a changed SafeTx is refused.
 */
export async function importSigningFile(
  db: WorkspaceDb,
  text: string,
  safeOf: (chainId: number, safe: string) => Promise<SafeState>,
  now: Date,
  adopt: Adopt | null = null,
): Promise<SignaturesAdded | { refused: string }> {
  const read = readSigningFile(text);
  if (!read.ok) return { refused: read.reason };
  const { proposal } = read;
  const match = (await db.safeProposals.where('hash').equals(proposal.hash).toArray()).find(
    (record) => record.chainId === proposal.chainId && record.safe.toLowerCase() === proposal.safe.toLowerCase(),
  );
  if (match) return addOwnerSignatures(db, match.id, await safeOf(match.chainId, match.safe), proposal.signatures, now);
  if (!adopt) return { refused: `No proposal here has SafeTx ${proposal.hash}: propose it first, or check the file.` };
  const safe = await safeOf(proposal.chainId, proposal.safe);
  if (proposal.tx.nonce < safe.nonce)
    return { refused: `Nonce ${proposal.tx.nonce} was already used on this Safe: the file's proposal is stale.` };
  const at = now.toISOString();
  const rejection =
    proposal.tx.to.toLowerCase() === proposal.safe.toLowerCase() &&
    proposal.tx.value === 0n &&
    proposal.tx.data === '0x';
  const record = await saveProposal(db, {
    id: adopt.newId(),
    chainId: proposal.chainId,
    safe: proposal.safe,
    kind: rejection ? 'rejection' : 'bills',
    tx: storeSafeTx(proposal.tx),
    hash: proposal.hash,
    bills: [],
    summary: read.summary,
    signatures: [],
    proposedBy: proposal.signatures[0]?.owner ?? proposal.safe,
    proposedAtBlock: await adopt.block(),
    execution: null,
    outcome: null,
    createdAt: at,
    updatedAt: at,
  });
  return addOwnerSignatures(db, record.id, safe, proposal.signatures, now);
}

/** Notes the `execTransaction` the app sent for a proposal (its row on Transactions follows it). */
export async function noteExecution(
  db: WorkspaceDb,
  id: string,
  execution: { hash: string; from: string },
  now: Date,
): Promise<void> {
  await db.transaction('rw', db.safeProposals, async () => {
    const stored = await db.safeProposals.get(id);
    if (!stored) return;
    const at = now.toISOString();
    await db.safeProposals.put(
      parseRecord('safeProposals', { ...stored, execution: { ...execution, at }, updatedAt: at }),
    );
  });
}

/** The outcome of a SafeTx the Safe ran with its inner call reverted in `txHash`: done, without effect. */
const withoutEffect = (record: SafeProposalRecord, txHash: string) => ({
  status: 'replaced' as const,
  reason: executedWithoutEffectWords(record, txHash),
  failedIn: txHash.toLowerCase(),
});

/**
 * Settles proposal `id` as executed without effect by `txHash` (its receipt carries the Safe's
 * `ExecutionFailure` for this SafeTx: the nonce is used, nothing it pays happened), unless it is
 * settled already; returns the record so settled, or null.
 */
export async function settleWithoutEffect(
  db: WorkspaceDb,
  id: string,
  txHash: string,
  now: Date,
): Promise<SafeProposalRecord | null> {
  return db.transaction('rw', db.safeProposals, async () => {
    const current = await db.safeProposals.get(id);
    if (!current || current.outcome) return null;
    const next = parseRecord('safeProposals', {
      ...current,
      outcome: withoutEffect(current, txHash),
      updatedAt: now.toISOString(),
    });
    await db.safeProposals.put(next);
    return next;
  });
}

/** A proposal that settled from the chain in this pass. */
export interface Settled {
  readonly record: SafeProposalRecord;
  /** The transaction that executed it, when it was executed (by the app or another tool). */
  readonly executedBy: string | null;
}

/**
 * Settles the Safe's proposals whose nonce the Safe has passed: executed when the Safe logged their
 * SafeTx hash, else replaced (by the app's rejection of that nonce, or by a transaction made
 * elsewhere). Returns what settled, so the caller books what an execution paid.
 */
export async function settleProposals(
  db: WorkspaceDb,
  reader: ChainReader,
  safe: SafeState,
  now: Date,
): Promise<Settled[]> {
  const records = await proposalsOf(db, safe.chainId, safe.address);
  const due = records.filter((record) => record.outcome === null && BigInt(record.tx.nonce) < safe.nonce);
  if (due.length === 0) return [];
  const from = Math.min(...due.map((record) => record.proposedAtBlock));
  const executions = await safeExecutions(reader, safe.address, from);
  const byHash = new Map(
    executions.filter((e) => e.success).map((execution) => [execution.safeTxHash, execution.txHash]),
  );
  const failedIn = new Map(
    executions.filter((e) => !e.success).map((execution) => [execution.safeTxHash, execution.txHash]),
  );
  const executedHashes = new Set(records.filter((record) => byHash.has(record.hash)).map((record) => record.id));
  const settled: Settled[] = [];
  await db.transaction('rw', db.safeProposals, async () => {
    for (const record of due) {
      const current = await db.safeProposals.get(record.id);
      if (!current || current.outcome) continue;
      const txHash = byHash.get(record.hash) ?? null;
      const rejectedBy = records.find(
        (other) =>
          other.id !== record.id &&
          other.kind === 'rejection' &&
          other.tx.nonce === record.tx.nonce &&
          executedHashes.has(other.id),
      );
      const failedBy = failedIn.get(record.hash);
      const outcome = txHash
        ? { status: 'executed' as const, hash: txHash }
        : failedBy
          ? withoutEffect(record, failedBy)
          : {
              status: 'replaced' as const,
              reason: rejectedBy
                ? `Rejected: nonce ${record.tx.nonce} ran the rejection instead.`
                : `Replaced: nonce ${record.tx.nonce} was used by another transaction on the Safe (made outside Ledgerline).`,
            };
      const next = parseRecord('safeProposals', { ...current, outcome, updatedAt: now.toISOString() });
      await db.safeProposals.put(next);
      settled.push({ record: next, executedBy: txHash });
    }
  });
  return settled;
}
