// The XML a Factur-X / ZUGFeRD PDF carries: its embedded files (`/Type /EmbeddedFile` streams),
// found by scanning the objects rather than by walking the document tree (a damaged or unusual
// name tree still gives up its files), unpacked with the browser's DecompressionStream under a
// byte limit, so a small file that unpacks to gigabytes is refused without filling memory.
import { MAX_EINVOICE_BYTES } from './read-einvoice';

/** The largest PDF read (a Factur-X invoice of many pages with a logo is well under this). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** Names the e-invoice XML has in a PDF, by the standard that embeds it, best first. */
const EINVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

export interface PdfAttachment {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type PdfAttachments =
  { readonly ok: true; readonly files: readonly PdfAttachment[] } | { readonly ok: false; readonly message: string };

/** The dictionary starting at `start` (at its `<<`), as text; nested dictionaries and strings skipped. */
function dictionaryAt(text: string, start: number): string | null {
  let depth = 0;
  for (let i = start; i < text.length - 1 && i < start + 65_536; i += 1) {
    const pair = text.slice(i, i + 2);
    if (text[i] === '(') {
      // A literal string: skip to its closing parenthesis (escapes and nesting counted).
      let nest = 0;
      for (; i < text.length; i += 1) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') nest += 1;
        else if (text[i] === ')' && --nest === 0) break;
      }
    } else if (text[i] === '<' && pair !== '<<') {
      // A hex string: skip to its end.
      i = text.indexOf('>', i);
      if (i < 0) return null;
    } else if (pair === '<<') {
      depth += 1;
      i += 1;
    } else if (pair === '>>') {
      depth -= 1;
      i += 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** A file specification's name (/UF, else /F), from a literal or hex string (UTF-16 with its BOM). */
function fileName(spec: string): string | null {
  const found =
    /\/UF\s*(?:\(([^)]*)\)|<([0-9A-Fa-f\s]*)>)/.exec(spec) ?? /\/F\s*(?:\(([^)]*)\)|<([0-9A-Fa-f\s]*)>)/.exec(spec);
  if (!found) return null;
  if (found[1] !== undefined) return found[1];
  const hex = (found[2] ?? '').replace(/\s/g, '');
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? new TextDecoder('utf-16be').decode(bytes.subarray(2))
    : new TextDecoder('latin1').decode(bytes);
}

/** Unpacks FlateDecode data, refusing once it passes `limit` bytes. */
async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array | 'too large' | 'damaged'> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data as BufferSource);
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel();
        return 'too large';
      }
      chunks.push(value);
    }
  } catch {
    return 'damaged';
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Reads a PDF's embedded files (the e-invoice XML first); every refusal is a sentence for the user. */
export async function pdfAttachments(bytes: Uint8Array): Promise<PdfAttachments> {
  if (bytes.length > MAX_PDF_BYTES)
    return { ok: false, message: `This PDF is ${Math.ceil(bytes.length / 1048576)} MB: a PDF is read up to 20 MB.` };
  // Latin-1 keeps one character per byte, so offsets in the text are offsets in the bytes.
  const text = new TextDecoder('latin1').decode(bytes);
  if (!text.startsWith('%PDF-')) return { ok: false, message: 'This file is not a PDF.' };
  if (/\/Encrypt\s/.test(text))
    return { ok: false, message: 'This PDF is encrypted: its attachments cannot be read. Ask for the XML itself.' };
  // File specifications: which embedded-file object has which name.
  const names = new Map<string, string>();
  for (const match of text.matchAll(/\/EF\s*<<\s*\/(?:F|UF)\s+(\d+)\s+(\d+)\s+R/g)) {
    const open = text.lastIndexOf('<<', text.lastIndexOf('/EF', match.index + 3) - 1);
    const spec = open >= 0 ? dictionaryAt(text, open) : null;
    const name = spec && fileName(spec);
    if (name) names.set(`${match[1]} ${match[2]}`, name);
  }
  const files: PdfAttachment[] = [];
  for (const match of text.matchAll(/(\d+)\s+(\d+)\s+obj\s*<</g)) {
    const dictStart = match.index + match[0].length - 2;
    const dict = dictionaryAt(text, dictStart);
    if (!dict || !/\/Type\s*\/EmbeddedFile\b/.test(dict)) continue;
    const name = names.get(`${match[1]} ${match[2]}`) ?? `attachment ${match[1]}`;
    const after = /^\s*stream\r?\n/.exec(text.slice(dictStart + dict.length, dictStart + dict.length + 20));
    if (!after) continue;
    const dataStart = dictStart + dict.length + after[0].length;
    const direct = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    const end = direct ? dataStart + Number(direct[1]) : text.indexOf('endstream', dataStart);
    if (end < dataStart || end > bytes.length) continue;
    const raw = bytes.subarray(dataStart, end);
    const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(dict)?.[1];
    if (filter && filter !== 'FlateDecode')
      return { ok: false, message: `The PDF's attachment ${name} is packed with ${filter}, which is not read here.` };
    const content = filter ? await inflate(raw, MAX_EINVOICE_BYTES) : raw;
    if (content === 'too large' || content.length > MAX_EINVOICE_BYTES)
      return { ok: false, message: `The PDF's attachment ${name} is over 5 MB when unpacked: it was not read.` };
    if (content === 'damaged') return { ok: false, message: `The PDF's attachment ${name} is damaged.` };
    files.push({ name, bytes: content });
  }
  const rank = (file: PdfAttachment) => {
    const index = EINVOICE_NAMES.indexOf(file.name.toLowerCase());
    return index < 0 ? (file.name.toLowerCase().endsWith('.xml') ? 10 : 20) : index;
  };
  return { ok: true, files: files.sort((a, b) => rank(a) - rank(b)) };
}
