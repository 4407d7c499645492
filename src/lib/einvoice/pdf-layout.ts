// The invoice PDF's page layout: paper sizes, margins, pages of content operators with the pen moving
// down and breaking to a new page, text lines and rules, and QR codes as vector rectangles.
import { width, winAnsi, wrap, type Face } from './pdf-text';

export type Paper = 'a4' | 'letter';
export const PAPER_SIZES: Readonly<Record<Paper, readonly [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

export const MM = 72 / 25.4;
export const MARGIN = 18 * MM;
/** A printed code is 40 mm wide with its quiet zone (components/pay-codes.tsx prints the same). */
export const CODE_SIZE = 40 * MM;

/** The pages being drawn: their content operators, and the pen's height, breaking to a new page. */
export class Layout {
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

/** A QR code's dark modules as filled rectangles, one per run in a row. */
export function qrOps(matrix: boolean[][], x: number, top: number, size: number): string {
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
