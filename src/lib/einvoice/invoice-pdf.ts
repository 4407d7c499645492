// The invoice as a PDF: PDF/A-3b, fonts embedded (Liberation Sans, subset), text selectable, A4 or US
// Letter, the payment QR codes as vector paths at their printed size (40 mm with the quiet zone).
// With the invoice's CII it is a Factur-X invoice, profile EN 16931: the XML embedded as
// `factur-x.xml` with AFRelationship /Alternative, and the XMP metadata declaring the profile.
// Pure: the fonts come in as bytes (the browser fetches them on demand, tests read them from disk).
import { qrMatrix } from '@/lib/formats/qr';
import { formatQuantity } from '@/lib/money/format-quantity';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { eInvoiceTotals, type EInvoiceFacts } from './facts';
import { pdfaDocument } from './pdfa-document';
import { CODE_SIZE, Layout, MARGIN, MM, PAPER_SIZES, qrOps, type Paper } from './pdf-layout';
import { face, wrap, type Face } from './pdf-text';

export type { Paper } from './pdf-layout';

/** One QR code to print: what it says under it and the text it encodes. */
export interface PdfCode {
  readonly label: string;
  readonly text: string;
}

export interface InvoicePdfInput {
  readonly facts: EInvoiceFacts;
  /** Decimals of the amounts (2 for a currency, the asset's for an invoice in an asset). */
  readonly decimals: number;
  /** Sentences under "Payment" (asset, network, payee, rate). */
  readonly payment: readonly string[];
  readonly codes: readonly PdfCode[];
  /** The CII XML (Factur-X EN 16931), or null for an invoice that is no e-invoice. */
  readonly cii: string | null;
  readonly paper: Paper;
  readonly fonts: { readonly regular: Uint8Array; readonly bold: Uint8Array };
  /** The document's creation time (ISO), for the metadata. */
  readonly createdAt: string;
}

/**
 * An amount in lib/money's quantity format, in English: a currency's with its two decimals always
 * shown (1,350.00), an asset's with every digit; with `symbol`, the code after a no-break space.
 */
function amountShown(units: bigint, decimals: number, symbol?: string): string {
  return formatQuantity(units, decimals, { locale: 'en', fixed: decimals === 2, ...(symbol ? { symbol } : {}) });
}

/** The invoice PDF's bytes. */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { facts } = input;
  const [pageWidth, pageHeight] = PAPER_SIZES[input.paper];
  const regular = face('F1', input.fonts.regular);
  const bold = face('F2', input.fonts.bold);
  const used = new Map<Face, Set<number>>([
    [regular, new Set()],
    [bold, new Set()],
  ]);
  const page = new Layout(pageWidth, pageHeight, regular, bold, used);
  const right = pageWidth - MARGIN;
  const content = right - MARGIN;
  const amount = (units: bigint) => amountShown(units, input.decimals);
  const money = (units: bigint) => amountShown(units, input.decimals, facts.currency);
  const title = facts.kind === 'credit-note' ? 'Credit note' : 'Invoice';
  const { totals, breakdown } = eInvoiceTotals(facts);

  // Header: the seller on the left, the title, number and dates on the right.
  const top = page.y;
  page.text(facts.seller.name, MARGIN, 12, bold);
  page.y -= 16;
  for (const line of facts.seller.addressLines) {
    page.text(line, MARGIN, 9);
    page.y -= 12;
  }
  if (facts.seller.vatId) {
    page.text(`VAT ID ${facts.seller.vatId}`, MARGIN, 9);
    page.y -= 12;
  }
  if (facts.seller.registrationId) {
    page.text(`Registration ${facts.seller.registrationId}`, MARGIN, 9);
    page.y -= 12;
  }
  const leftBottom = page.y;
  page.y = top;
  page.text(`${title} ${facts.number}`, right, 16, bold, 'right');
  page.y -= 22;
  page.text(`Issued ${facts.issueDate}`, right, 9, regular, 'right');
  page.y -= 12;
  page.text(`Due ${facts.dueDate}`, right, 9, regular, 'right');
  page.y -= 12;
  if (facts.precedingInvoice) {
    page.text(
      `For invoice ${facts.precedingInvoice.number} of ${facts.precedingInvoice.issueDate}`,
      right,
      9,
      regular,
      'right',
    );
    page.y -= 12;
  }
  page.y = Math.min(page.y, leftBottom) - 14;

  page.text('Bill to', MARGIN, 9, bold);
  page.y -= 12;
  for (const line of [facts.buyer.name, ...facts.buyer.addressLines]) {
    page.text(line, MARGIN, 9);
    page.y -= 12;
  }
  if (facts.buyer.vatId) {
    page.text(`VAT ID ${facts.buyer.vatId}`, MARGIN, 9);
    page.y -= 12;
  }
  page.y -= 10;

  // Lines.
  const columns = [
    { label: 'Quantity', x: MARGIN + content * 0.55 },
    { label: 'Unit price', x: MARGIN + content * 0.7 },
    { label: 'Discount', x: MARGIN + content * 0.78 },
    { label: 'Tax', x: MARGIN + content * 0.86 },
    { label: 'Net', x: right },
  ];
  page.text('Description', MARGIN, 8, bold);
  for (const column of columns) page.text(column.label, column.x, 8, bold, 'right');
  page.y -= 12;
  page.rule();
  page.y -= 4;
  facts.lines.forEach((line, index) => {
    const figures = totals.lines[index];
    const described = wrap(regular, line.description, 9, content * 0.44);
    page.space(described.length * 12 + 2);
    const values = [
      line.quantity,
      amount(line.unitPrice),
      `${line.discountPercent} %`,
      `${line.taxRatePercent} %`,
      amount(figures?.net ?? 0n),
    ];
    columns.forEach((column, i) => page.text(values[i] ?? '', column.x, 9, regular, 'right'));
    for (const part of described) {
      page.text(part, MARGIN, 9);
      page.y -= 12;
    }
  });
  page.rule();
  page.y -= 6;

  // Totals, with the tax per rate.
  const totalLine = (label: string, value: string, f: Face = regular, size = 9) => {
    page.space(size + 4);
    page.text(label, MARGIN + content * 0.55, size, f);
    page.text(value, right, size, f, 'right');
    page.y -= size + 4;
  };
  totalLine('Net total', money(totals.net));
  for (const row of breakdown)
    totalLine(
      row.rate === null ? `Not subject to VAT on ${money(row.base)}` : `VAT ${row.rate} % on ${money(row.base)}`,
      money(row.tax),
    );
  totalLine('Total', money(totals.total), bold, 11);
  page.y -= 8;

  // Payment: the reference, the means, the codes.
  page.space(60);
  page.text('Payment', MARGIN, 10, bold);
  page.y -= 14;
  for (const sentence of input.payment) page.paragraph(sentence, MARGIN, content);
  page.paragraph('Payment reference:', MARGIN, content, 9, bold);
  page.paragraph(facts.payment.reference, MARGIN, content);
  if (facts.payment.payLink) page.paragraph(`Pay online: ${facts.payment.payLink}`, MARGIN, content);
  page.y -= 6;
  if (input.codes.length) {
    page.space(CODE_SIZE + 30);
    const codesTop = page.y;
    let lowest = page.y;
    input.codes.forEach((code, i) => {
      const qr = printableQr(code.text);
      if (!qr) return;
      const x = MARGIN + i * (CODE_SIZE + 12 * MM);
      page.ops.push(qrOps(qrMatrix(code.text, { ecc: qr.ecc }), x, codesTop, CODE_SIZE));
      page.y = codesTop - CODE_SIZE - 2;
      for (const line of wrap(regular, code.label, 8, CODE_SIZE)) {
        page.text(line, x, 8);
        page.y -= 10;
      }
      lowest = Math.min(lowest, page.y);
    });
    page.y = lowest - 6;
  }
  for (const note of facts.notes) page.paragraph(note, MARGIN, content);
  if (facts.terms) page.paragraph(`Terms: ${facts.terms}`, MARGIN, content);

  return pdfaDocument({
    pages: page.pages,
    used,
    paper: input.paper,
    number: facts.number,
    title: `${title} ${facts.number}`,
    author: facts.seller.name,
    createdAt: input.createdAt,
    cii: input.cii,
  });
}
