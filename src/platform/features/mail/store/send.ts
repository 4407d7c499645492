// Saving and preparing a message: the record is written first (draft, or outbox once the .eml is
// downloaded or the mail app opened), so the outbox always says what left the page.
import type { MailKind, MailMessage, MailRecord } from '@/lib/db/entities/mail';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { markPrepared, saveMessage } from '@/lib/mail/mail-store';

export interface MessageInput {
  readonly kind: MailKind;
  readonly templateId: string;
  readonly record: MailRecord | null;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly string[];
}

/** Saves the message as a draft (a new one, or the saved one updated); returns the stored row. */
export async function saveDraft(db: WorkspaceDb, input: MessageInput, saved: MailMessage | null): Promise<MailMessage> {
  const now = new Date().toISOString();
  const row: MailMessage = saved
    ? { ...saved, ...input, attachments: [...input.attachments], updatedAt: now }
    : {
        id: crypto.randomUUID(),
        ...input,
        attachments: [...input.attachments],
        status: 'draft',
        preparedAt: null,
        sentAt: null,
        createdAt: now,
        updatedAt: now,
        revision: 1,
      };
  return saveMessage(db, row, saved ? saved.revision : null);
}

/** Saves the message and moves it to the outbox (it was just downloaded or opened). */
export async function prepare(db: WorkspaceDb, input: MessageInput, saved: MailMessage | null): Promise<MailMessage> {
  const stored = await saveDraft(db, input, saved);
  return markPrepared(db, stored, new Date().toISOString());
}
