// A run's batches and what the chain says about them. A batch is never paid twice: a batch with a
// hash is looked up (receipt, else the transaction, else its nonce) before anything is sent again,
// and a re-send reuses the recorded nonce, so at most one of two attempts can ever be mined.

export type BatchStatus = 'waiting' | 'signing' | 'sent' | 'mined' | 'reverted' | 'unknown';

/** A batch as persisted: its recipients [start, end), the last attempt's hash and nonce. */
export interface BatchState {
  readonly index: number;
  readonly start: number;
  readonly end: number;
  readonly status: BatchStatus;
  readonly hash: string | null;
  readonly nonce: number | null;
  readonly blockNumber: number | null;
}

/** What the node says about a batch's last attempt. */
export interface BatchObservation {
  /** The receipt's status (1 success, 0 reverted), or null without a receipt. */
  readonly receiptStatus: 0 | 1 | null;
  readonly blockNumber: number | null;
  /** Whether the node knows the transaction (pending in its pool). */
  readonly known: boolean;
  /** The sender's nonce at the latest block (transactions mined so far). */
  readonly minedNonce: number;
}

/** The batch's state after looking at the chain; only batches with an attempt change. */
export function reconcileBatch(batch: BatchState, seen: BatchObservation): BatchState {
  if (batch.status === 'mined' || batch.status === 'waiting') return batch;
  if (batch.hash && seen.receiptStatus === 1) return { ...batch, status: 'mined', blockNumber: seen.blockNumber };
  if (batch.hash && seen.receiptStatus === 0) return { ...batch, status: 'reverted', blockNumber: seen.blockNumber };
  if (batch.hash && seen.known) return { ...batch, status: 'sent' };
  // Not mined and not known. If its nonce is still free it can be sent again with that nonce (the
  // two attempts exclude each other); if the nonce was used by a transaction we cannot name, the
  // old attempt can never be mined either, but a hash-less attempt might have been that one.
  if (batch.nonce === null) return { ...batch, status: 'waiting', hash: null };
  if (seen.minedNonce <= batch.nonce) return { ...batch, status: 'waiting', hash: null };
  return batch.hash ? { ...batch, status: 'waiting', hash: null, nonce: null } : { ...batch, status: 'unknown' };
}

/** What the run does next: wait for a pending batch, send one, ask the user, or nothing is left. */
export type NextStep =
  | { readonly kind: 'done' }
  | { readonly kind: 'wait'; readonly batch: BatchState }
  | { readonly kind: 'send'; readonly batch: BatchState }
  | { readonly kind: 'check'; readonly batch: BatchState };

/** Batches run in order: the first one not mined decides. */
export function nextStep(batches: readonly BatchState[]): NextStep {
  const batch = batches.find((b) => b.status !== 'mined');
  if (!batch) return { kind: 'done' };
  if (batch.status === 'sent' || batch.status === 'signing') return { kind: 'wait', batch };
  if (batch.status === 'unknown') return { kind: 'check', batch };
  return { kind: 'send', batch };
}

/** Batches in the initial state for ranges. */
export function initialBatches(ranges: readonly { index: number; start: number; end: number }[]): BatchState[] {
  return ranges.map((r) => ({ ...r, status: 'waiting', hash: null, nonce: null, blockNumber: null }));
}

/** How many recipients are paid (mined batches only). */
export function paidCount(batches: readonly BatchState[]): number {
  return batches.filter((b) => b.status === 'mined').reduce((sum, b) => sum + (b.end - b.start), 0);
}
