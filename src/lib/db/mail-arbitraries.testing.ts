// fast-check arbitraries of the Mail page's records (templates, messages, reminder schedules).
// Never imported by app code.
import fc from 'fast-check';
import { MAIL_KINDS } from './entities/mail';
import { text, requiredText, isoDate, valid } from './arbitrary-parts.testing';

export const mailTemplate = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    kind: fc.constantFrom(...MAIL_KINDS),
    subject: requiredText(300),
    body: requiredText(2000),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('mailTemplates'));

export const mailMessage = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom(...MAIL_KINDS),
    templateId: fc.constantFrom('builtin-invoice', 'builtin-reminder'),
    record: fc.option(fc.record({ type: fc.constantFrom('invoice' as const, 'bill' as const), id: fc.uuid() }), {
      nil: null,
    }),
    to: text(200),
    subject: text(300),
    body: text(2000),
    attachments: fc.array(requiredText(100), { maxLength: 3 }),
    status: fc.constantFrom('draft' as const, 'outbox' as const, 'sent' as const),
    preparedAt: fc.option(isoDate, { nil: null }),
    sentAt: fc.option(isoDate, { nil: null }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('mailMessages'));

export const mailReminder = fc
  .record({
    id: fc.uuid(),
    offsets: fc.uniqueArray(fc.integer({ min: -365, max: 365 }), { maxLength: 5 }),
    enabled: fc.boolean(),
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('mailReminders'));
