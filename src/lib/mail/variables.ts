// The values a template's variables take from records: the company profile, the counterparty, the
// invoice or bill (amounts exact, with their asset), and an issued invoice's pay link.
import type { Bill } from '@/lib/db/entities/bill';
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import type { MailVariables } from './templates';
import { invoiceUnit } from '@/lib/payments/fiat-terms';
import { dueWords } from '@/lib/payments/document-status';

const money = (units: bigint | string, asset: Pick<Asset, 'decimals' | 'symbol'>) =>
  formatQuantity(BigInt(units), asset.decimals, { symbol: asset.symbol });

function companyVariables(profile: CompanyProfile | undefined): MailVariables {
  return {
    company: profile?.legalName ?? '',
    companyAddress: profile?.address ?? '',
    companyTaxId: profile?.taxId ?? '',
  };
}

/** The variables of an invoice; `open` is what is still unpaid, `payLink` null for a draft; `today` sets `due`'s tense. */
export function invoiceVariables(input: {
  readonly today: string;
  readonly invoice: Invoice;
  readonly client: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
  readonly open: bigint;
  readonly payLink: string | null;
}): MailVariables {
  const { invoice } = input;
  return {
    ...companyVariables(input.profile),
    contact: input.client?.name ?? '',
    number: invoice.number,
    amount: money(invoice.total, invoiceUnit(invoice)),
    open: money(input.open, invoiceUnit(invoice)),
    asset: invoice.asset.symbol,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    due: dueWords(invoice.dueDate, input.today),
    payLink: input.payLink ?? '',
    reference: invoice.reference,
  };
}

/** The variables of a bill (remittance advice to its vendor). */
export function billVariables(input: {
  readonly bill: Bill;
  readonly vendor: Counterparty | undefined;
  readonly profile: CompanyProfile | undefined;
}): MailVariables {
  const { bill } = input;
  return {
    ...companyVariables(input.profile),
    contact: input.vendor?.name ?? '',
    number: bill.billNumber,
    amount: money(bill.total, invoiceUnit(bill)),
    asset: bill.asset.symbol,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    reference: bill.reference,
  };
}
