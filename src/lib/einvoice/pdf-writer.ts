// A small PDF writer for PDF/A-3: numbered objects, Flate-compressed streams (CompressionStream,
// in the browser and in Node alike), a cross-reference table and a trailer with the document ID.
// Just what the invoice PDF needs; nothing here reads PDF.

/** A PDF object reference. */
export interface Ref {
  readonly id: number;
}

/** A name, a number, a string, an array, a dictionary or a reference, written as PDF syntax. */
export type PdfValue =
  Ref | number | boolean | PdfName | PdfString | readonly PdfValue[] | { readonly [key: string]: PdfValue | undefined };

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

export const name = (n: string) => new PdfName(n);
/** A text string: ASCII as is, otherwise UTF-16BE with its byte-order mark. */
export function text(value: string): PdfString {
  if (/^[\x20-\x7e]*$/.test(value)) return new PdfString(new TextEncoder().encode(value));
  const bytes = [0xfe, 0xff];
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    bytes.push(code >> 8, code & 0xff);
  }
  return new PdfString(new Uint8Array(bytes));
}
export const bytesString = (bytes: Uint8Array) => new PdfString(bytes);

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function isRef(value: unknown): value is Ref {
  return typeof value === 'object' && value !== null && 'id' in value && Object.keys(value).length === 1;
}

export function write(value: PdfValue): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(3).replace(/0+$/, '');
  if (typeof value === 'boolean') return String(value);
  if (value instanceof PdfName)
    return `/${value.name.replace(/[^A-Za-z0-9._-]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
  if (value instanceof PdfString) return `<${hex(value.bytes)}>`;
  if (Array.isArray(value)) return `[${value.map((v: PdfValue) => write(v)).join(' ')}]`;
  if (isRef(value)) return `${value.id} 0 R`;
  const entries = Object.entries(value as Record<string, PdfValue | undefined>).filter(
    (entry): entry is [string, PdfValue] => entry[1] !== undefined,
  );
  return `<<${entries.map(([key, v]) => `/${key} ${write(v)}`).join(' ')}>>`;
}

/** Deflate (zlib format, as FlateDecode reads it). */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as BufferSource);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export class PdfDocument {
  private readonly objects: (Uint8Array | null)[] = [];

  /** Reserves an object number (for objects that refer to each other). */
  ref(): Ref {
    this.objects.push(null);
    return { id: this.objects.length };
  }

  set(ref: Ref, value: PdfValue): Ref {
    this.objects[ref.id - 1] = new TextEncoder().encode(`${ref.id} 0 obj\n${write(value)}\nendobj\n`);
    return ref;
  }

  add(value: PdfValue): Ref {
    return this.set(this.ref(), value);
  }

  /** A stream object; compressed unless `raw` (XMP metadata stays readable, as PDF/A prefers). */
  async stream(
    data: Uint8Array,
    dict: { readonly [key: string]: PdfValue | undefined } = {},
    raw = false,
    ref = this.ref(),
  ): Promise<Ref> {
    const body = raw ? data : await deflate(data);
    const head = new TextEncoder().encode(
      `${ref.id} 0 obj\n${write({ ...dict, Length: body.length, ...(raw ? {} : { Filter: name('FlateDecode') }) })}\nstream\n`,
    );
    const tail = new TextEncoder().encode('\nendstream\nendobj\n');
    const all = new Uint8Array(head.length + body.length + tail.length);
    all.set(head);
    all.set(body, head.length);
    all.set(tail, head.length + body.length);
    this.objects[ref.id - 1] = all;
    return ref;
  }

  /** The file: header, objects, cross-reference table, trailer. */
  finish(root: Ref, info: Ref, id: Uint8Array): Uint8Array {
    const header = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
    const parts: Uint8Array[] = [header];
    const offsets: number[] = [];
    let at = header.length;
    for (const object of this.objects) {
      if (!object) throw new Error('A reserved PDF object was never written');
      offsets.push(at);
      parts.push(object);
      at += object.length;
    }
    const xref = [
      'xref',
      `0 ${this.objects.length + 1}`,
      '0000000000 65535 f\r',
      ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r`),
      'trailer',
      write({ Size: this.objects.length + 1, Root: root, Info: info, ID: [bytesString(id), bytesString(id)] }),
      'startxref',
      String(at),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(new TextEncoder().encode(xref));
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}
