// One status for an invoice or a bill on every page (Client, Vendors, Calendar, Mail, the
// Dashboard's reminders): a draft, due, overdue, paid or void, from the document's stage, whether
// anything is still open, its due date and today. Pure: "open" is lib/payments' settlement of the
// document (invoiceSettlements, paidByBill); "overdue" is aging.ts's (due today is not overdue).
import type { BillState } from '@/lib/db/entities/bill';
import type { InvoiceState } from '@/lib/db/entities/invoice';
import { daysPastDue } from './aging';

export type DocumentStatus = 'draft' | 'due' | 'overdue' | 'paid' | 'void';

/** Where a document is in its life: not yet owed, owed, or withdrawn (void, a rejected bill). */
export type DocumentStage = 'draft' | 'issued' | 'void';

export interface DocumentFacts {
  readonly stage: DocumentStage;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
  /** True once nothing is open (paid in full, or overpaid). */
  readonly paid: boolean;
}

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  draft: 'Draft',
  due: 'Due',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

/** An invoice's stage: a draft, sent (owed by the client), or void. */
export function invoiceStage(state: InvoiceState): DocumentStage {
  return state === 'sent' ? 'issued' : state;
}

/** A bill's stage: a draft; owed once it awaits approval or is approved; void when voided or rejected. */
export function billStage(state: BillState): DocumentStage {
  if (state === 'void' || state === 'rejected') return 'void';
  return state === 'draft' ? 'draft' : 'issued';
}

/** The document's status at `today` (YYYY-MM-DD). */
export function documentStatus(facts: DocumentFacts, today: string): DocumentStatus {
  if (facts.stage === 'void') return 'void';
  if (facts.paid) return 'paid';
  if (facts.stage === 'draft') return 'draft';
  return daysPastDue(facts.dueDate, today) > 0 ? 'overdue' : 'due';
}

/** Whole days a document is overdue at `today` (0 when not yet past its due date). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, daysPastDue(dueDate, today));
}

/**
 * The due date in the right tense, as a reminder says it: "is due on 2026-12-01", "is due today",
 * "was due on 2026-10-30 (29 days overdue)". `day` writes the date (the company's format).
 */
export function dueWords(dueDate: string, today: string, day: (d: string) => string = (d) => d): string {
  const late = daysOverdue(dueDate, today);
  if (late > 0) return `was due on ${day(dueDate)} (${late} ${late === 1 ? 'day' : 'days'} overdue)`;
  return dueDate === today ? `is due today (${day(dueDate)})` : `is due on ${day(dueDate)}`;
}
