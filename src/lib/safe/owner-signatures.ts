// Owners' signatures of a SafeTx hash and the one `signatures` argument Safe's execTransaction takes:
// 65 bytes per owner (r, s, v), sorted by owner address ascending. Safe tells the kinds apart by v:
// 27/28 an EIP-712 signature of the hash (`eth_signTypedData_v4`, taken as is), 31/32 an `eth_sign`
// (EIP-191) signature of the hash with v + 4, 1 an owner that is the executor (approved by sending).
import { concat, getAddress, Signature, toBeHex, zeroPadValue } from 'ethers';
import { safeSignatureSigner } from '@/lib/db/entities/safe-proposal';

/** How an owner approved: signed typed data, signed the hash as a message, or sends the execution. */
export type SignatureKind = 'typed' | 'eth_sign' | 'executor';

/** One owner's approval of one SafeTx hash, as stored and carried between owners. */
export interface OwnerSignature {
  readonly owner: string;
  readonly kind: SignatureKind;
  /** 65 bytes hex, already in Safe's form (eth_sign's v raised by 4; executor: r = owner, v = 1). */
  readonly data: string;
}

/** The signature a wallet returned for `eth_signTypedData_v4` of the SafeTx: Safe takes it as is. */
export function typedSignature(owner: string, signature: string): OwnerSignature {
  const sig = Signature.from(signature);
  return { owner: getAddress(owner), kind: 'typed', data: sig.serialized };
}

/** The signature a wallet returned for `eth_sign`/`personal_sign` of the hash: v + 4, Safe's rule. */
export function ethSignSignature(owner: string, signature: string): OwnerSignature {
  const sig = Signature.from(signature);
  return { owner: getAddress(owner), kind: 'eth_sign', data: concat([sig.r, sig.s, toBeHex(sig.v + 4, 1)]) };
}

/** The approval of the owner who sends the execution itself (Safe checks msg.sender; no signing). */
export function executorSignature(owner: string): OwnerSignature {
  const address = getAddress(owner);
  return { owner: address, kind: 'executor', data: concat([zeroPadValue(address, 32), toBeHex(0, 32), '0x01']) };
}

/**
 * The signer of `signature` over `hash` in Safe's terms (null for an executor's approval, which
 * carries no signature). Throws on bytes that are not a 65-byte signature of a known kind.
 */
export function recoverOwner(hash: string, signature: OwnerSignature): string | null {
  return safeSignatureSigner(hash, signature);
}

/** Safe's `signatures` bytes: one approval per owner, sorted by owner address ascending. */
export function encodeSignatures(signatures: readonly OwnerSignature[]): string {
  const byOwner = new Map<string, OwnerSignature>();
  for (const signature of signatures) byOwner.set(signature.owner.toLowerCase(), signature);
  const sorted = [...byOwner.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return concat(sorted.map(([, signature]) => signature.data));
}
