// A received file dropped or chosen on Vendors: a UBL or CII XML, or a Factur-X / ZUGFeRD PDF whose
// embedded XML is read. Each refusal is a sentence for the user; nothing here stores anything.
import { pdfAttachments } from './pdf-attachments';
import { readEInvoice, type ReadResult, type XmlParse } from './read-einvoice';

export type ReceivedResult = ReadResult & {
  /** Where the e-invoice was: the XML file itself, or the named attachment of a PDF. */
  readonly source?: { readonly kind: 'xml' } | { readonly kind: 'pdf'; readonly attachment: string };
};

const isPdf = (bytes: Uint8Array) => bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** Reads a received file (XML or PDF) into an e-invoice, or says why it cannot. */
export async function readReceivedFile(bytes: Uint8Array, parse?: XmlParse): Promise<ReceivedResult> {
  if (!isPdf(bytes)) {
    const result = readEInvoice(bytes, parse);
    return result.ok ? { ...result, source: { kind: 'xml' } } : result;
  }
  const attached = await pdfAttachments(bytes);
  if (!attached.ok) return attached;
  const [first] = attached.files;
  if (!first)
    return {
      ok: false,
      message:
        'This PDF carries no e-invoice (no embedded factur-x.xml): enter the bill by hand, or ask the vendor for its UBL or CII file.',
    };
  const result = readEInvoice(first.bytes, parse);
  if (!result.ok) return { ok: false, message: `The PDF's attachment ${first.name}: ${result.message}` };
  return { ...result, source: { kind: 'pdf', attachment: first.name } };
}
