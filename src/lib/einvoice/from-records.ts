// From the workspace's records (an invoice, the Company profile, the client) to the facts of its
// EN 16931 e-invoice, and the check before issuing: every field the e-invoice needs that the records
// lack, named with the place to fill it in.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { networkName } from '@/lib/primitives/networks';
import { isFiatCurrency } from '@/lib/payments/fiat-terms';
import type { EInvoiceFacts, EInvoiceParty, ElectronicAddress } from './facts';

/** Where a missing field is filled in. */
export type EInvoiceFieldPlace = 'company' | 'client' | 'invoice';

export interface EInvoiceProblem {
  readonly place: EInvoiceFieldPlace;
  /** The field's label as the form shows it. */
  readonly field: string;
  /** The sentence the check shows. */
  readonly message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Peppol-style participant identifier: an EAS scheme code, a colon, the identifier. */
const SCHEMED = /^(\d{4}):(\S.{0,150})$/;

/**
 * An electronic address as typed: an e-mail is scheme EM, `0088:5790000435975` (an EAS code, a colon,
 * the identifier, as Peppol participant identifiers are written) is that scheme. Null when empty or
 * neither.
 */
export function parseElectronicAddress(text: string | undefined): ElectronicAddress | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (EMAIL.test(value)) return { scheme: 'EM', value };
  const schemed = SCHEMED.exec(value);
  if (schemed?.[1] && schemed[2]) return { scheme: schemed[1], value: schemed[2] };
  return null;
}

function addressLines(address: string | undefined): string[] {
  return (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function sellerParty(profile: CompanyProfile | undefined): EInvoiceParty {
  return {
    name: profile?.legalName ?? '',
    registrationId: profile?.registrationNumber ?? '',
    vatId: profile?.taxId ?? '',
    addressLines: addressLines(profile?.address),
    country: profile?.country ?? '',
    electronicAddress: parseElectronicAddress(profile?.electronicAddress),
  };
}

export function buyerParty(client: Counterparty | undefined): EInvoiceParty {
  return {
    name: client?.legalName || client?.name || '',
    registrationId: client?.registrationNumber ?? '',
    vatId: client?.taxId ?? '',
    addressLines: addressLines(client?.address),
    country: client?.country ?? '',
    // The client's e-mail stands in when no electronic address is given.
    electronicAddress: parseElectronicAddress(client?.electronicAddress) ?? parseElectronicAddress(client?.email),
  };
}

export interface FactsInput {
  readonly invoice: Invoice;
  readonly profile: CompanyProfile | undefined;
  readonly client: Counterparty | undefined;
  /** The link a client can open (the short pay-page link once pinned), or null. */
  readonly payLink: string | null;
}

/** The e-invoice's facts. Call `eInvoiceProblems` first: facts of an incomplete record do not validate. */
export function factsFromInvoice({ invoice, profile, client, payLink }: FactsInput): EInvoiceFacts {
  const chain = `${networkName(invoice.asset.chainId)} (chain ${invoice.asset.chainId})`;
  const rate = invoice.fiat?.issueRate
    ? `, at 1 ${invoice.asset.symbol} = ${invoice.fiat.issueRate.price} ${invoice.fiat.currency} (the rate when issued; ${invoice.fiat.tolerancePercent} % tolerance)`
    : '';
  const means = `Crypto transfer of ${invoice.asset.symbol} on ${chain} to ${invoice.payee} through the PaymentRouter with the payment reference${rate}`;
  const notes = [invoice.notes.trim(), payLink ? `Pay online: ${payLink}` : '', `Payment: ${means}.`].filter(Boolean);
  return {
    kind: 'invoice',
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.fiat?.currency ?? invoice.asset.symbol,
    seller: sellerParty(profile),
    buyer: buyerParty(client),
    lines: invoice.lines.map((line) => ({ ...line, unitPrice: BigInt(line.unitPrice) })),
    precedingInvoice: null,
    buyerReference: invoice.number,
    payment: { reference: invoice.reference, payee: invoice.payee, means, payLink },
    notes,
    terms: invoice.terms.trim() || `Due ${invoice.dueDate}`,
  };
}

/**
 * Every field an EN 16931 e-invoice of this invoice needs and the records lack (empty: ready). The
 * rules behind each: amounts in an ISO 4217 currency with 2 decimals (BR-CL-04, BR-DEC); the seller's
 * and buyer's country (BR-09, BR-11); the seller's VAT ID or legal registration ID (BR-CO-26), the VAT
 * ID when a line carries VAT (BR-S-02); the seller's electronic address (Peppol BIS, BT-34).
 */
export function eInvoiceProblems({
  invoice,
  profile,
  client,
}: Pick<FactsInput, 'invoice' | 'profile' | 'client'>): EInvoiceProblem[] {
  const problems: EInvoiceProblem[] = [];
  const seller = sellerParty(profile);
  const buyer = buyerParty(client);
  const currency = invoice.fiat?.currency;
  if (!currency || !isFiatCurrency(currency)) {
    problems.push({
      place: 'invoice',
      field: 'Amounts in',
      message: `Amounts in: an e-invoice states its amounts in a currency (GBP, EUR, USD or another ISO 4217 currency a price feed quotes); this invoice is in ${invoice.asset.symbol}.`,
    });
  }
  if (!seller.name.trim()) {
    problems.push({ place: 'company', field: 'Legal name', message: 'Legal name: set it in Company.' });
  }
  if (!seller.country) {
    problems.push({ place: 'company', field: 'Country', message: 'Country: set the company’s country in Company.' });
  }
  const taxed = invoice.lines.some((line) => Number(line.taxRatePercent) > 0);
  if (taxed && !seller.vatId.trim()) {
    problems.push({
      place: 'company',
      field: 'Tax ID',
      message: 'Tax ID: lines carry VAT, so the e-invoice needs the company’s VAT ID (set it in Company).',
    });
  } else if (!seller.vatId.trim() && !seller.registrationId.trim()) {
    problems.push({
      place: 'company',
      field: 'Registration number',
      message: 'Registration number or Tax ID: set at least one in Company.',
    });
  }
  if (!seller.electronicAddress) {
    problems.push({
      place: 'company',
      field: 'E-invoice endpoint',
      message: 'E-invoice endpoint: set in Company the e-mail or Peppol ID where e-invoices reach the company.',
    });
  }
  if (!buyer.name.trim()) {
    problems.push({ place: 'client', field: 'Name', message: 'Client: the invoice’s client is not in the directory.' });
  }
  if (!buyer.country) {
    problems.push({ place: 'client', field: 'Country', message: 'Country: set the client’s country in its record.' });
  }
  return problems;
}
