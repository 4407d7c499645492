// What a received EN 16931 e-invoice says, as read from its UBL or CII (amounts as the decimal
// strings the file states, '' where the file states nothing). Business terms (BT-…) in comments.

export interface ReadParty {
  readonly name: string;
  /** BT-31 / BT-48. */
  readonly vatId: string;
  /** BT-30 / BT-47. */
  readonly registrationId: string;
  /** BT-29 / BT-46, the party's identifier (`scheme:id`, e.g. a GLN `0088:…`; bare without a scheme). */
  readonly identifier: string;
  /** BT-34 / BT-49 (`EM` e-mails bare, other schemes as `scheme:id`). */
  readonly electronicAddress: string;
  readonly email: string;
  /** BT-40 / BT-55. */
  readonly country: string;
  /** The postal address's lines, postcode and city, joined (BG-5 / BG-8). */
  readonly address: string;
}

export interface ReadLine {
  /** BT-126. */
  readonly id: string;
  readonly description: string;
  readonly quantity: string;
  /** BT-146, the net price of one unit. */
  readonly unitPrice: string;
  /** BT-131. */
  readonly net: string;
  readonly taxRatePercent: string;
}

/** One rate of the VAT breakdown (BG-23). */
export interface ReadVatRate {
  /** BT-118, the VAT category (S standard, Z zero, E exempt, AE reverse charge, O not subject …). */
  readonly category: string;
  /** BT-119 ('0' when the file states none, as for category O). */
  readonly ratePercent: string;
  /** BT-116, the taxable amount. */
  readonly taxable: string;
  /** BT-117, the VAT at this rate. */
  readonly tax: string;
  /** BT-120, the exemption reason ('' when none). */
  readonly exemptionReason: string;
}

export interface ReadEInvoice {
  readonly syntax: 'UBL' | 'CII';
  readonly kind: 'invoice' | 'credit-note';
  /** BT-24. */
  readonly specification: string;
  /** BT-3. */
  readonly typeCode: string;
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  /** BT-20. */
  readonly paymentTerms: string;
  readonly currency: string;
  /** BT-22. */
  readonly notes: readonly string[];
  readonly seller: ReadParty;
  readonly buyer: ReadParty;
  readonly lines: readonly ReadLine[];
  /** The VAT breakdown, one entry per category and rate (BG-23). */
  readonly vatBreakdown: readonly ReadVatRate[];
  /** BT-106. */
  readonly lineTotal: string;
  /** BT-107, BT-108 ('' when none). */
  readonly allowanceTotal: string;
  readonly chargeTotal: string;
  /** BT-109. */
  readonly netTotal: string;
  /** BT-110. */
  readonly taxTotal: string;
  /** BT-112. */
  readonly taxInclusive: string;
  /** BT-113, BT-114 ('' when none). */
  readonly prepaid: string;
  readonly rounding: string;
  /** BT-115. */
  readonly payable: string;
  /** BT-81, the payment means code (30 credit transfer, 58 SEPA, ZZZ mutually defined …). */
  readonly paymentMeans: string;
  /** Remittance information (BT-83). */
  readonly paymentReference: string;
  /** The payee's account (BT-84: IBAN, or another identifier such as a wallet). */
  readonly payeeAccount: string;
  /** BT-86, the payee's bank (BIC) ('' when none). */
  readonly payeeBank: string;
  /** BT-59, the payee when it is not the seller ('' when the seller is paid). */
  readonly payeeName: string;
}

/** An EN 16931 business rule the file fails (checked in the browser: `einvoice-rules.ts`). */
export interface FailedRule {
  readonly rule: string;
  readonly message: string;
}

export type ReadResult =
  | { readonly ok: true; readonly invoice: ReadEInvoice; readonly failedRules: readonly FailedRule[] }
  | { readonly ok: false; readonly message: string };
