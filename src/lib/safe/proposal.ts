// A Safe payment proposal as the owners pass it around: the SafeTx, its hash, what it pays, and the
// owners' approvals so far. Every signature is checked on arrival (the signer recovered from the
// hash shown is a current owner, the hash is the one this SafeTx has); a forged, stale or stranger's
// signature is refused with the reason, and the proposal is left as it was.
import type { SafeState } from './read-safe';
import { isOwner } from './read-safe';
import { safeTxHash, type SafeTx } from './safe-tx';
import { recoverOwner, type OwnerSignature } from './owner-signatures';

/** One proposal: which Safe, which SafeTx, the approvals (what it pays is the stored record's). */
export interface SafeProposal {
  readonly chainId: number;
  readonly safe: string;
  readonly tx: SafeTx;
  /** The SafeTx hash the owners sign (checked against `tx` on every signature). */
  readonly hash: string;
  readonly signatures: readonly OwnerSignature[];
}

export type SignatureCheck<P extends SafeProposal = SafeProposal> =
  { ok: true; proposal: P } | { ok: false; reason: string };

/** A new proposal for `tx` with no signatures yet. */
export function newProposal(chainId: number, safe: string, tx: SafeTx): SafeProposal {
  return { chainId, safe, tx, hash: safeTxHash(chainId, safe, tx), signatures: [] };
}

/** Adds an owner's signature after checking it; refuses with the reason otherwise. */
export function addSignature<P extends SafeProposal>(
  proposal: P,
  safe: SafeState,
  signature: OwnerSignature,
): SignatureCheck<P> {
  const hash = safeTxHash(proposal.chainId, proposal.safe, proposal.tx);
  if (hash !== proposal.hash.toLowerCase())
    return { ok: false, reason: `The proposal's hash is not its SafeTx's (${hash}).` };
  if (safe.address.toLowerCase() !== proposal.safe.toLowerCase() || safe.chainId !== proposal.chainId)
    return { ok: false, reason: `The signature was checked against another Safe than ${proposal.safe}.` };
  if (proposal.tx.nonce < safe.nonce)
    return { ok: false, reason: `Nonce ${proposal.tx.nonce} was already used on this Safe: the proposal is stale.` };
  if (!isOwner(safe, signature.owner)) return { ok: false, reason: `${signature.owner} is not an owner of this Safe.` };
  let signer: string | null;
  try {
    signer = recoverOwner(hash, signature);
  } catch (error) {
    return { ok: false, reason: `Not a signature: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (signer !== null && signer.toLowerCase() !== signature.owner.toLowerCase())
    return { ok: false, reason: `The signature is not ${signature.owner}'s for this SafeTx (it recovers ${signer}).` };
  const others = proposal.signatures.filter(
    (existing) => existing.owner.toLowerCase() !== signature.owner.toLowerCase(),
  );
  return { ok: true, proposal: { ...proposal, signatures: [...others, signature] } };
}

/** "1 of 2 signatures": the approvals of current owners against the threshold. */
export function signatureCount(
  proposal: SafeProposal,
  safe: SafeState,
): { count: number; text: string; ready: boolean } {
  const count = proposal.signatures.filter((signature) => isOwner(safe, signature.owner)).length;
  return { count, text: `${count} of ${safe.threshold} signatures`, ready: count >= safe.threshold };
}
