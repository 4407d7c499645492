// The issuing wallet signs the invoice's EIP-712 typed data (the pay link carries it).
import type { Signer } from 'ethers';
import type { Invoice } from '@/lib/db/entities/invoice';
import {
  INVOICE_TYPES,
  invoiceDomain,
  invoiceMessage,
  payLink,
  type SignedInvoice,
} from '@/lib/payments/invoice-typed-data';

/** The message of a stored invoice. */
export function messageOf(invoice: Invoice, extra: { issuer: string; client: string; router: string }) {
  return invoiceMessage({ ...invoice, ...extra, reference: invoice.reference });
}

/** Asks the wallet to sign; returns the signature record the invoice keeps. */
export async function signInvoice(
  signer: Signer,
  invoice: Invoice,
  extra: { issuer: string; client: string; router: string },
): Promise<NonNullable<Invoice['signature']>> {
  const message = messageOf(invoice, extra);
  const signature = await signer.signTypedData(invoiceDomain(invoice.asset.chainId), INVOICE_TYPES, { ...message });
  return {
    signer: await signer.getAddress(),
    chainId: invoice.asset.chainId,
    signature,
    message: JSON.stringify(message),
    signedAt: new Date().toISOString(),
  };
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
