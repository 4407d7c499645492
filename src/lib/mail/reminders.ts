// Reminder schedules: each open invoice is reminded on days counted from its due date (the Mail
// settings' defaults, or the invoice's own schedule). Pure, so the Calendar and the Dashboard read
// the same dates the Mail page offers. A paid or voided invoice has no reminders left.
import type { Invoice } from '@/lib/db/entities/invoice';
import { reminderOffsetsSchema, type MailReminder } from '@/lib/db/entities/mail';
import { documentStatus, invoiceStage } from '@/lib/payments/document-status';
import { addDays } from '@/lib/primitives/days';

/** 7 days before, on the day, 7 days after. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [-7, 0, 7];

/** What the reminder function needs of an invoice; `paid` is true once nothing is open. */
export type ReminderInvoice = Pick<Invoice, 'id' | 'number' | 'clientId' | 'dueDate' | 'state'> & {
  readonly paid: boolean;
};

export interface DueReminder {
  readonly invoiceId: string;
  readonly number: string;
  readonly clientId: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Days from the due date (negative: before it). */
  readonly offset: number;
}

/** The offsets an invoice is reminded on: its own schedule, else the defaults; none when switched off. */
export function offsetsFor(
  invoiceId: string,
  schedules: ReadonlyMap<string, MailReminder>,
  defaults: readonly number[],
): readonly number[] {
  const own = schedules.get(invoiceId);
  if (own) return own.enabled ? own.offsets : [];
  return defaults;
}

/** Every reminder of an open sent invoice falling in [from, to] (days, inclusive), by date then number. */
export function remindersDue(
  invoices: readonly ReminderInvoice[],
  schedules: ReadonlyMap<string, MailReminder>,
  defaults: readonly number[],
  from: string,
  to: string,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const invoice of invoices) {
    if (invoice.state !== 'sent' || invoice.paid) continue;
    for (const offset of offsetsFor(invoice.id, schedules, defaults)) {
      const date = addDays(invoice.dueDate, offset);
      if (date >= from && date <= to)
        due.push({ invoiceId: invoice.id, number: invoice.number, clientId: invoice.clientId, date, offset });
    }
  }
  return due.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
}

/**
 * The reminders "due" around a day, as every page shows them (Mail's Reminders tab, the Dashboard):
 * from 30 days back (perhaps not sent yet) to 30 days ahead, and every open overdue invoice whatever
 * its age: one whose reminders all fell before that window keeps its latest one. Mail's schedule is
 * the owner of this figure; a page that shows reminders due reads it through here.
 */
export const REMINDERS_BACK_DAYS = 30;
export const REMINDERS_AHEAD_DAYS = 30;

/** Every reminder of an open sent invoice in the window around `today`, and the latest of each older overdue one. */
export function remindersAround(
  invoices: readonly ReminderInvoice[],
  schedules: ReadonlyMap<string, MailReminder>,
  defaults: readonly number[],
  today: string,
): DueReminder[] {
  const from = addDays(today, -REMINDERS_BACK_DAYS);
  const around = remindersDue(invoices, schedules, defaults, from, addDays(today, REMINDERS_AHEAD_DAYS));
  const listed = new Set(around.map((due) => due.invoiceId));
  const older: DueReminder[] = [];
  for (const invoice of invoices) {
    if (listed.has(invoice.id)) continue;
    const facts = { stage: invoiceStage(invoice.state), dueDate: invoice.dueDate, paid: invoice.paid };
    if (documentStatus(facts, today) !== 'overdue') continue;
    // Its latest reminder before the window (none when its reminders are switched off).
    const latest = offsetsFor(invoice.id, schedules, defaults)
      .filter((offset) => addDays(invoice.dueDate, offset) < from)
      .reduce<number | null>((max, offset) => (max === null || offset > max ? offset : max), null);
    if (latest === null) continue;
    const date = addDays(invoice.dueDate, latest);
    older.push({ invoiceId: invoice.id, number: invoice.number, clientId: invoice.clientId, date, offset: latest });
  }
  return [...older, ...around].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
}

/** The due date of a reminder (its date less its offset). */
export const reminderDueDate = (due: Pick<DueReminder, 'date' | 'offset'>): string => addDays(due.date, -due.offset);

/** Offsets as typed ("-7, 0, 7"), checked; null when not a valid list. */
export function parseOffsets(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (!parts.every((p) => /^[+-]?\d{1,3}$/.test(p))) return null;
  const result = reminderOffsetsSchema.safeParse(parts.map(Number));
  return result.success ? [...result.data].sort((a, b) => a - b) : null;
}

/** An offset in words ("7 days before", "on the due date"). */
export function offsetLabel(offset: number): string {
  if (offset === 0) return 'on the due date';
  const days = Math.abs(offset) === 1 ? '1 day' : `${Math.abs(offset)} days`;
  return offset < 0 ? `${days} before` : `${days} after`;
}
