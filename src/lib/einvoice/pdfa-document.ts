// The invoice PDF as a file: PDF/A-3b (XMP metadata, an sRGB output intent, fonts embedded as
// subsets), and with the invoice's CII a Factur-X invoice (`factur-x.xml` attached as /Alternative).
import { srgbIccProfile } from './icc';
import { PAPER_SIZES, type Paper } from './pdf-layout';
import { fontObjects, type Face } from './pdf-text';
import { PdfDocument, name, text, type PdfValue, type Ref } from './pdf-writer';
import { FACTURX_CONFORMANCE, FACTURX_FILE_NAME, facturXXmp } from './xmp';

/** PDF date: D:YYYYMMDDHHmmSSZ. */
const pdfDate = (iso: string) => `D:${iso.replace(/[-:T]/g, '').slice(0, 14)}Z`;

export interface PdfaInput {
  /** Each page's content operators. */
  readonly pages: readonly (readonly string[])[];
  /** The WinAnsi codes each face printed (what its subset holds). */
  readonly used: ReadonlyMap<Face, ReadonlySet<number>>;
  readonly paper: Paper;
  /** The document number: the subset tag and the document ID come from it. */
  readonly number: string;
  readonly title: string;
  readonly author: string;
  /** The document's creation time (ISO). */
  readonly createdAt: string;
  /** The CII XML to attach as `factur-x.xml`, or null. */
  readonly cii: string | null;
}

/** The PDF/A-3b file of drawn pages: fonts, XMP, sRGB output intent, the Factur-X attachment. */
export async function pdfaDocument(input: PdfaInput): Promise<Uint8Array> {
  const doc = new PdfDocument();
  const catalog = doc.ref();
  const pagesRef = doc.ref();
  // A subset's name carries a six-letter tag (PDF 9.6.4), here from the document number.
  const tag = [...new TextEncoder().encode(input.number.padEnd(6, 'X'))]
    .slice(0, 6)
    .map((b) => String.fromCharCode(65 + (b % 26)))
    .join('');
  const fonts: Record<string, Ref> = {};
  for (const [f, codes] of input.used) {
    fonts[f.key] = await fontObjects(doc, f, codes, `${tag}+LiberationSans${f.key === 'F2' ? '-Bold' : ''}`);
  }
  const [w, h] = PAPER_SIZES[input.paper];
  const kids: Ref[] = [];
  for (const ops of input.pages) {
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

  const producer = 'Ledgerline';
  const xmp = facturXXmp({
    title: input.title,
    author: input.author,
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
    Title: text(input.title),
    Author: text(input.author),
    Producer: text(producer),
    CreationDate: text(pdfDate(input.createdAt)),
    ModDate: text(pdfDate(input.createdAt)),
  });
  // The document ID: a digest of what identifies it (number, time), stable for the same input.
  const id = new Uint8Array(
    await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`${input.number}|${input.createdAt}|${input.cii ?? ''}`),
    ),
  ).slice(0, 16);
  return doc.finish(catalog, info, id);
}
