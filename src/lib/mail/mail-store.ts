// The Mail records: messages (draft → outbox → sent), the user's templates, each invoice's reminder
// schedule and the Mail settings (the sender's address and the default reminder days, in `meta`).
// Every write is revision-checked; other pages read an invoice's or bill's history through here.
import type { MailMessage, MailRecord, MailReminder, MailTemplate } from '@/lib/db/entities/mail';
import { checkStoredRows, putRecord, readRecords } from '@/lib/db/records';
import { deleteRevision, saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { DEFAULT_REMINDER_OFFSETS, parseOffsets } from './reminders';

export const MAIL_META_KEYS = { from: 'mailFromAddress', offsets: 'mailReminderOffsets' } as const;

export interface MailSettings {
  /** The address messages are from ('' until the user sets it). */
  readonly from: string;
  readonly offsets: readonly number[];
}

/** The Mail settings (defaults when never saved). */
export async function readMailSettings(db: WorkspaceDb): Promise<MailSettings> {
  const [from, offsets] = await Promise.all([
    db.tableOf('meta').get(MAIL_META_KEYS.from),
    db.tableOf('meta').get(MAIL_META_KEYS.offsets),
  ]);
  const fromValue = (from as { value?: unknown } | undefined)?.value;
  const offsetsValue = (offsets as { value?: unknown } | undefined)?.value;
  return {
    from: typeof fromValue === 'string' ? fromValue : '',
    offsets: (typeof offsetsValue === 'string' ? parseOffsets(offsetsValue) : null) ?? DEFAULT_REMINDER_OFFSETS,
  };
}

/** Saves the Mail settings. */
export async function saveMailSettings(db: WorkspaceDb, settings: MailSettings): Promise<void> {
  await db.transaction('rw', db.tableOf('meta'), async () => {
    await putRecord(db, 'meta', { key: MAIL_META_KEYS.from, value: settings.from.trim() });
    await putRecord(db, 'meta', { key: MAIL_META_KEYS.offsets, value: settings.offsets.join(', ') });
  });
}

/** Every message, newest first. */
export async function readMessages(db: WorkspaceDb): Promise<MailMessage[]> {
  const { records } = await readRecords(db, 'mailMessages', 'createdAt');
  return records.reverse();
}

/** The messages prepared about one invoice or bill, newest first (their mail history). */
export async function messagesAbout(db: WorkspaceDb, record: MailRecord): Promise<MailMessage[]> {
  const rows: unknown[] = await db.tableOf('mailMessages').where('record.id').equals(record.id).toArray();
  return checkStoredRows('mailMessages', rows)
    .records.filter((m) => m.record?.type === record.type)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Saves a message (new: `base` null). */
export function saveMessage(db: WorkspaceDb, message: MailMessage, base: number | null): Promise<MailMessage> {
  return saveRevision(db, 'mailMessages', message, base);
}

/** The message moves to the outbox: downloaded or opened in the mail app, not yet confirmed sent. */
export function markPrepared(db: WorkspaceDb, message: MailMessage, now: string): Promise<MailMessage> {
  return saveRevision(
    db,
    'mailMessages',
    { ...message, status: message.status === 'sent' ? 'sent' : 'outbox', preparedAt: now, updatedAt: now },
    message.revision,
  );
}

/** The user says the message left their mail app. */
export function markSent(db: WorkspaceDb, message: MailMessage, now: string): Promise<MailMessage> {
  return saveRevision(
    db,
    'mailMessages',
    { ...message, status: 'sent', sentAt: now, updatedAt: now },
    message.revision,
  );
}

/** Deletes a draft or an outbox message (the sent log is kept). */
export function deleteMessage(db: WorkspaceDb, message: MailMessage): Promise<void> {
  if (message.status === 'sent') throw new Error('A sent message stays in the log');
  return deleteRevision(db, 'mailMessages', message.id, message.revision);
}

/** The user's templates, by name. */
export async function readTemplates(db: WorkspaceDb): Promise<MailTemplate[]> {
  return (await readRecords(db, 'mailTemplates', 'name')).records;
}

/** Saves a template (new: `base` null). */
export function saveTemplate(db: WorkspaceDb, template: MailTemplate, base: number | null): Promise<MailTemplate> {
  return saveRevision(db, 'mailTemplates', template, base);
}

/** Deletes one of the user's templates. */
export function deleteTemplate(db: WorkspaceDb, template: MailTemplate): Promise<void> {
  return deleteRevision(db, 'mailTemplates', template.id, template.revision);
}

/** Every invoice's own reminder schedule, by invoice id. */
export async function readReminderSchedules(db: WorkspaceDb): Promise<Map<string, MailReminder>> {
  const { records } = await readRecords(db, 'mailReminders');
  return new Map(records.map((r) => [r.id, r]));
}

/** Saves an invoice's own schedule (new: `base` null). */
export function saveReminderSchedule(db: WorkspaceDb, schedule: MailReminder, base: number | null) {
  return saveRevision(db, 'mailReminders', schedule, base);
}
