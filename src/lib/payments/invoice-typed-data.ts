// The invoice as it travels to the public pay page (docs/product.md#pay-page): every field the payer sees and
// pays by, signed by the issuing wallet with EIP-712, carried in the URL fragment (never sent to a
// server). The pay page recovers the signer, shows it in full, and refuses a link whose content
// no longer matches its signature or whose totals do not add up.
import { getAddress, ZeroAddress, type TypedDataDomain } from 'ethers';
import { INVOICE_TYPES_V1, invoiceTypesOf, typedDataVersion } from './invoice-typed-versions';

/** The struct types of version 1 (kept under this name for the callers that sign asset invoices). */
export const INVOICE_TYPES = INVOICE_TYPES_V1;

/** The signed message; amounts are decimal strings (JSON-safe), `token` the zero address for the native currency. */
export interface InvoiceMessage {
  readonly number: string;
  readonly issuer: string;
  readonly client: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly token: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly payee: string;
  readonly router: string;
  readonly paymentReference: string;
  readonly lines: readonly {
    description: string;
    quantity: string;
    unitPrice: string;
    discountPercent: string;
    taxRatePercent: string;
  }[];
  readonly taxTotal: string;
  readonly total: string;
  readonly notes: string;
  /** Version 2 (fiat invoices): the currency the amounts are in, its decimals, the tolerance in percent. */
  readonly currency?: string;
  readonly currencyDecimals?: number;
  readonly tolerancePercent?: string;
}

/** What a pay link carries: the network, the message, who signed it and the signature. */
export interface SignedInvoice {
  readonly chainId: number;
  readonly message: InvoiceMessage;
  readonly signer: string;
  readonly signature: string;
}

/** The domain: Ledgerline invoices, of a typed-data version (1 unless told), on the network where it is paid. */
export function invoiceDomain(chainId: number, version: 1 | 2 = 1): TypedDataDomain {
  return { name: 'Ledgerline Invoice', version: String(version), chainId };
}

/** The domain and types a message is signed under (its version's). */
export function invoiceTypedData(chainId: number, message: InvoiceMessage) {
  return { domain: invoiceDomain(chainId, typedDataVersion(message)), types: invoiceTypesOf(message) };
}

/** The message for an invoice's content. */
export function invoiceMessage(input: {
  number: string;
  issuer: string;
  client: string;
  issueDate: string;
  dueDate: string;
  asset: { address: string | null; symbol: string; decimals: number };
  payee: string;
  router: string;
  reference: string;
  lines: readonly {
    description: string;
    quantity: string;
    unitPrice: string;
    discountPercent: string;
    taxRatePercent: string;
  }[];
  taxTotal: string;
  total: string;
  notes: string;
  /** A fiat invoice's terms (version 2): amounts are in this currency, paid in `asset` at the rate. */
  fiat?: { currency: string; decimals: number; tolerancePercent: string } | null;
}): InvoiceMessage {
  const fiat = input.fiat
    ? {
        currency: input.fiat.currency,
        currencyDecimals: input.fiat.decimals,
        tolerancePercent: input.fiat.tolerancePercent,
      }
    : {};
  return {
    number: input.number,
    issuer: input.issuer,
    client: input.client,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    token: input.asset.address ?? ZeroAddress,
    symbol: input.asset.symbol,
    decimals: input.asset.decimals,
    payee: getAddress(input.payee),
    router: getAddress(input.router),
    paymentReference: input.reference.toLowerCase(),
    lines: input.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent,
      taxRatePercent: l.taxRatePercent,
    })),
    taxTotal: input.taxTotal,
    total: input.total,
    notes: input.notes,
    ...fiat,
  };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The pay link: `<origin>/pay#i=<base64url JSON>` (the fragment never reaches a server). */
export function payLink(origin: string, signed: SignedInvoice): string {
  return `${origin.replace(/\/$/, '')}/pay#i=${toBase64Url(signedInvoiceJson(signed))}`;
}

/** Reads a pay link's fragment (`#i=…`); null when it is not one (the page then says the link is damaged). */
export function readPayFragment(hash: string): SignedInvoice | null {
  const match = /^#?i=([A-Za-z0-9_-]+)$/.exec(hash.trim());
  if (!match?.[1]) return null;
  try {
    return parseSignedInvoice(fromBase64Url(match[1]));
  } catch {
    return null;
  }
}

/** The signed invoice a pay link or a pay document carries (`{"v":1,…}` JSON), or null when it is not one. */
export function parseSignedInvoice(json: string): SignedInvoice | null {
  try {
    const data = JSON.parse(json) as Partial<SignedInvoice> & { v?: number };
    const m = data.message;
    if (
      data.v !== 1 ||
      typeof data.chainId !== 'number' ||
      typeof data.signer !== 'string' ||
      typeof data.signature !== 'string' ||
      !m ||
      !Array.isArray(m.lines)
    )
      return null;
    return { chainId: data.chainId, message: m, signer: data.signer, signature: data.signature };
  } catch {
    return null;
  }
}

/** The signed invoice as the JSON a pay link and a pay document carry. */
export function signedInvoiceJson(signed: SignedInvoice): string {
  return JSON.stringify({ v: 1, ...signed });
}
