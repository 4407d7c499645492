// The versions of the signed invoice's EIP-712 types. Version 1 (asset invoices, and every invoice
// signed before fiat invoices existed) is frozen: its links keep verifying. Version 2 adds what a
// fiat invoice is paid by: the currency its amounts are in, that currency's decimals, and the
// tolerance; the token fields then name the asset it is paid in. A message's version follows from
// its fields (a `currency` makes it version 2), and the domain's `version` says which was signed,
// so a version-1 signature never verifies a version-2 message or the reverse.
import type { TypedDataField } from 'ethers';

const LINE: TypedDataField[] = [
  { name: 'description', type: 'string' },
  { name: 'quantity', type: 'string' },
  { name: 'unitPrice', type: 'uint256' },
  { name: 'discountPercent', type: 'string' },
  { name: 'taxRatePercent', type: 'string' },
];

const HEAD: TypedDataField[] = [
  { name: 'number', type: 'string' },
  { name: 'issuer', type: 'string' },
  { name: 'client', type: 'string' },
  { name: 'issueDate', type: 'string' },
  { name: 'dueDate', type: 'string' },
  { name: 'token', type: 'address' },
  { name: 'symbol', type: 'string' },
  { name: 'decimals', type: 'uint8' },
];

const TAIL: TypedDataField[] = [
  { name: 'payee', type: 'address' },
  { name: 'router', type: 'address' },
  { name: 'paymentReference', type: 'bytes32' },
  { name: 'lines', type: 'InvoiceLine[]' },
  { name: 'taxTotal', type: 'uint256' },
  { name: 'total', type: 'uint256' },
  { name: 'notes', type: 'string' },
];

/** Version 1: amounts in the asset's base units (field order is part of the signature). */
export const INVOICE_TYPES_V1: Record<string, TypedDataField[]> = { Invoice: [...HEAD, ...TAIL], InvoiceLine: LINE };

/** Version 2: amounts in `currency` minor units (`currencyDecimals`), paid in the token within `tolerancePercent`. */
export const INVOICE_TYPES_V2: Record<string, TypedDataField[]> = {
  Invoice: [
    ...HEAD,
    { name: 'currency', type: 'string' },
    { name: 'currencyDecimals', type: 'uint8' },
    { name: 'tolerancePercent', type: 'string' },
    ...TAIL,
  ],
  InvoiceLine: LINE,
};

/** The typed-data version of a message: 2 when it names a currency, else 1. */
export function typedDataVersion(message: { readonly currency?: string }): 1 | 2 {
  return message.currency === undefined ? 1 : 2;
}

/** The struct types of a message's version. */
export function invoiceTypesOf(message: { readonly currency?: string }): Record<string, TypedDataField[]> {
  return typedDataVersion(message) === 2 ? INVOICE_TYPES_V2 : INVOICE_TYPES_V1;
}
