// The pay codes of an issued invoice, with its pay document kept in Storage (store/use-pay-document).
import { useMemo } from 'react';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { formatAmount } from '@/lib/money/format-amount';
import { payLink } from '@/lib/payments/invoice-typed-data';
import { payDocumentBytes, payDocumentCid, shortPayLink } from '@/lib/payments/pay-document';
import { signedInvoiceOf } from '@/lib/payments/pay-link-qr';
import { walletRequests } from '@/lib/payments/wallet-requests';
import { assetUnitsFor } from '@/lib/payments/fiat-terms';
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
    // A fiat invoice's printed codes ask for the amount at the issue rate; the pay link quotes it anew.
    const rate = invoice.fiat?.issueRate;
    const units = rate ? assetUnitsFor(BigInt(invoice.total), invoice.asset.decimals, rate.price) : undefined;
    return { signed, cid, requests: walletRequests(signed, units), longLink: payLink(origin, signed), units };
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
  units,
}: InvoicePaySectionProps & {
  cid: string;
  requests: ReturnType<typeof walletRequests>;
  longLink: string;
  units: bigint | undefined;
}) {
  const storage = usePayDocument(db, account, invoice, cid);
  return (
    <PayCodes
      number={invoice.number}
      total={
        units === undefined
          ? `${formatAmount(BigInt(invoice.total), invoice.asset.decimals)} ${invoice.asset.symbol}`
          : `${formatAmount(units, invoice.asset.decimals)} ${invoice.asset.symbol} (${formatAmount(BigInt(invoice.total), 2)} ${invoice.fiat?.currency ?? ''} at the issue rate)`
      }
      requests={requests}
      shortLink={shortPayLink(origin, cid)}
      longLink={longLink}
      storage={storage}
    />
  );
}
