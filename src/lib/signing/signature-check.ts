// Verifying a signature: its shape first (so a truncated paste is named as such), then recovery of
// the signer from an EIP-191 personal message or EIP-712 typed data. Recovery never "fails" on a
// tampered message: it yields another address, which the UI shows as a different signer.
import { verifyMessage, verifyTypedData } from 'ethers';
import type { TypedData } from './typed-data';

export const SIGNATURE_MESSAGES = {
  empty: 'Paste the signature',
  prefix: 'A signature starts with 0x',
  nonHex: 'A signature has only hexadecimal digits (0–9, a–f) after 0x',
  length: (digits: number) =>
    `Has ${digits} hex digits after 0x: a signature has 130 (65 bytes), or 128 in the compact EIP-2098 form`,
  unrecoverable:
    'Not a valid signature: no signer can be recovered from it (it was altered or is not an Ethereum signature)',
} as const;

/** The message next to the signature field, or null when its shape is right. */
export function signatureShapeError(text: string): string | null {
  const signature = text.trim();
  if (signature === '') return SIGNATURE_MESSAGES.empty;
  if (!/^0x/i.test(signature)) return SIGNATURE_MESSAGES.prefix;
  const digits = signature.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(digits)) return SIGNATURE_MESSAGES.nonHex;
  if (digits.length !== 130 && digits.length !== 128) return SIGNATURE_MESSAGES.length(digits.length);
  return null;
}

/** What was signed: a personal message (EIP-191) or typed data (EIP-712). */
export type SignedSubject =
  { readonly kind: 'message'; readonly message: string } | { readonly kind: 'typed'; readonly data: TypedData };

export type Recovery = { readonly ok: true; readonly signer: string } | { readonly ok: false; readonly error: string };

/** The EIP-55 address that signed `subject` with `signature` (shape already checked). */
export function recoverSigner(subject: SignedSubject, signature: string): Recovery {
  try {
    const sig = signature.trim();
    const signer =
      subject.kind === 'message'
        ? verifyMessage(subject.message, sig)
        : verifyTypedData(subject.data.domain, subject.data.types, subject.data.message, sig);
    return { ok: true, signer };
  } catch {
    // ethers throws for an s too high, a bad v or a point not on the curve: all mean "altered".
    return { ok: false, error: SIGNATURE_MESSAGES.unrecoverable };
  }
}
