// The signing file an owner outside the workspace gets: the SafeTx, its hash, what it pays in words
// and the signatures so far. They sign it (in Ledgerline's Safe queue, or any tool that signs a
// SafeTx) and send the file back; reading it checks every field and the hash before any signature
// is looked at, and each signature is then checked on arrival like any other (proposal.ts).
import { z } from 'zod';
import { chainIdSchema, hashSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { storedOwnerSignatureSchema, storedSafeTxSchema } from '@/lib/db/entities/safe-proposal';
import type { SafeProposal } from './proposal';
import { safeTxHash } from './safe-tx';
import type { OwnerSignature } from './owner-signatures';
import { loadSafeTx, storeSafeTx } from './stored-proposal';

export const SIGNING_FILE_FORMAT = 'ledgerline-safe-signing';

const signingFileSchema = z.strictObject({
  format: z.literal(SIGNING_FILE_FORMAT),
  version: z.literal(1),
  chainId: chainIdSchema,
  safe: checksummedAddressSchema,
  safeTxHash: hashSchema,
  tx: storedSafeTxSchema,
  /** What the SafeTx pays, in words (for the signer's eyes; never trusted: the calls are in `tx`). */
  summary: z.string().max(5000),
  signatures: z.array(storedOwnerSignatureSchema).max(100),
});

export type SigningFile = z.output<typeof signingFileSchema>;

/** The file name of a proposal's signing file. */
export function signingFileName(proposal: Pick<SafeProposal, 'hash'>): string {
  return `safe-tx-${proposal.hash.slice(2, 10)}.json`;
}

/** The JSON text of the signing file of `proposal`. */
export function writeSigningFile(proposal: SafeProposal, summary: string): string {
  const file: SigningFile = {
    format: SIGNING_FILE_FORMAT,
    version: 1,
    chainId: proposal.chainId,
    safe: proposal.safe,
    safeTxHash: proposal.hash.toLowerCase(),
    tx: storeSafeTx(proposal.tx),
    summary,
    signatures: proposal.signatures.map((signature) => ({ ...signature })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ReadSigningFile = { ok: true; proposal: SafeProposal; summary: string } | { ok: false; reason: string };

/** Reads a signing file back: its shape, then its hash against its SafeTx. */
export function readSigningFile(text: string): ReadSigningFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The file is not JSON: it is not a Safe signing file.' };
  }
  const parsed = signingFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `Not a Safe signing file: ${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unknown shape'}.`,
    };
  }
  const file = parsed.data;
  const tx = loadSafeTx(file.tx);
  const hash = safeTxHash(file.chainId, file.safe, tx);
  if (hash !== file.safeTxHash)
    return {
      ok: false,
      reason: `The file's SafeTx hashes to ${hash}, not the ${file.safeTxHash} it names: it was changed, nothing was read.`,
    };
  return {
    ok: true,
    summary: file.summary,
    proposal: {
      chainId: file.chainId,
      safe: file.safe,
      tx,
      hash,
      signatures: file.signatures as readonly OwnerSignature[],
    },
  };
}
