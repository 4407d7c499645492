// One verdict for a signed message: recovered from the signature (a key, EIP-191 or EIP-712), or,
// when the claimed signer is a contract wallet, asked on chain (ERC-1271). A tampered message never
// "verifies": recovery yields another address, and a contract wallet answers no.
import { getAddress } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { isContractAccount, isValidContractSignature, signedDigest } from './erc1271';
import { recoverSigner, signatureShapeError, type SignedSubject } from './signature-check';

export type Verdict =
  | { readonly ok: true; readonly signer: string; readonly via: 'key' | 'contract' }
  | { readonly ok: false; readonly reason: string; readonly recovered: string | null };

export const VERIFY_MESSAGES = {
  shape: 'Not a signature: it is 0x followed by hex digits',
  otherSigner: (recovered: string, claimed: string) =>
    `Not signed by ${claimed}: the signature recovers ${recovered}, so the message or the signature was altered`,
  contractRefused: (claimed: string) =>
    `The contract wallet ${claimed} does not accept this signature (ERC-1271): the message or the signature was altered`,
  noReader: 'The claimed signer is not the recovered key; connect a wallet on its network to ask a contract wallet',
} as const;

/** A contract wallet's signature can be longer than 65 bytes (a Safe joins its owners'). */
const ANY_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/;

/**
 * Verifies `signature` over `subject`. Without `claimed`, the recovered key is the signer. With
 * it, the recovered key must be it, or `claimed` must be a contract that accepts the signature
 * (read through `reader`, the chain the message was signed for).
 */
export async function verifySignature(
  subject: SignedSubject,
  signature: string,
  claimed: string | null,
  reader: ChainReader | null,
): Promise<Verdict> {
  const sig = signature.trim();
  const recovery = signatureShapeError(sig) ? null : recoverSigner(subject, sig);
  const recovered = recovery?.ok ? recovery.signer : null;
  if (claimed === null) {
    if (recovered) return { ok: true, signer: recovered, via: 'key' };
    return { ok: false, reason: recovery && !recovery.ok ? recovery.error : VERIFY_MESSAGES.shape, recovered: null };
  }
  const expected = getAddress(claimed);
  if (recovered === expected) return { ok: true, signer: expected, via: 'key' };
  if (!ANY_BYTES.test(sig)) return { ok: false, reason: VERIFY_MESSAGES.shape, recovered };
  if (!reader) return { ok: false, reason: VERIFY_MESSAGES.noReader, recovered };
  if (await isContractAccount(reader, expected)) {
    if (await isValidContractSignature(reader, expected, signedDigest(subject), sig))
      return { ok: true, signer: expected, via: 'contract' };
    return { ok: false, reason: VERIFY_MESSAGES.contractRefused(expected), recovered };
  }
  return {
    ok: false,
    reason: recovered
      ? VERIFY_MESSAGES.otherSigner(recovered, expected)
      : recovery && !recovery.ok
        ? recovery.error
        : VERIFY_MESSAGES.shape,
    recovered,
  };
}
