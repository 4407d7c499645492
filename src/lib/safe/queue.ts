// The Safe queue: every proposal's status, derived (never stored) from the Safe's nonce on chain,
// its owners and threshold, the proposal's signatures, the app's execution and how it settled.
// Nonces run in order: only the proposal(s) at the Safe's nonce can execute; a higher one waits for
// the lower one; two proposals of one nonce (a payment and its rejection) race, and the one that
// executes uses the nonce, so the other is replaced, never executed twice.
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { isOwner, type SafeState } from './read-safe';

export type QueueStatus =
  | { readonly kind: 'executed'; readonly hash: string; readonly text: string }
  | { readonly kind: 'executing'; readonly hash: string; readonly text: string }
  | { readonly kind: 'replaced'; readonly text: string }
  /** The Safe's nonce passed this one and the app has not yet found what ran. */
  | { readonly kind: 'settling'; readonly text: string }
  | { readonly kind: 'blocked'; readonly waitsFor: bigint; readonly text: string; readonly failed?: string }
  | { readonly kind: 'signing'; readonly count: number; readonly text: string; readonly failed?: string }
  | { readonly kind: 'ready'; readonly count: number; readonly text: string; readonly failed?: string };

/** "1 of 2 signatures": the approvals of current owners against the threshold. */
export function signaturesText(record: Pick<SafeProposalRecord, 'signatures'>, safe: SafeState) {
  const count = record.signatures.filter((signature) => isOwner(safe, signature.owner)).length;
  return { count, text: `${count} of ${safe.threshold} signature${safe.threshold === 1 ? '' : 's'}` };
}

/** Whether a proposal is still open (may yet be signed or executed). */
export function isOpen(status: QueueStatus): boolean {
  return status.kind === 'signing' || status.kind === 'ready' || status.kind === 'blocked';
}

/**
 * The status of `record` in its Safe's queue. `txStatus` is the Transactions page's status of a
 * transaction hash (the engine's row, or the sender's pending row); `others` are the Safe's other
 * proposals (a lower open nonce blocks this one).
 */
export function queueStatus(
  record: SafeProposalRecord,
  safe: SafeState,
  txStatus: (hash: string) => TxStatus | undefined,
  others: readonly SafeProposalRecord[] = [],
): QueueStatus {
  const nonce = BigInt(record.tx.nonce);
  if (record.outcome?.status === 'executed')
    return { kind: 'executed', hash: record.outcome.hash, text: `Executed (nonce ${nonce})` };
  if (record.outcome?.status === 'replaced') return { kind: 'replaced', text: record.outcome.reason };
  const sent = record.execution ? txStatus(record.execution.hash) : undefined;
  if (record.execution && sent === 'confirmed')
    return { kind: 'executed', hash: record.execution.hash, text: `Executed (nonce ${nonce})` };
  if (record.execution && sent === 'pending')
    return { kind: 'executing', hash: record.execution.hash, text: 'Execution pending' };
  if (nonce < safe.nonce)
    return { kind: 'settling', text: `Nonce ${nonce} was used on the Safe: checking which transaction ran` };
  const { count, text } = signaturesText(record, safe);
  // An execution sent that failed on chain (the Safe refused it, its nonce unused): open again, said.
  const failed = record.execution && sent === 'failed' ? { failed: record.execution.hash } : {};
  if (nonce > safe.nonce) {
    const lower = others
      .filter((other) => other.id !== record.id && other.outcome === null)
      .map((other) => BigInt(other.tx.nonce))
      .filter((other) => other >= safe.nonce && other < nonce)
      .sort((a, b) => (a < b ? -1 : 1))[0];
    const waitsFor = lower ?? safe.nonce;
    return {
      ...failed,
      kind: 'blocked',
      waitsFor,
      text: `${text}; waits for nonce ${waitsFor} to execute first${lower === undefined ? ' (no proposal holds it here)' : ''}`,
    };
  }
  return count >= safe.threshold
    ? { ...failed, kind: 'ready', count, text: `${text}: ready to execute` }
    : { ...failed, kind: 'signing', count, text };
}

/** The queue in nonce order (then oldest first), with each proposal's status. */
export function safeQueue(
  records: readonly SafeProposalRecord[],
  safe: SafeState,
  txStatus: (hash: string) => TxStatus | undefined,
): { record: SafeProposalRecord; status: QueueStatus }[] {
  const mine = records.filter(
    (record) => record.chainId === safe.chainId && record.safe.toLowerCase() === safe.address.toLowerCase(),
  );
  return [...mine]
    .sort((a, b) => {
      const byNonce = BigInt(a.tx.nonce) - BigInt(b.tx.nonce);
      return byNonce !== 0n ? (byNonce < 0n ? -1 : 1) : a.createdAt.localeCompare(b.createdAt);
    })
    .map((record) => ({ record, status: queueStatus(record, safe, txStatus, mine) }));
}
