// The "New note" form: its draft, checked by the entity's schema into a note by the connected wallet.
import { getAddress } from 'ethers';
import { commsNoteSchema, type CommsMention, type CommsNote } from '@/lib/db/entities/comms';

export interface NoteDraft {
  readonly body: string;
  readonly mentions: readonly CommsMention[];
}

export const EMPTY_NOTE_DRAFT: NoteDraft = { body: '', mentions: [] };

export type NoteCheck =
  { ok: true; note: CommsNote } | { ok: false; errors: Partial<Record<'body' | 'mentions', string>> };

/** The note the draft makes, by `author`, or the message under each field that is wrong. */
export function noteFromDraft(draft: NoteDraft, author: string, now: string, id: string): NoteCheck {
  const parsed = commsNoteSchema.safeParse({
    id,
    author: getAddress(author),
    body: draft.body,
    mentions: draft.mentions,
    createdAt: now,
    updatedAt: now,
    revision: 1,
  });
  if (parsed.success) return { ok: true, note: parsed.data };
  const errors: Partial<Record<'body' | 'mentions', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'body' || field === 'mentions') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The draft with one more mention (a mention already there is not added twice). */
export function addMention(draft: NoteDraft, mention: CommsMention): NoteDraft {
  if (draft.mentions.some((m) => m.kind === mention.kind && m.id === mention.id)) return draft;
  return { ...draft, mentions: [...draft.mentions, mention] };
}
