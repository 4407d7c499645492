// Text in the invoice PDF: WinAnsi encoding, the two faces of Liberation Sans with their widths, line
// wrapping by measured width, and each face embedded as a subset of the glyphs used.
import type { PdfDocument } from './pdf-writer';
import { name, type Ref } from './pdf-writer';
import { readTrueType, subsetTrueType, type TrueTypeFont } from './ttf';

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

export interface Face {
  readonly key: 'F1' | 'F2';
  readonly font: TrueTypeFont;
  readonly widths: number[]; // per WinAnsi code 32–255, in 1/1000 em
}

export function face(key: 'F1' | 'F2', bytes: Uint8Array): Face {
  const font = readTrueType(bytes);
  const widths: number[] = [];
  for (let code = 32; code <= 255; code += 1)
    widths.push(Math.round((font.advanceOf(font.glyphOf(unicodeOf(code))) * 1000) / font.unitsPerEm));
  return { key, font, widths };
}

export const width = (f: Face, value: string, size: number) =>
  [...winAnsi(value)].reduce((sum, code) => sum + (f.widths[code - 32] ?? 500), 0) * (size / 1000);

/** Lines of at most `max` points wide, broken at spaces (a word longer than a line is cut). */
export function wrap(f: Face, value: string, size: number, max: number): string[] {
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

/** A subset of the face with the codes used, embedded as a TrueType font in WinAnsiEncoding. */
export async function fontObjects(
  doc: PdfDocument,
  f: Face,
  codes: ReadonlySet<number>,
  baseName: string,
): Promise<Ref> {
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
