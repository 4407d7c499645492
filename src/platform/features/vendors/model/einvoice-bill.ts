// A received EN 16931 e-invoice as a new bill: the vendor matched by VAT ID, electronic address or
// e-mail (or a new vendor proposed from the seller), and the bill form's draft filled from the
// invoice (number, dates, currency, lines with the VAT per rate or the total, the supplier's payment
// details in the notes).
// Pure: nothing is stored until the user adds the vendor or saves the bill.
import { ELECTRONIC_ADDRESS } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { emptyCounterparty } from '@/lib/counterparties/counterparty-store';
import { vatCategoryWords } from '@/lib/einvoice/codes';
import type { ReadEInvoice, ReadParty, ReadVatRate } from '@/lib/einvoice/received-types';
import { assetId, type Asset } from '@/lib/money/asset';
import { formatMoney } from '@/lib/money/format-money';
import { fiatCurrenciesFor } from '@/lib/payments/fiat-quote';
import { normaliseRate } from '@/lib/payments/invoice-totals';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { dueFromTerms } from '@/lib/primitives/days';
import { EMPTY_BILL_DRAFT, type BillDraft, type BillLineDraft } from './bill-form';

export type MatchedBy = 'VAT ID' | 'electronic address' | 'e-mail';

export interface VendorMatch {
  readonly vendor: Counterparty;
  readonly by: MatchedBy;
}

/** VAT IDs compared without spaces, dots and dashes, in capitals ("NL8200.98.395.B.01" = "nl820098395b01"). */
const vatKey = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();
const lower = (value: string) => value.trim().toLowerCase();

/** The vendor the seller is, by VAT ID first, then electronic address, then e-mail; undefined when none. */
export function matchVendor(seller: ReadParty, vendors: readonly Counterparty[]): VendorMatch | undefined {
  const tries: [MatchedBy, string, (v: Counterparty) => string][] = [
    ['VAT ID', vatKey(seller.vatId), (v) => vatKey(v.taxId)],
    ['electronic address', lower(seller.electronicAddress), (v) => lower(v.electronicAddress ?? '')],
    ['e-mail', lower(seller.email), (v) => lower(v.email)],
  ];
  for (const [by, wanted, key] of tries) {
    if (!wanted) continue;
    const vendor = vendors.find((v) => v.isVendor && key(v) === wanted);
    if (vendor) return { vendor, by };
  }
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new vendor from the seller's details (added only when the user says so); a wallet as payee account is its wallet. */
export function proposedVendor(invoice: ReadEInvoice, chainId: number): CounterpartyInput {
  const seller = invoice.seller;
  const wallet = checkAddress(invoice.payeeAccount);
  return {
    ...emptyCounterparty('vendor'),
    name: seller.name.slice(0, 120) || 'Vendor from e-invoice',
    legalName: seller.name.slice(0, 200),
    email: EMAIL.test(seller.email) ? seller.email : '',
    taxId: seller.vatId.slice(0, 100),
    address: seller.address.slice(0, 1000),
    ...(/^[A-Z]{2}$/.test(seller.country) ? { country: seller.country } : {}),
    ...(seller.registrationId ? { registrationNumber: seller.registrationId.slice(0, 100) } : {}),
    ...(ELECTRONIC_ADDRESS.test(seller.electronicAddress) ? { electronicAddress: seller.electronicAddress } : {}),
    wallets: wallet.ok ? [{ chainId, address: wallet.address }] : [],
  };
}

const MEANS: Readonly<Record<string, string>> = {
  '30': 'credit transfer',
  '31': 'debit transfer',
  '42': 'payment to bank account',
  '48': 'bank card',
  '49': 'direct debit',
  '57': 'standing agreement',
  '58': 'SEPA credit transfer',
  '59': 'SEPA direct debit',
  ZZZ: 'as agreed (see the e-invoice)',
};

/** The supplier's payment details in words, for the bill's notes. */
export function paymentDetails(invoice: ReadEInvoice): string {
  const parts = [
    invoice.paymentMeans ? `Pay by ${MEANS[invoice.paymentMeans] ?? `means ${invoice.paymentMeans}`}` : '',
    invoice.payeeAccount ? `to ${invoice.payeeAccount}` : '',
    invoice.payeeBank ? `BIC ${invoice.payeeBank}` : '',
    invoice.payeeName ? `payee ${invoice.payeeName}` : '',
    invoice.paymentReference ? `reference ${invoice.paymentReference}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

const isDecimal = (value: string) => /^-?\d+(\.\d+)?$/.test(value.trim());

/** An amount the e-invoice states, as money (`€515.00`, `NOK 1,460.50`); text that is not a number as read. */
export function stated(value: string, currency: string): string {
  return isDecimal(value) && currency ? formatMoney(value.trim(), currency) : `${value} ${currency}`.trim();
}

const cents = (value: string) => Math.round(Number(value) * 100);
const positive = (value: string) => isDecimal(value) && cents(value) > 0;
const notNegative = (value: string) => isDecimal(value) && cents(value) >= 0;

/** A rate of the breakdown in words, as the invoice's tax summary writes a rate: "VAT 19 %", "VAT 0 % (exempt: reason)". */
function rateText(rate: ReadVatRate): string {
  const words = [vatCategoryWords(rate.category), rate.exemptionReason].filter(Boolean).join(': ');
  return `VAT ${normaliseRate(rate.ratePercent || '0')} %${words ? ` (${words})` : ''}`;
}

/** One bill line per rate of the VAT breakdown (BG-23): the VAT at that rate, with its taxable amount. */
export function vatLines(invoice: ReadEInvoice): BillLineDraft[] {
  if (invoice.vatBreakdown.length === 0)
    return Number(invoice.taxTotal) > 0 ? [{ description: 'VAT', amount: invoice.taxTotal }] : [];
  return invoice.vatBreakdown.map((rate) => ({
    description: `${rateText(rate)} on ${stated(rate.taxable, invoice.currency)}`.slice(0, 200),
    amount: rate.tax,
  }));
}

/**
 * The bill's lines: the goods and services, then the VAT per rate as the e-invoice's breakdown states
 * it (one line per category and rate, its taxable amount in words, its VAT as the amount), when they
 * add up to the amount due exactly and none is negative. The goods are the invoice's lines (their
 * net, with quantity, price and VAT rate in words) when those add up to the total without VAT; with
 * allowances or charges on the whole document, the net at each rate instead. Else none: the bill is
 * entered as its total, the amount due, with the VAT per rate in its notes (`draftFromEInvoice`).
 */
export function billLines(invoice: ReadEInvoice): BillLineDraft[] {
  const items = invoice.lines.map((line) => ({
    description: `${line.description} (${line.quantity} × ${line.unitPrice}, VAT ${line.taxRatePercent} %)`.slice(
      0,
      200,
    ),
    amount: line.net,
  }));
  const sum = (lines: readonly BillLineDraft[]) => lines.reduce((total, line) => total + cents(line.amount), 0);
  const goods =
    items.every((line) => positive(line.amount)) && sum(items) === cents(invoice.netTotal)
      ? items
      : invoice.vatBreakdown.map((rate) => ({ description: `Net amount at ${rateText(rate)}`, amount: rate.taxable }));
  const taxes = vatLines(invoice);
  const rounding = cents(invoice.rounding || '0') > 0 ? [{ description: 'Rounding', amount: invoice.rounding }] : [];
  const lines = [...goods, ...taxes, ...rounding];
  return goods.length > 0 &&
    goods.every((line) => positive(line.amount)) &&
    taxes.every((line) => notNegative(line.amount)) &&
    sum(lines) === cents(invoice.payable)
    ? lines
    : [];
}

/** What the notes say of the amounts when the bill is its amount due alone: the VAT per rate, what was prepaid. */
function amountNotes(invoice: ReadEInvoice): string[] {
  const money = (value: string) => stated(value, invoice.currency);
  const taxes = vatLines(invoice).map((line) => `${line.description}: ${money(line.amount)}`);
  return [
    taxes.length > 0
      ? `${taxes.join('; ')} (VAT ${money(invoice.taxTotal)}, total with VAT ${money(invoice.taxInclusive)})`
      : '',
    cents(invoice.prepaid || '0') !== 0
      ? `Paid in advance ${money(invoice.prepaid)}, amount due ${money(invoice.payable)}`
      : '',
  ];
}

/** The new-bill form's draft for a received e-invoice, with the vendor (matched or just added). */
export function draftFromEInvoice(
  invoice: ReadEInvoice,
  vendor: Counterparty | undefined,
  assets: readonly Asset[],
  documentCid: string,
): BillDraft {
  // Paid in the first asset a known feed quotes in the invoice's currency; without one, the form
  // says so at "Amounts in" (the amounts are in the currency either way).
  const asset = assets.find((a) => fiatCurrenciesFor(a).includes(invoice.currency)) ?? assets[0];
  const wallet = vendor?.wallets.find((w) => w.chainId === asset?.chainId)?.address;
  const payee = checkAddress(invoice.payeeAccount);
  const lines = billLines(invoice);
  const notes = [
    // One full stop, also after a name that ends with one ("Salescompany ltd.").
    `E-invoice ${invoice.number} (${invoice.syntax}) from ${invoice.seller.name}`.replace(/\.?$/, '.'),
    ...(lines.length > 0 ? [] : amountNotes(invoice)),
    paymentDetails(invoice),
    invoice.paymentTerms,
    ...invoice.notes,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    ...EMPTY_BILL_DRAFT,
    vendorId: vendor?.id ?? '',
    billNumber: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate || (vendor ? dueFromTerms(invoice.issueDate, vendor.paymentTermsDays) : ''),
    assetKey: asset ? assetId(asset) : '',
    currency: invoice.currency,
    payee: payee.ok ? payee.address : (wallet ?? ''),
    total: lines.length > 0 ? '' : invoice.payable,
    lines,
    expenseAccountId: vendor?.expenseAccountId ?? '',
    documentCid,
    notes: notes.slice(0, 2000),
  };
}
