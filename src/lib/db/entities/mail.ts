import { z } from 'zod';
import { revisionSchema } from './revision';

/** What a template writes: each built-in has one kind; the user's own say which record they read. */
export const MAIL_KINDS = ['invoice', 'reminder', 'receipt', 'remittance'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The record a message is about. */
export const mailRecordSchema = z.strictObject({
  type: z.enum(['invoice', 'bill']),
  id: z.string().min(1).max(64),
});

/**
 * A user's own mail template (the built-ins live in code, lib/mail/templates). `{{variable}}`
 * placeholders are filled from the record (lib/mail/variables).
 */
export const mailTemplateSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Name the template').max(120, 'Use at most 120 characters'),
  kind: z.enum(MAIL_KINDS),
  subject: z.string().trim().min(1, 'Write a subject').max(300, 'Use at most 300 characters'),
  body: z.string().trim().min(1, 'Write the message').max(20_000, 'Use at most 20,000 characters'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

/**
 * A message prepared here and sent from the user's own mail app: a draft until it is downloaded
 * (.eml) or opened (mailto:), then in the outbox until the user marks it sent.
 */
export const mailMessageSchema = z.strictObject({
  id: z.string().min(1).max(64),
  kind: z.enum(MAIL_KINDS),
  /** The built-in or stored template it started from. */
  templateId: z.string().min(1).max(64),
  record: mailRecordSchema.nullable(),
  to: z.string().max(1000),
  subject: z.string().max(300),
  body: z.string().max(20_000),
  /** The attachments' file names as prepared (their content is rebuilt from the record). */
  attachments: z.array(z.string().max(200)).max(20),
  status: z.enum(['draft', 'outbox', 'sent']),
  preparedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

/** Days from the due date a reminder is due (negative: before). */
export const reminderOffsetsSchema = z
  .array(z.int().min(-365).max(365))
  .max(10, 'At most 10 reminders')
  .refine((days) => new Set(days).size === days.length, 'The same day is listed twice');

/** An invoice's own reminder schedule (without one, the Mail settings' defaults apply). */
export const mailReminderSchema = z.strictObject({
  /** The invoice id: one schedule per invoice. */
  id: z.string().min(1).max(64),
  offsets: reminderOffsetsSchema,
  /** False: no reminders for this invoice. */
  enabled: z.boolean(),
  updatedAt: z.iso.datetime(),
  revision: revisionSchema,
});

export type MailTemplate = z.output<typeof mailTemplateSchema>;
export type MailMessage = z.output<typeof mailMessageSchema>;
export type MailReminder = z.output<typeof mailReminderSchema>;
export type MailRecord = z.output<typeof mailRecordSchema>;
