// What an issued invoice offers a payer, wherever it is shown (the printable invoice on the Client
// page, the HTML invoice Mail attaches): the wallet's EIP-681 requests and the short pay-page link,
// both small enough for a code a phone reads from paper, and the long self-contained link to click.
import type { Invoice } from '@/lib/db/entities/invoice';
import { toDecimalString } from '@/lib/money/decimal-string';
import { formatMoney } from '@/lib/money/format-money';
import { formatQuantity } from '@/lib/money/format-quantity';
import { assetUnitsFor } from './fiat-terms';
import { payLink } from './invoice-typed-data';
import { payDocumentBytes, payDocumentCid, shortPayLink } from './pay-document';
import { signedInvoiceOf } from './pay-link-qr';
import { walletRequests, type WalletRequest } from './wallet-requests';

/** An issued invoice's ways to pay. */
export interface InvoicePayCodes {
  /** The pay document's CID, which the short link names (the document must be in Storage). */
  readonly cid: string;
  readonly requests: readonly WalletRequest[];
  readonly shortLink: string;
  readonly longLink: string;
  /** A fiat invoice's amount in its asset at the issue rate (what the printed codes ask for); undefined for an asset invoice. */
  readonly units: bigint | undefined;
}

/** The pay codes of an issued invoice served from `origin` (the site root), or null for a draft. */
export function invoicePayCodes(origin: string, invoice: Invoice): InvoicePayCodes | null {
  const signed = signedInvoiceOf(invoice);
  if (!signed) return null;
  const cid = payDocumentCid(payDocumentBytes(signed));
  // A fiat invoice's printed codes ask for the amount at the issue rate; the pay link quotes it anew.
  const rate = invoice.fiat?.issueRate;
  const units = rate ? assetUnitsFor(BigInt(invoice.total), invoice.asset.decimals, rate.price) : undefined;
  return {
    cid,
    units,
    requests: walletRequests(signed, units),
    shortLink: shortPayLink(origin, cid),
    longLink: payLink(origin, signed),
  };
}

/**
 * What the codes ask the payer for, in words: an asset invoice's total; a fiat invoice's amount in
 * its asset at the issue rate (`units`), with the total it stands for in the currency beside it.
 */
export function askedAmountText(invoice: Invoice, units: bigint | undefined): string {
  if (units === undefined || !invoice.fiat)
    return formatQuantity(BigInt(invoice.total), invoice.asset.decimals, { symbol: invoice.asset.symbol });
  const owed = formatMoney(toDecimalString(BigInt(invoice.total), invoice.fiat.decimals), invoice.fiat.currency, 'en');
  return `${formatQuantity(units, invoice.asset.decimals, { symbol: invoice.asset.symbol })} (${owed} at the issue rate)`;
}
