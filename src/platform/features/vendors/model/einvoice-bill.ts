// A received EN 16931 e-invoice as a new bill: the vendor matched by VAT ID, electronic address or
// e-mail (or a new vendor proposed from the seller), and the bill form's draft filled from the
// invoice (number, dates, currency, lines or total, the supplier's payment details in the notes).
// Pure: nothing is stored until the user adds the vendor or saves the bill.
import { ELECTRONIC_ADDRESS } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { emptyCounterparty } from '@/lib/counterparties/counterparty-store';
import type { ReadEInvoice, ReadParty } from '@/lib/einvoice/received-types';
import { assetId, type Asset } from '@/lib/money/asset';
import { fiatCurrenciesFor } from '@/lib/payments/fiat-quote';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { dueDateFromTerms, EMPTY_BILL_DRAFT, type BillDraft, type BillLineDraft } from './bill-form';

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

const positive = (value: string) => /^\d+(\.\d+)?$/.test(value.trim()) && Number(value) > 0;
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * The bill's lines: one per invoice line (its net, with quantity, price and VAT rate in words) and
 * one for the VAT, when they add up to the amount due exactly and none is negative or zero; else
 * none (the bill is entered as its total, the amount due, and the lines stay in the e-invoice).
 */
export function billLines(invoice: ReadEInvoice): BillLineDraft[] {
  const lines = invoice.lines.map((line) => ({
    description: `${line.description} (${line.quantity} × ${line.unitPrice}, VAT ${line.taxRatePercent} %)`.slice(
      0,
      200,
    ),
    amount: line.net,
  }));
  if (Number(invoice.taxTotal) > 0) lines.push({ description: 'VAT', amount: invoice.taxTotal });
  const sum = lines.reduce((total, line) => total + cents(line.amount), 0);
  return lines.every((line) => positive(line.amount)) && sum === cents(invoice.payable) ? lines : [];
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
    dueDate: invoice.dueDate || (vendor ? dueDateFromTerms(invoice.issueDate, vendor.paymentTermsDays) : ''),
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
