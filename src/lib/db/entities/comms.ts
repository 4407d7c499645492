import { z } from 'zod';
import { chainIdSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import { revisionSchema } from './revision';

const idSchema = z.string().min(1).max(64);
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day (YYYY-MM-DD)');

/** The kinds of record a note can mention; each links to the page that keeps it. */
export const MENTION_KINDS = ['counterparty', 'invoice', 'bill', 'document'] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** A record a note is about, with the label it had when mentioned (shown if the record goes). */
export const commsMentionSchema = z.strictObject({
  kind: z.enum(MENTION_KINDS),
  id: z.string().min(1).max(200),
  label: z.string().max(200),
});

/**
 * A note of the internal feed, by the team member whose wallet was connected (the author is the
 * wallet; the name is looked up in the Company team when shown, so a rename renames every note).
 */
export const commsNoteSchema = z.strictObject({
  id: idSchema,
  author: checksummedAddressSchema,
  body: z.string().trim().min(1, 'Write the note').max(4000, 'Use at most 4000 characters'),
  mentions: z.array(commsMentionSchema).max(20, 'At most 20 mentions'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export const ACTIVITY_KINDS = ['call', 'meeting'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A call or meeting with a client or vendor, logged by hand: when, who of the team, the outcome. */
export const commsActivitySchema = z.strictObject({
  id: idSchema,
  kind: z.enum(ACTIVITY_KINDS),
  counterpartyId: idSchema,
  date: daySchema,
  /** 'HH:MM' local time, or '' when only the day is known. */
  time: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time (HH:MM)')]),
  subject: z.string().trim().min(1, 'Enter a subject').max(200, 'Use at most 200 characters'),
  /** Team member ids (Company team). */
  participants: z.array(idSchema).max(50),
  /** Who else took part (the other side's people), as typed. */
  others: z.string().trim().max(500, 'Use at most 500 characters'),
  outcome: z.string().trim().max(4000, 'Use at most 4000 characters'),
  loggedBy: checksummedAddressSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

/**
 * A message signed with a wallet (EIP-191) or a typed statement (EIP-712), made here or imported
 * from a file, kept with the counterparty it concerns. Stored as signed, so it verifies again later.
 */
export const signedMessageSchema = z.strictObject({
  id: idSchema,
  counterpartyId: idSchema.nullable(),
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters'),
  kind: z.enum(['message', 'typed']),
  /** The message text, or the typed data JSON exactly as signed. */
  content: z.string().min(1).max(50_000),
  signer: checksummedAddressSchema,
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,2000}$/),
  /** The chain a contract wallet's signature was checked on, or null for a key. */
  chainId: chainIdSchema.nullable(),
  origin: z.enum(['signed', 'imported']),
  /** How it verified when kept: a recovered key, or a contract wallet's ERC-1271 answer. */
  verifiedVia: z.enum(['key', 'contract']),
  signedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  revision: revisionSchema,
});

/** That one member (by wallet) has read one note: read marks are per wallet, not per workspace. */
export const commsReadMarkSchema = z.strictObject({
  /** `<lower-case wallet>:<note id>`. */
  id: z.string().min(1).max(120),
  wallet: checksummedAddressSchema,
  noteId: idSchema,
  readAt: z.iso.datetime(),
});

export type CommsMention = z.output<typeof commsMentionSchema>;
export type CommsNote = z.output<typeof commsNoteSchema>;
export type CommsActivity = z.output<typeof commsActivitySchema>;
export type SignedMessage = z.output<typeof signedMessageSchema>;
export type CommsReadMark = z.output<typeof commsReadMarkSchema>;

/** The id of a read mark. */
export function readMarkId(wallet: string, noteId: string): string {
  return `${wallet.toLowerCase()}:${noteId}`;
}
