// The file a signed message travels in: what was signed (a message, or EIP-712 typed data), the
// signature, who claims to have signed it and on which chain, so the other side can verify it
// here or with any EIP-191/EIP-712 tool. Read back through zod like every imported file.
import { z } from 'zod';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import type { SignedSubject } from './signature-check';
import { parseTypedData } from './typed-data';

export const SIGNED_MESSAGE_FORMAT = 'ledgerline.signed-message';

export const signedMessageFileSchema = z.strictObject({
  format: z.literal(SIGNED_MESSAGE_FORMAT),
  version: z.literal(1),
  kind: z.enum(['message', 'typed']),
  /** The message text, or the typed data as eth_signTypedData_v4 takes it (JSON text). */
  content: z.string().min(1).max(50_000),
  signer: checksummedAddressSchema,
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,2000}$/, 'Not a hex signature'),
  /** The chain a contract wallet's signature is checked on (null: a key, any chain). */
  chainId: z.int().positive().nullable(),
  signedAt: z.iso.datetime(),
});

export type SignedMessageFile = z.output<typeof signedMessageFileSchema>;

/** The file's JSON text, stable key order, indented for a person to read. */
export function signedMessageFileText(file: Omit<SignedMessageFile, 'format' | 'version'>): string {
  const full: SignedMessageFile = { format: SIGNED_MESSAGE_FORMAT, version: 1, ...file };
  return `${JSON.stringify(signedMessageFileSchema.parse(full), null, 2)}\n`;
}

export type ParsedSignedFile =
  | { readonly ok: true; readonly file: SignedMessageFile; readonly subject: SignedSubject }
  | { readonly ok: false; readonly error: string };

/** Reads a signed-message file: its shape, then (for typed data) the typed data itself. */
export function parseSignedMessageFile(text: string): ParsedSignedFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Not a signed-message file: it is not JSON' };
  }
  const parsed = signedMessageFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `Not a signed-message file: ${issue?.path.join('.') || 'file'}: ${issue?.message}` };
  }
  return subjectOf(parsed.data);
}

/** What a file (or a stored signed message) says was signed, checked. */
export function subjectOf(file: SignedMessageFile): ParsedSignedFile {
  if (file.kind === 'message') return { ok: true, file, subject: { kind: 'message', message: file.content } };
  const typed = parseTypedData(file.content);
  if (!typed.ok) return { ok: false, error: typed.error };
  return { ok: true, file, subject: { kind: 'typed', data: typed.data } };
}
