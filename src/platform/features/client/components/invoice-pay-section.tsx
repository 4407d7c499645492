// The pay codes of an issued invoice, with its pay document kept in Storage (store/use-pay-document).
import { useMemo } from 'react';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { askedAmountText, invoicePayCodes, type InvoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { usePayDocument } from '../store/use-pay-document';
import { PayCodes } from './pay-codes';

export interface InvoicePaySectionProps {
  readonly db: WorkspaceDb;
  readonly account: string | null;
  readonly invoice: Invoice;
  /** The site's root URL (`<origin><base>/`), where /pay is. */
  readonly origin: string;
}

/** The pay codes of an issued invoice (nothing for a draft). */
export function InvoicePaySection({ db, account, invoice, origin }: InvoicePaySectionProps) {
  const pay = useMemo(() => invoicePayCodes(origin, invoice), [invoice, origin]);
  return pay ? <IssuedPayCodes db={db} account={account} invoice={invoice} pay={pay} /> : null;
}

function IssuedPayCodes({
  db,
  account,
  invoice,
  pay,
}: Omit<InvoicePaySectionProps, 'origin'> & { pay: InvoicePayCodes }) {
  const storage = usePayDocument(db, account, invoice, pay.cid);
  return (
    <PayCodes
      number={invoice.number}
      total={askedAmountText(invoice, pay.units)}
      requests={pay.requests}
      shortLink={pay.shortLink}
      longLink={pay.longLink}
      storage={storage}
    />
  );
}
