// The QR codes of an invoice. The long pay link carries the whole signed invoice (no server to
// shorten it), far too much for a code a phone reads from paper; it stays a link to copy. The
// printed codes are small on purpose (at most version 10, 57 modules): the wallet's EIP-681
// request (wallet-requests.ts) and the short pay-page link (pay-document.ts).
import type { Invoice } from '@/lib/db/entities/invoice';
import { qrVersion } from '@/lib/formats/qr';
import { payLink, type SignedInvoice } from './invoice-typed-data';

/** The largest version a printed or on-screen invoice code may use: 57 modules, read by any phone camera. */
export const QR_MAX_VERSION = 10;

/** A code small enough to print: its error correction and version. */
export interface PrintableQr {
  readonly ecc: 'M' | 'L';
  readonly version: number;
}

/** Error correction M (survives a smudge) when the text fits in version 10, else L; null when neither fits. */
export function printableQr(text: string): PrintableQr | null {
  for (const ecc of ['M', 'L'] as const) {
    try {
      return { ecc, version: qrVersion(text, ecc, QR_MAX_VERSION) };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return null;
}

/** The signed invoice of an issued invoice (its message as signed), or null for a draft. */
export function signedInvoiceOf(invoice: Invoice): SignedInvoice | null {
  if (!invoice.signature) return null;
  return {
    chainId: invoice.signature.chainId,
    message: JSON.parse(invoice.signature.message) as SignedInvoice['message'],
    signer: invoice.signature.signer,
    signature: invoice.signature.signature,
  };
}

/** The pay link of an issued invoice (its message as signed), or null for a draft. */
export function invoicePayLink(origin: string, invoice: Invoice): string | null {
  const signed = signedInvoiceOf(invoice);
  return signed ? payLink(origin, signed) : null;
}
