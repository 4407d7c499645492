// The invoice as printed: the company's profile and logo (from Company), the client, dates, lines
// with exact totals and the rounding rule, the payment reference, and the pay codes (pay-codes.tsx).
import { Card } from '@/components/ui/card';
import type { ReactNode } from 'react';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { networkName } from '@/lib/primitives/networks';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { invoiceTitle, type Invoice } from '@/lib/db/entities/invoice';
import { invoiceUnit } from '@/lib/payments/fiat-terms';
import { FiatTermsNote } from './fiat-terms-note';
import { InvoiceTotalsTable } from './invoice-totals-table';

export interface InvoiceDocumentProps {
  readonly invoice: Invoice;
  readonly client: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
  readonly statusLabel: string;
  /** The pay codes and links of an issued invoice (components/invoice-pay-section), null for a draft. */
  readonly pay: ReactNode;
}

/** The printable invoice (`data-print-root`: only it is printed). */
export function InvoiceDocument({ invoice, client, profile, statusLabel, pay }: InvoiceDocumentProps) {
  const logo = useObjectUrl(profile?.logo ?? null);
  // A draft has no number yet: it gets the next of its series when issued.
  const title = invoiceTitle(invoice);
  return (
    // On screen a card; printed, only the article (data-print-root), on white.
    <Card>
      <article
        data-print-root
        aria-label={title}
        className="space-y-4 text-fg print:bg-white print:p-6 print:text-black"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            {logo ? <img src={logo} alt={`${profile?.legalName ?? 'Company'} logo`} className="mb-2 h-12" /> : null}
            <p className="font-semibold">{profile?.legalName || 'Your company (set it in Company)'}</p>
            <p className="whitespace-pre-line text-sm">{profile?.address}</p>
            {profile?.taxId ? <p className="text-sm">Tax ID {profile.taxId}</p> : null}
          </div>
          <div className="text-right">
            <h2 className="text-xl font-semibold">{title}</h2>
            {invoice.state === 'draft' ? <p className="text-sm">Numbered when issued</p> : null}
            <p className="text-sm" data-testid="invoice-status">
              {statusLabel}
            </p>
            <p className="text-sm">
              Issued {invoice.issueDate} · Due {invoice.dueDate}
            </p>
          </div>
        </header>
        <section aria-label="Bill to" className="text-sm">
          <p className="font-medium">Bill to</p>
          <p>{client?.legalName || client?.name || 'Removed client'}</p>
          <p className="whitespace-pre-line">{client?.address}</p>
          {client?.taxId ? <p>Tax ID {client.taxId}</p> : null}
        </section>
        <InvoiceTotalsTable lines={invoice.lines} asset={invoiceUnit(invoice)} />
        {invoice.fiat ? <FiatTermsNote invoice={invoice} /> : null}
        <section aria-label="Payment" className="space-y-1 text-sm">
          <p>
            Pay in {invoice.asset.symbol} on {networkName(invoice.asset.chainId)} to{' '}
            <span className="font-mono break-all">{invoice.payee}</span> through the PaymentRouter with the reference:
          </p>
          <p className="font-mono break-all" data-testid="invoice-reference">
            {invoice.reference}
          </p>
          {invoice.notes ? <p className="whitespace-pre-line">{invoice.notes}</p> : null}
          {invoice.terms ? <p className="whitespace-pre-line">{invoice.terms}</p> : null}
        </section>
        {pay}
      </article>
    </Card>
  );
}
