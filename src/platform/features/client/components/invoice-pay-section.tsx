// The pay codes of an issued invoice, with its pay document kept in Storage (store/use-pay-document).
import { useMemo } from 'react';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatAmount } from '@/lib/money/format-amount';
import { payLink } from '@/lib/payments/invoice-typed-data';
import { payDocumentBytes, payDocumentCid, shortPayLink } from '@/lib/payments/pay-document';
import { signedInvoiceOf } from '@/lib/payments/pay-link-qr';
import { walletRequests } from '@/lib/payments/wallet-requests';
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
  const pay = useMemo(() => {
    const signed = signedInvoiceOf(invoice);
    if (!signed) return null;
    const cid = payDocumentCid(payDocumentBytes(signed));
    return { signed, cid, requests: walletRequests(signed), longLink: payLink(origin, signed) };
  }, [invoice, origin]);
  return pay ? <IssuedPayCodes db={db} account={account} invoice={invoice} origin={origin} {...pay} /> : null;
}

function IssuedPayCodes({
  db,
  account,
  invoice,
  origin,
  cid,
  requests,
  longLink,
}: InvoicePaySectionProps & { cid: string; requests: ReturnType<typeof walletRequests>; longLink: string }) {
  const storage = usePayDocument(db, account, invoice, cid);
  return (
    <PayCodes
      number={invoice.number}
      total={`${formatAmount(BigInt(invoice.total), invoice.asset.decimals)} ${invoice.asset.symbol}`}
      requests={requests}
      shortLink={shortPayLink(origin, cid)}
      longLink={longLink}
      storage={storage}
    />
  );
}
