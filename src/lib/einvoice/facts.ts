// The facts an EN 16931 e-invoice is written from (CII in cii.ts, UBL in ubl.ts), independent of
// either syntax: parties, lines, the VAT breakdown and the payment. Amounts are exact integers in the
// currency's minor units (2 decimals); the arithmetic is the invoice's own (lib/payments/invoice-totals),
// so the e-invoice states exactly the figures the printed invoice shows.
import { minorToDecimal } from '@/lib/money/minor-units';
import { invoiceTotals, type InvoiceTotals, type LineTotals } from '@/lib/payments/invoice-totals';

/** An electronic address (BT-34/BT-49) with its scheme from the EAS code list (`EM`: e-mail, `0088`: GLN, …). */
export interface ElectronicAddress {
  readonly scheme: string;
  readonly value: string;
}

export interface EInvoiceParty {
  /** The legal name (BT-27 / BT-44). */
  readonly name: string;
  /** Legal registration identifier (BT-30 / BT-47), e.g. a company register number. */
  readonly registrationId: string;
  /** VAT identifier with its country prefix (BT-31 / BT-48). */
  readonly vatId: string;
  /** The address as typed, one line per line (BT-35…BT-37, the rest joined into the third line). */
  readonly addressLines: readonly string[];
  /** ISO 3166-1 alpha-2 (BT-40 / BT-55). */
  readonly country: string;
  readonly electronicAddress: ElectronicAddress | null;
}

export interface EInvoiceLine {
  readonly description: string;
  /** Decimal text, at most 6 decimals. */
  readonly quantity: string;
  /** Price of one unit in minor units. */
  readonly unitPrice: bigint;
  readonly discountPercent: string;
  readonly taxRatePercent: string;
}

/** How the invoice is paid: a transfer of a crypto asset on a chain, identified by the reference. */
export interface EInvoicePayment {
  /** The payment reference: the remittance information (BT-83) the payer's transfer carries. */
  readonly reference: string;
  /** Our wallet (the payment account identifier, BT-84). */
  readonly payee: string;
  /** What is paid, and where: "USDC on Ethereum (chain 1) through the PaymentRouter". */
  readonly means: string;
  /** The pay link (a note, BT-22), or null when none can be given (no link a client can open). */
  readonly payLink: string | null;
}

export type EInvoiceKind = 'invoice' | 'credit-note';

export interface EInvoiceFacts {
  readonly kind: EInvoiceKind;
  readonly number: string;
  /** YYYY-MM-DD. */
  readonly issueDate: string;
  readonly dueDate: string;
  /** ISO 4217 (BT-5). */
  readonly currency: string;
  readonly seller: EInvoiceParty;
  readonly buyer: EInvoiceParty;
  readonly lines: readonly EInvoiceLine[];
  /** A credit note's invoice (BT-25, BT-26). */
  readonly precedingInvoice: { readonly number: string; readonly issueDate: string } | null;
  /** The buyer's reference (BT-10); the invoice number when the buyer gave none. */
  readonly buyerReference: string;
  readonly payment: EInvoicePayment;
  /** Free text notes (BT-22), each one note. */
  readonly notes: readonly string[];
  /** Payment terms (BT-20). */
  readonly terms: string;
}

/** UNCL 5305 VAT category codes used: standard, zero rated, not subject to VAT. */
export type VatCategory = 'S' | 'Z' | 'O';

export interface VatBreakdownRow {
  readonly category: VatCategory;
  /** Percent text ("19", "7.5"); '0' for Z, null for O (no rate). */
  readonly rate: string | null;
  readonly base: bigint;
  readonly tax: bigint;
  /** BT-120, required for O. */
  readonly exemptionReason: string | null;
}

export const NOT_SUBJECT_REASON = 'Not subject to VAT';

/**
 * The VAT category of a rate: a positive rate is standard (S); 0 % is zero rated (Z) when the seller
 * has a VAT ID, otherwise the seller is not VAT registered and the supply is not subject to VAT (O).
 */
export function vatCategory(ratePercent: string, seller: Pick<EInvoiceParty, 'vatId'>): VatCategory {
  if (Number(ratePercent) > 0) return 'S';
  return seller.vatId.trim() ? 'Z' : 'O';
}

/** The invoice's figures with its VAT breakdown per category and rate (BG-23). */
export function eInvoiceTotals(facts: Pick<EInvoiceFacts, 'lines' | 'seller'>): {
  readonly totals: InvoiceTotals;
  readonly breakdown: VatBreakdownRow[];
} {
  const totals = invoiceTotals(facts.lines);
  const breakdown = totals.taxByRate.map((row): VatBreakdownRow => {
    const category = vatCategory(row.rate, facts.seller);
    return {
      category,
      rate: category === 'O' ? null : row.rate,
      base: row.base,
      // The sum of the lines' rounded taxes, as the invoice shows it; BR-CO-17 allows ±1 against
      // base × rate rounded once, which this stays within.
      tax: row.tax,
      exemptionReason: category === 'O' ? NOT_SUBJECT_REASON : null,
    };
  });
  return { totals, breakdown };
}

/**
 * The parties as written: an invoice not subject to VAT (category O) carries no buyer VAT ID (BR-O-02;
 * the seller has none, or it would not be O).
 */
export function writtenParties(facts: Pick<EInvoiceFacts, 'seller' | 'buyer' | 'lines'>): {
  readonly seller: EInvoiceParty;
  readonly buyer: EInvoiceParty;
} {
  const notSubject = facts.lines.some((line) => vatCategory(line.taxRatePercent, facts.seller) === 'O');
  return { seller: facts.seller, buyer: notSubject ? { ...facts.buyer, vatId: '' } : facts.buyer };
}

/** Minor units (2 decimals) as EN 16931 writes an amount: "1234.50", "-0.05". */
export function amountText(units: bigint): string {
  return minorToDecimal(units, 2);
}

/** A decimal as typed ("1.500000", "7.50") without trailing zeros ("1.5", "7.5"). */
export function decimalText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.')) return trimmed.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/0+$/, '').replace(/\.$/, '');
}

/** The address lines as the three lines EN 16931 has (BT-35, BT-36, BT-162). */
export function threeLines(lines: readonly string[]): string[] {
  const clean = lines.map((line) => line.trim()).filter(Boolean);
  if (clean.length <= 3) return clean;
  return [clean[0] ?? '', clean[1] ?? '', clean.slice(2).join(', ')];
}

/** One line as both writers write it: the line, its figures and its VAT category. */
export interface WrittenLine {
  readonly line: EInvoiceLine;
  /** 1-based (BT-126). */
  readonly id: string;
  readonly figures: LineTotals;
  readonly category: VatCategory;
}

/** What the CII and UBL writers both write from the facts: figures, breakdown, parties and lines. */
export function writtenInvoice(facts: EInvoiceFacts): {
  readonly totals: InvoiceTotals;
  readonly breakdown: VatBreakdownRow[];
  readonly parties: { readonly seller: EInvoiceParty; readonly buyer: EInvoiceParty };
  readonly lines: WrittenLine[];
} {
  const { totals, breakdown } = eInvoiceTotals(facts);
  const lines = facts.lines.map((line, index): WrittenLine => {
    const figures = totals.lines[index];
    if (!figures) throw new Error('Line totals missing');
    return { line, id: String(index + 1), figures, category: vatCategory(line.taxRatePercent, facts.seller) };
  });
  return { totals, breakdown, parties: writtenParties(facts), lines };
}
