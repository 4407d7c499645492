// The EIP-712 side of a signed invoice (invoice-typed-data.ts): the payload the wallet signs, its
// digest, and the pay page's check. Apart from the message and the links because ethers' typed-data
// encoder is large: the pages that only build links and codes (Client, Mail) do not load it.
import { getAddress, TypedDataEncoder, verifyTypedData } from 'ethers';
import { invoiceTotals } from './invoice-totals';
import { invoiceTypedData, type InvoiceMessage, type SignedInvoice } from './invoice-typed-data';

/** The `eth_signTypedData_v4` payload (JSON) the issuing wallet signs. */
export function invoicePayload(chainId: number, message: InvoiceMessage): string {
  const { domain, types } = invoiceTypedData(chainId, message);
  return JSON.stringify(TypedDataEncoder.getPayload(domain, types, { ...message }));
}

/** The EIP-712 digest of an invoice message. */
export function invoiceDigest(chainId: number, message: InvoiceMessage): string {
  const { domain, types } = invoiceTypedData(chainId, message);
  return TypedDataEncoder.hash(domain, types, { ...message });
}

export type InvoiceCheck =
  | { readonly valid: true; readonly signer: string }
  | {
      readonly valid: false;
      readonly reason: 'malformed' | 'bad-signature' | 'other-signer' | 'totals';
      readonly message: string;
    };

/** Whether a signed invoice holds: the signature recovers to the named signer and the totals are its lines'. */
export function verifySignedInvoice(signed: SignedInvoice): InvoiceCheck {
  let recovered: string;
  try {
    const { domain, types } = invoiceTypedData(signed.chainId, signed.message);
    recovered = verifyTypedData(domain, types, { ...signed.message }, signed.signature);
  } catch {
    return {
      valid: false,
      reason: 'bad-signature',
      message: 'The signature does not belong to this invoice: the link was altered or damaged.',
    };
  }
  if (recovered.toLowerCase() !== signed.signer.toLowerCase())
    return {
      valid: false,
      reason: 'other-signer',
      message: `The invoice was changed after it was signed (the signature recovers to ${recovered}, not ${getAddress(signed.signer)}).`,
    };
  try {
    const totals = invoiceTotals(signed.message.lines);
    if (totals.total.toString() !== signed.message.total || totals.tax.toString() !== signed.message.taxTotal)
      return { valid: false, reason: 'totals', message: 'The totals do not add up from the lines.' };
  } catch {
    return { valid: false, reason: 'totals', message: 'A line of the invoice cannot be read.' };
  }
  return { valid: true, signer: getAddress(recovered) };
}
