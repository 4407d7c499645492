// The files of an issued invoice, from the workspace's records: the PDF (a Factur-X invoice when the
// e-invoice check passes, else a plain PDF/A-3 invoice), the CII and the UBL. Loaded on demand (a
// dynamic import), so the page that offers the download does not carry the PDF writer or the fonts.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { networkName } from '@/lib/primitives/networks';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { writeCii } from './cii';
import { eInvoiceProblems, factsFromInvoice, type EInvoiceProblem } from './from-records';
import { invoicePdf, type Paper, type PdfCode } from './invoice-pdf';
import { writeUbl } from './ubl';

export interface InvoiceFilesInput {
  readonly invoice: Invoice;
  readonly profile: CompanyProfile | undefined;
  readonly client: Counterparty | undefined;
  /** The site's root URL, where /pay is. */
  readonly origin: string;
  /**
   * Whether the pay document is pinned (a client elsewhere can open the short link): only then the
   * short link is printed and noted; without it, the wallet codes alone (docs/product.md).
   */
  readonly pinned: boolean;
  readonly paper: Paper;
  readonly fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array };
  readonly now: string;
}

export interface InvoiceFiles {
  readonly pdf: Uint8Array;
  /** Null when the e-invoice check found something missing (`problems`). */
  readonly cii: string | null;
  readonly ubl: string | null;
  readonly problems: readonly EInvoiceProblem[];
}

/** File names: `INV-0042.pdf`, `INV-0042-factur-x.xml`, `INV-0042-ubl.xml`. */
export function invoiceFileName(number: string, kind: 'pdf' | 'cii' | 'ubl'): string {
  const base = number.replace(/[^A-Za-z0-9._-]+/g, '_');
  return kind === 'pdf' ? `${base}.pdf` : `${base}-${kind === 'cii' ? 'factur-x' : 'ubl'}.xml`;
}

/** The sentences under "Payment": what is paid, where, and at which rate. */
export function paymentSentences(invoice: Invoice): string[] {
  const where = `Pay in ${invoice.asset.symbol} on ${networkName(invoice.asset.chainId)} to ${invoice.payee} through the PaymentRouter, with the payment reference below.`;
  const fiat = invoice.fiat;
  if (!fiat) return [where];
  const rate = fiat.issueRate
    ? ` at 1 ${invoice.asset.symbol} = ${fiat.issueRate.price} ${fiat.currency}, the rate when issued`
    : '';
  return [
    where,
    `Amounts are in ${fiat.currency}, paid in ${invoice.asset.symbol}${rate}; a payment within ${fiat.tolerancePercent} % of the total settles it.`,
  ];
}

/** The issued invoice's files (throws for a draft: it has no signature, so no pay codes). */
export async function invoiceFiles(input: InvoiceFilesInput): Promise<InvoiceFiles> {
  const { invoice } = input;
  const pay = invoicePayCodes(input.origin, invoice);
  if (!pay) throw new Error(`Invoice ${invoice.number} is a draft: issue it first`);
  const payLink = input.pinned ? pay.shortLink : null;
  const facts = factsFromInvoice({ invoice, profile: input.profile, client: input.client, payLink });
  const problems = eInvoiceProblems(input);
  const cii = problems.length ? null : writeCii(facts);
  const ubl = problems.length ? null : writeUbl(facts);
  const codes: PdfCode[] = pay.requests.map((request) => ({
    label: request.step ? `Phone wallet, ${request.step}` : 'Scan with a phone wallet',
    text: request.uri,
  }));
  if (payLink) codes.push({ label: 'Open the pay page', text: payLink });
  const pdf = await invoicePdf({
    facts,
    decimals: invoice.fiat ? invoice.fiat.decimals : invoice.asset.decimals,
    payment: paymentSentences(invoice),
    codes,
    cii,
    paper: input.paper,
    fonts: input.fonts,
    createdAt: input.now,
  });
  return { pdf, cii, ubl, problems };
}
