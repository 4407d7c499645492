// Whether an invoice's pay link fits in a QR code. The link carries the whole signed invoice (no
// server to shorten it), so a long invoice makes a long link: the code uses error correction M
// (survives a smudged print) when the link fits, else L (more room), else the page says so and
// shows the link to send instead.
import type { Invoice } from '@/lib/db/entities/invoice';
import { qrMatrix, type QrOptions } from '@/lib/formats/qr';
import { payLink, type SignedInvoice } from './invoice-typed-data';

/** The largest QR code (version 40, level L) holds 2,953 bytes. */
export const QR_MAX_BYTES = 2953;

export type PayLinkQr =
  | { readonly fits: true; readonly ecc: NonNullable<QrOptions['ecc']> }
  | { readonly fits: false; readonly bytes: number };

/** The error correction a pay link's QR code can use, or the link's size when none fits. */
export function payLinkQr(link: string): PayLinkQr {
  for (const ecc of ['M', 'L'] as const) {
    try {
      qrMatrix(link, { ecc });
      return { fits: true, ecc };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return { fits: false, bytes: new TextEncoder().encode(link).length };
}

/** The pay link of an issued invoice (its message as signed), or null for a draft. */
export function invoicePayLink(origin: string, invoice: Invoice): string | null {
  if (!invoice.signature) return null;
  const signed: SignedInvoice = {
    chainId: invoice.signature.chainId,
    message: JSON.parse(invoice.signature.message) as SignedInvoice['message'],
    signer: invoice.signature.signer,
    signature: invoice.signature.signature,
  };
  return payLink(origin, signed);
}
