// The invoice as a PDF: PDF/A-3b, fonts embedded (Liberation Sans, subset), text selectable, A4 or US
// Letter, the payment QR codes as vector paths at their printed size (40 mm with the quiet zone).
// With the invoice's CII it is a Factur-X invoice, profile EN 16931: the XML embedded as
// `factur-x.xml` with AFRelationship /Alternative, and the XMP metadata declaring the profile.
// Pure: the fonts come in as bytes (the browser fetches them on demand, tests read them from disk).
import { qrMatrix } from '@/lib/formats/qr';
import { formatQuantity } from '@/lib/money/format-quantity';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { eInvoiceTotals, type EInvoiceFacts } from './facts';
import { srgbIccProfile } from './icc';
import { PdfDocument, name, text, type PdfValue, type Ref } from './pdf-writer';
import { readTrueType, subsetTrueType, type TrueTypeFont } from './ttf';
import { FACTURX_CONFORMANCE, FACTURX_FILE_NAME, facturXXmp } from './xmp';

export type Paper = 'a4' | 'letter';
export const PAPER_SIZES: Readonly<Record<Paper, readonly [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

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

// WinAnsiEncoding: Latin-1 plus these in 0x80–0x9F.
const WIN_ANSI_EXTRA: Readonly<Record<number, number>> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};
const UNICODE_OF = new Map<number, number>(Object.entries(WIN_ANSI_EXTRA).map(([u, c]) => [c, Number(u)]));
const unicodeOf = (code: number) => UNICODE_OF.get(code) ?? code;

/** Text as WinAnsi bytes; characters outside it print as "?". */
export function winAnsi(value: string): Uint8Array {
  const out: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0) ?? 63;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else out.push(WIN_ANSI_EXTRA[code] ?? 63);
  }
  return new Uint8Array(out);
}

interface Face {
  readonly key: 'F1' | 'F2';
  readonly font: TrueTypeFont;
  readonly widths: number[]; // per WinAnsi code 32–255, in 1/1000 em
}

function face(key: 'F1' | 'F2', bytes: Uint8Array): Face {
  const font = readTrueType(bytes);
  const widths: number[] = [];
  for (let code = 32; code <= 255; code += 1)
    widths.push(Math.round((font.advanceOf(font.glyphOf(unicodeOf(code))) * 1000) / font.unitsPerEm));
  return { key, font, widths };
}

const width = (f: Face, value: string, size: number) =>
  [...winAnsi(value)].reduce((sum, code) => sum + (f.widths[code - 32] ?? 500), 0) * (size / 1000);

/** Lines of at most `max` points wide, broken at spaces (a word longer than a line is cut). */
function wrap(f: Face, value: string, size: number, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (width(f, next, size) <= max) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (width(f, rest, size) > max) {
        let cut = rest.length - 1;
        while (cut > 1 && width(f, rest.slice(0, cut), size) > max) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A currency's amount with its two decimals always shown (1,350.00); an asset's as the app shows it. */
function amountShown(units: bigint, decimals: number): string {
  if (decimals !== 2) return formatQuantity(units, decimals, { locale: 'en' });
  const abs = units < 0n ? -units : units;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units < 0n ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const MM = 72 / 25.4;
const MARGIN = 18 * MM;
/** A printed code is 40 mm wide with its quiet zone (components/pay-codes.tsx prints the same). */
const CODE_SIZE = 40 * MM;

class Layout {
  readonly pages: string[][] = [[]];
  y: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly regular: Face,
    readonly bold: Face,
    readonly used: Map<Face, Set<number>>,
  ) {
    this.y = height - MARGIN;
  }
  get ops(): string[] {
    return this.pages[this.pages.length - 1] ?? [];
  }
  space(needed: number): void {
    if (this.y - needed >= MARGIN) return;
    this.pages.push([]);
    this.y = this.height - MARGIN;
  }
  text(value: string, x: number, size: number, f: Face = this.regular, align: 'left' | 'right' = 'left'): void {
    const bytes = winAnsi(value);
    const set = this.used.get(f);
    for (const code of bytes) set?.add(code);
    const left = align === 'right' ? x - width(f, value, size) : x;
    const hexText = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    this.ops.push(`BT /${f.key} ${size} Tf ${left.toFixed(2)} ${(this.y - size).toFixed(2)} Td <${hexText}> Tj ET`);
  }
  /** Wrapped text at x, moving down. */
  paragraph(value: string, x: number, max: number, size = 9, f: Face = this.regular): void {
    for (const line of wrap(f, value, size, max)) {
      this.space(size * 1.35);
      this.text(line, x, size, f);
      this.y -= size * 1.35;
    }
  }
  rule(): void {
    this.ops.push(
      `0.6 G 0.5 w ${MARGIN.toFixed(2)} ${this.y.toFixed(2)} m ${(this.width - MARGIN).toFixed(2)} ${this.y.toFixed(2)} l S 0 G`,
    );
  }
}

function qrOps(matrix: boolean[][], x: number, top: number, size: number): string {
  const module = size / matrix.length;
  const rects: string[] = [];
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      const y = top - (r + 1) * module;
      rects.push(
        `${(x + start * module).toFixed(3)} ${y.toFixed(3)} ${((c - start) * module).toFixed(3)} ${module.toFixed(3)} re`,
      );
    }
  });
  return `0 g ${rects.join(' ')} f`;
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
  const money = (units: bigint) => `${amount(units)} ${facts.currency}`;
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

  return assemble(input, page, used, title);
}

async function fontObjects(doc: PdfDocument, f: Face, codes: Set<number>, baseName: string): Promise<Ref> {
  const glyphs = new Set([...codes].map((code) => f.font.glyphOf(unicodeOf(code))));
  const program = subsetTrueType(f.font, glyphs);
  const file = await doc.stream(program, { Length1: program.length });
  const scale = (v: number) => Math.round((v * 1000) / f.font.unitsPerEm);
  const descriptor = doc.add({
    Type: name('FontDescriptor'),
    FontName: name(baseName),
    Flags: 32,
    FontBBox: f.font.bbox.map(scale),
    ItalicAngle: f.font.italicAngle,
    Ascent: scale(f.font.ascent),
    Descent: scale(f.font.descent),
    CapHeight: scale(f.font.capHeight),
    StemV: 80,
    FontFile2: file,
  });
  return doc.add({
    Type: name('Font'),
    Subtype: name('TrueType'),
    BaseFont: name(baseName),
    FirstChar: 32,
    LastChar: 255,
    Widths: f.widths,
    Encoding: name('WinAnsiEncoding'),
    FontDescriptor: descriptor,
  });
}

/** PDF date: D:YYYYMMDDHHmmSSZ. */
const pdfDate = (iso: string) => `D:${iso.replace(/[-:T]/g, '').slice(0, 14)}Z`;

async function assemble(input: InvoicePdfInput, layout: Layout, used: Map<Face, Set<number>>, title: string) {
  const doc = new PdfDocument();
  const catalog = doc.ref();
  const pagesRef = doc.ref();
  // A subset's name carries a six-letter tag (PDF 9.6.4), here from the document number.
  const tag = [...new TextEncoder().encode(input.facts.number.padEnd(6, 'X'))]
    .slice(0, 6)
    .map((b) => String.fromCharCode(65 + (b % 26)))
    .join('');
  const fonts: Record<string, Ref> = {};
  for (const [f, codes] of used) {
    fonts[f.key] = await fontObjects(doc, f, codes, `${tag}+LiberationSans${f.key === 'F2' ? '-Bold' : ''}`);
  }
  const [w, h] = PAPER_SIZES[input.paper];
  const kids: Ref[] = [];
  for (const ops of layout.pages) {
    const contents = await doc.stream(new TextEncoder().encode(ops.join('\n')));
    kids.push(
      doc.add({
        Type: name('Page'),
        Parent: pagesRef,
        MediaBox: [0, 0, w, h],
        Resources: { Font: fonts },
        Contents: contents,
      }),
    );
  }
  doc.set(pagesRef, { Type: name('Pages'), Kids: kids, Count: kids.length });

  const documentTitle = `${title} ${input.facts.number}`;
  const producer = 'Ledgerline';
  const xmp = facturXXmp({
    title: documentTitle,
    author: input.facts.seller.name,
    producer,
    createdAt: input.createdAt,
    facturX: input.cii !== null,
  });
  const metadata = await doc.stream(
    new TextEncoder().encode(xmp),
    { Type: name('Metadata'), Subtype: name('XML') },
    true,
  );
  const icc = await doc.stream(srgbIccProfile(), { N: 3 });
  const outputIntent = doc.add({
    Type: name('OutputIntent'),
    S: name('GTS_PDFA1'),
    OutputConditionIdentifier: text('sRGB'),
    Info: text('sRGB IEC61966-2.1'),
    DestOutputProfile: icc,
  });

  let attachments: { Names?: PdfValue; AF?: PdfValue } = {};
  if (input.cii !== null) {
    const xml = new TextEncoder().encode(input.cii);
    const embedded = await doc.stream(xml, {
      Type: name('EmbeddedFile'),
      Subtype: name('text/xml'),
      Params: { Size: xml.length, ModDate: text(pdfDate(input.createdAt)) },
    });
    const spec = doc.add({
      Type: name('Filespec'),
      F: text(FACTURX_FILE_NAME),
      UF: text(FACTURX_FILE_NAME),
      Desc: text(`Factur-X invoice, profile ${FACTURX_CONFORMANCE}`),
      AFRelationship: name('Alternative'),
      EF: { F: embedded, UF: embedded },
    });
    attachments = {
      Names: { EmbeddedFiles: { Names: [text(FACTURX_FILE_NAME), spec] } },
      AF: [spec],
    };
  }
  doc.set(catalog, {
    Type: name('Catalog'),
    Pages: pagesRef,
    Metadata: metadata,
    OutputIntents: [outputIntent],
    MarkInfo: { Marked: false },
    Lang: text('en'),
    ViewerPreferences: { DisplayDocTitle: true },
    ...attachments,
  });
  const info = doc.add({
    Title: text(documentTitle),
    Author: text(input.facts.seller.name),
    Producer: text(producer),
    CreationDate: text(pdfDate(input.createdAt)),
    ModDate: text(pdfDate(input.createdAt)),
  });
  // The document ID: a digest of what identifies it (number, time), stable for the same input.
  const id = new Uint8Array(
    await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`${input.facts.number}|${input.createdAt}|${input.cii ?? ''}`),
    ),
  ).slice(0, 16);
  return doc.finish(catalog, info, id);
}
