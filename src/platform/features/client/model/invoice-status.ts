// What an invoice's status is now, derived (never stored): the user's state (draft, sent, void)
// with what the chain paid (lib/payments/match) and today's date for overdue.
import type { Invoice } from '@/lib/db/entities/invoice';
import { documentStatus, invoiceStage } from '@/lib/payments/document-status';
import type { Settlement } from '@/lib/payments/match';

export type InvoiceStatus = 'draft' | 'sent' | 'partially-paid' | 'paid' | 'overpaid' | 'void';

export interface InvoiceView {
  readonly status: InvoiceStatus;
  readonly overdue: boolean;
  readonly label: string;
}

const LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  'partially-paid': 'Partially paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  void: 'Void',
};

/**
 * The status and label of an invoice given its settlement and today (YYYY-MM-DD). An issued invoice
 * nobody has paid reads "Issued" until Mail marks a message about it sent (`mailed`), "Sent" after.
 */
export function invoiceView(
  invoice: Pick<Invoice, 'state' | 'dueDate'>,
  settlement: Pick<Settlement, 'status' | 'open'>,
  today: string,
  mailed = true,
): InvoiceView {
  let status: InvoiceStatus;
  if (invoice.state === 'draft' || invoice.state === 'void') status = invoice.state;
  else status = settlement.status === 'unpaid' ? 'sent' : settlement.status;
  // Overdue is the shared document status (lib/payments/document-status), as every page marks it.
  const overdue =
    (status === 'sent' || status === 'partially-paid') &&
    documentStatus(
      { stage: invoiceStage(invoice.state), dueDate: invoice.dueDate, paid: settlement.open <= 0n },
      today,
    ) === 'overdue';
  const label = status === 'sent' && !mailed ? 'Issued' : LABELS[status];
  return { status, overdue, label: overdue ? `${label} · Overdue` : label };
}
