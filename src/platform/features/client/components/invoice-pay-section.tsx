// The pay codes of an issued invoice, with its pay document kept in Storage (store/use-pay-document).
import { useMemo } from 'react';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatQuantity } from '@/lib/money/format-quantity';
import { invoiceUnit } from '@/lib/payments/fiat-terms';
import { invoicePayCodes, type InvoicePayCodes } from '@/lib/payments/invoice-pay-codes';
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
      total={total(invoice, pay.units)}
      requests={pay.requests}
      shortLink={pay.shortLink}
      longLink={pay.longLink}
      storage={storage}
    />
  );
}

/** The total the codes ask for: the asset amount, and for a fiat invoice its amount in the currency beside it. */
function total(invoice: Invoice, units: bigint | undefined): string {
  const unit = invoiceUnit(invoice);
  const written = formatQuantity(BigInt(invoice.total), unit.decimals, { symbol: unit.symbol });
  if (units === undefined) return written;
  return `${formatQuantity(units, invoice.asset, { symbol: true })} (${written} at the issue rate)`;
}
