// A TrueType font as the invoice PDF embeds it: the metrics a PDF font dictionary states, the
// Unicode → glyph map, and a subset made by emptying every glyph the document does not use (the
// glyph ids stay, so the font's cmap and metrics are unchanged; only `glyf` and `loca` are rewritten).

export interface TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly unitsPerEm: number;
  readonly bbox: readonly [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly italicAngle: number;
  /** The glyph of a Unicode code point (0 = .notdef). */
  glyphOf(codePoint: number): number;
  /** The advance width of a glyph in font units. */
  advanceOf(glyph: number): number;
}

interface Table {
  readonly offset: number;
  readonly length: number;
}

function tables(view: DataView): Map<string, Table> {
  const count = view.getUint16(4);
  const found = new Map<string, Table>();
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    found.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return found;
}

function need(map: Map<string, Table>, tag: string): Table {
  const table = map.get(tag);
  if (!table) throw new Error(`Not a TrueType font: no ${tag} table`);
  return table;
}

/** Reads a TrueType font (glyf outlines, a Windows Unicode cmap). */
export function readTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const map = tables(view);
  const head = need(map, 'head').offset;
  const hhea = need(map, 'hhea').offset;
  const hmtx = need(map, 'hmtx').offset;
  const unitsPerEm = view.getUint16(head + 18);
  const bbox = [
    view.getInt16(head + 36),
    view.getInt16(head + 38),
    view.getInt16(head + 40),
    view.getInt16(head + 42),
  ] as const;
  const ascent = view.getInt16(hhea + 4);
  const descent = view.getInt16(hhea + 6);
  const metrics = view.getUint16(hhea + 34);
  const os2 = map.get('OS/2');
  const capHeight = os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : ascent;
  const post = map.get('post');
  const italicAngle = post ? view.getInt32(post.offset + 4) / 65536 : 0;

  // cmap: the Windows Unicode BMP subtable, format 4.
  const cmap = need(map, 'cmap').offset;
  let sub = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i += 1) {
    const at = cmap + 4 + i * 8;
    if (view.getUint16(at) === 3 && view.getUint16(at + 2) === 1) sub = cmap + view.getUint32(at + 4);
  }
  if (sub < 0 || view.getUint16(sub) !== 4) throw new Error('Not a TrueType font with a Unicode cmap');
  const segments = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s += 1) {
      if (code > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = view.getUint16(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const advanceOf = (glyph: number): number => view.getUint16(hmtx + Math.min(glyph, metrics - 1) * 4);
  return { bytes, unitsPerEm, bbox, ascent, descent, capHeight, italicAngle, glyphOf, advanceOf };
}

const COMPOSITE_MORE = 0x20;
const COMPOSITE_WORDS = 0x01;
const COMPOSITE_SCALE = 0x08;
const COMPOSITE_XY_SCALE = 0x40;
const COMPOSITE_2X2 = 0x80;

/**
 * The font with every glyph but `keep` (and .notdef, and the parts of kept composite glyphs) emptied:
 * the same glyph ids and tables, `glyf` holding only the outlines used, `loca` in the long format.
 */
export function subsetTrueType(font: TrueTypeFont, keep: ReadonlySet<number>): Uint8Array {
  const src = font.bytes;
  const view = new DataView(src.buffer, src.byteOffset, src.byteLength);
  const map = tables(view);
  const head = need(map, 'head');
  const loca = need(map, 'loca');
  const glyf = need(map, 'glyf');
  const glyphCount = view.getUint16(need(map, 'maxp').offset + 4);
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const offsetOf = (glyph: number) =>
    longLoca ? view.getUint32(loca.offset + glyph * 4) : view.getUint16(loca.offset + glyph * 2) * 2;

  const kept = new Set<number>([0]);
  const pending = [...keep];
  while (pending.length) {
    const glyph = pending.pop() ?? 0;
    if (glyph >= glyphCount || kept.has(glyph)) continue;
    kept.add(glyph);
    const start = glyf.offset + offsetOf(glyph);
    if (offsetOf(glyph + 1) === offsetOf(glyph) || view.getInt16(start) >= 0) continue;
    // A composite glyph: keep its components too.
    let at = start + 10;
    for (;;) {
      const flags = view.getUint16(at);
      pending.push(view.getUint16(at + 2));
      at += 4 + (flags & COMPOSITE_WORDS ? 4 : 2);
      if (flags & COMPOSITE_SCALE) at += 2;
      else if (flags & COMPOSITE_XY_SCALE) at += 4;
      else if (flags & COMPOSITE_2X2) at += 8;
      if (!(flags & COMPOSITE_MORE)) break;
    }
  }

  const pieces: Uint8Array[] = [];
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let size = 0;
  for (let glyph = 0; glyph < glyphCount; glyph += 1) {
    locaView.setUint32(glyph * 4, size);
    if (!kept.has(glyph)) continue;
    const piece = src.subarray(glyf.offset + offsetOf(glyph), glyf.offset + offsetOf(glyph + 1));
    const padded = new Uint8Array((piece.length + 3) & ~3);
    padded.set(piece);
    pieces.push(padded);
    size += padded.length;
  }
  locaView.setUint32(glyphCount * 4, size);
  const newGlyf = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    newGlyf.set(piece, at);
    at += piece.length;
  }

  // Write the tables again in their order, with the new glyf and loca and head saying long loca.
  const order = [...map.entries()].sort((a, b) => a[1].offset - b[1].offset);
  const bodies = new Map<string, Uint8Array>();
  for (const [tag, table] of order) {
    if (tag === 'glyf') bodies.set(tag, newGlyf);
    else if (tag === 'loca') bodies.set(tag, newLoca);
    else if (tag === 'head') {
      const copy = src.slice(table.offset, table.offset + table.length);
      new DataView(copy.buffer).setInt16(50, 1);
      new DataView(copy.buffer).setUint32(8, 0); // checksum adjustment: not recomputed
      bodies.set(tag, copy);
    } else bodies.set(tag, src.subarray(table.offset, table.offset + table.length));
  }
  const headerSize = 12 + order.length * 16;
  let total = headerSize;
  for (const body of bodies.values()) total += (body.length + 3) & ~3;
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(src.subarray(0, 12));
  let offset = headerSize;
  [...bodies.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .forEach(([tag, body], i) => {
      const entry = 12 + i * 16;
      for (let c = 0; c < 4; c += 1) outView.setUint8(entry + c, tag.charCodeAt(c));
      outView.setUint32(entry + 4, checksum(body));
      outView.setUint32(entry + 8, offset);
      outView.setUint32(entry + 12, body.length);
      out.set(body, offset);
      offset += (body.length + 3) & ~3;
    });
  return out;
}

function checksum(body: Uint8Array): number {
  let sum = 0;
  const padded = new Uint8Array((body.length + 3) & ~3);
  padded.set(body);
  const view = new DataView(padded.buffer);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}
