// The issuing wallet signs the invoice's EIP-712 typed data (the pay link carries it).
import type { Signer } from 'ethers';
import type { Invoice } from '@/lib/db/entities/invoice';
import { invoiceMessage, invoiceTypedData } from '@/lib/payments/invoice-typed-data';

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
  const { domain, types } = invoiceTypedData(invoice.asset.chainId, message);
  const signature = await signer.signTypedData(domain, types, { ...message });
  return {
    signer: await signer.getAddress(),
    chainId: invoice.asset.chainId,
    signature,
    message: JSON.stringify(message),
    signedAt: new Date().toISOString(),
  };
}
