// The derived sources, one small pure function per kind of record. Add a source by writing one
// more function and listing it in DERIVED_SOURCES.
import { invoiceTitle } from '@/lib/db/entities/invoice';
import { closedPeriods } from '@/lib/ledger/period';
import { mailComposePath } from '@/lib/mail/compose-url';
import { offsetLabel, remindersDue } from '@/lib/mail/reminders';
import { billStage, documentStatus, invoiceStage, type DocumentFacts } from '@/lib/payments/document-status';
import type { DerivedEvent, DerivedSource, DerivedStatus, DerivedWindow } from './derived-event';
import { addDays, isoDay } from '@/lib/primitives/days';

/** Where each record opens (the target page's own tabs; no page takes a record id in its URL yet). */
export const RECORD_LINKS = {
  invoices: '/platform/client?tab=invoices',
  bills: '/platform/vendors?tab=bills',
  distributions: '/platform/autodistribution?tab=distributions',
  periods: '/platform/accounting?tab=periods',
  tokens: '/platform/tokens?tab=tokens',
} as const;

/** Mail's reminder composer for one invoice. */
export function reminderLink(invoiceId: string): string {
  return mailComposePath('reminder', invoiceId);
}

const inWindow = (day: string, window: DerivedWindow) => day >= window.from && day <= window.to;
// A due date's status is the document's own (lib/payments/document-status), as the Client and Vendors pages show it.
function dueStatus(facts: DocumentFacts, today: string): DerivedStatus {
  const status = documentStatus(facts, today);
  return status === 'paid' ? 'done' : status === 'overdue' ? 'overdue' : 'open';
}
/** A due date's title: a paid document no longer reads as due. */
const dueTitle = (what: string, paid: boolean) => `${what} ${paid ? 'paid' : 'due'}`;

/** Invoice due dates (void invoices left out); Send reminder while unpaid and sent. */
export const invoiceDueEvents: DerivedSource = (records, window) =>
  records.invoices
    .filter(({ invoice }) => invoice.state !== 'void' && inWindow(invoice.dueDate, window))
    .map(({ invoice, clientName, paid }): DerivedEvent => ({
      id: `invoice:${invoice.id}`,
      kind: 'invoice-due',
      day: invoice.dueDate,
      title: dueTitle(invoiceTitle(invoice), paid),
      sequence: invoice.revision - 1,
      detail: invoice.state === 'draft' ? `${clientName} · draft` : clientName,
      status: dueStatus({ stage: invoiceStage(invoice.state), dueDate: invoice.dueDate, paid }, window.today),
      href: RECORD_LINKS.invoices,
      actions: paid || invoice.state !== 'sent' ? [] : [{ label: 'Send reminder', href: reminderLink(invoice.id) }],
    }));

/** Mail's payment reminders of open sent invoices (a paid invoice has none left). */
export const reminderEvents: DerivedSource = (records, window) => {
  const byId = new Map(records.invoices.map((entry) => [entry.invoice.id, entry]));
  const invoices = records.invoices.map(({ invoice, paid }) => ({ ...invoice, paid }));
  const { schedules, offsets } = records.reminders;
  return remindersDue(invoices, schedules, offsets, window.from, window.to).map((due): DerivedEvent => {
    const entry = byId.get(due.invoiceId);
    return {
      id: `reminder:${due.invoiceId}:${due.offset}`,
      kind: 'reminder',
      day: due.date,
      title: `Reminder: invoice ${due.number}`,
      sequence: (entry?.invoice.revision ?? 1) - 1,
      detail: [entry?.clientName, offsetLabel(due.offset)].filter(Boolean).join(' · '),
      status: due.date < window.today ? 'overdue' : 'open',
      href: reminderLink(due.invoiceId),
      actions: [{ label: 'Send reminder', href: reminderLink(due.invoiceId) }],
    };
  });
};

/** Bill due dates (void and rejected bills left out); Pay while approved and unpaid. */
export const billDueEvents: DerivedSource = (records, window) =>
  records.bills
    .filter(({ bill }) => bill.state !== 'void' && bill.state !== 'rejected' && inWindow(bill.dueDate, window))
    .map(({ bill, vendorName, paid }): DerivedEvent => ({
      id: `bill:${bill.id}`,
      kind: 'bill-due',
      day: bill.dueDate,
      title: dueTitle(`Bill ${bill.billNumber}`, paid),
      sequence: bill.revision - 1,
      detail: vendorName,
      status: dueStatus({ stage: billStage(bill.state), dueDate: bill.dueDate, paid }, window.today),
      href: RECORD_LINKS.bills,
      actions: paid || bill.state !== 'approved' ? [] : [{ label: 'Pay', href: RECORD_LINKS.bills }],
    }));

function addUnit(day: string, every: 'day' | 'week' | 'month', interval: number, times: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (every === 'month') {
    const target = date.getUTCMonth() + interval * times;
    const wanted = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(target);
    // The 31st in a shorter month falls on its last day.
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(wanted, last));
  } else date.setUTCDate(date.getUTCDate() + (every === 'week' ? 7 : 1) * interval * times);
  return isoDay(date);
}

/** Most occurrences of one schedule in a window (a daily schedule over a long agenda). */
const MAX_RUNS = 400;

/** Auto Distribution templates' schedules: the next due day and the following ones in the window. */
export const distributionEvents: DerivedSource = (records, window) =>
  records.templates.flatMap((template) => {
    const schedule = template.schedule;
    if (!schedule) return [];
    const events: DerivedEvent[] = [];
    for (let i = 0; i < MAX_RUNS; i += 1) {
      const day = addUnit(schedule.nextDue, schedule.every, schedule.interval, i);
      if (day > window.to) break;
      if (day < window.from) continue;
      events.push({
        id: `distribution:${template.id}:${day}`,
        kind: 'distribution',
        day,
        title: `Distribution: ${template.name}`,
        sequence: template.revision - 1,
        detail: i === 0 ? 'Next run' : 'Scheduled run',
        status: i === 0 && day < window.today ? 'overdue' : 'open',
        href: RECORD_LINKS.distributions,
        actions: [],
      });
    }
    return events;
  });

/** Closed ledger periods, on the day each closed period ends. */
export const periodCloseEvents: DerivedSource = (records, window) =>
  closedPeriods([...records.periodEvents].sort((a, b) => a.sequence - b.sequence))
    .filter((period) => inWindow(period.to, window))
    .map((period) => ({
      id: `period:${period.from}:${period.to}`,
      kind: 'period-close',
      day: period.to,
      title: 'Period closed',
      sequence: 0,
      detail: `${period.from} to ${period.to}`,
      status: 'done',
      href: RECORD_LINKS.periods,
      actions: [],
    }));

/** The company's tokens, on the day each was recorded (UTC day of `recordedAt`). */
export const tokenEvents: DerivedSource = (records, window) =>
  records.tokens
    .filter((token) => inWindow(token.recordedAt.slice(0, 10), window))
    .map((token) => ({
      id: `token:${token.id}`,
      kind: 'token',
      day: token.recordedAt.slice(0, 10),
      title: `Token ${token.symbol} recorded`,
      sequence: 0,
      detail: token.name,
      status: 'done',
      href: RECORD_LINKS.tokens,
      actions: [],
    }));

/** Every source, in the order their events are listed on one day. */
export const DERIVED_SOURCES: readonly DerivedSource[] = [
  invoiceDueEvents,
  reminderEvents,
  billDueEvents,
  distributionEvents,
  periodCloseEvents,
  tokenEvents,
];

/** The sources whose events can be overdue and stay to do: due dates and a distribution's next run. */
export const OVERDUE_SOURCES: readonly DerivedSource[] = [invoiceDueEvents, billDueEvents, distributionEvents];

/**
 * What is overdue from before `from` (the Agenda's first day): unpaid due dates and missed runs,
 * oldest first, so a list starting today still shows what is late. Reminders are left out: an
 * overdue invoice offers its own "Send reminder".
 */
export function overdueBefore(records: Parameters<DerivedSource>[0], from: string, today: string): DerivedEvent[] {
  const window = { from: '0001-01-01', to: addDays(from, -1), today };
  return derivedEvents(records, window, OVERDUE_SOURCES).filter((event) => event.status === 'overdue');
}

/** The derived events of every source in the window, by day then source order. */
export function derivedEvents(
  records: Parameters<DerivedSource>[0],
  window: DerivedWindow,
  sources: readonly DerivedSource[] = DERIVED_SOURCES,
): DerivedEvent[] {
  return sources.flatMap((source) => source(records, window)).sort((a, b) => a.day.localeCompare(b.day));
}
