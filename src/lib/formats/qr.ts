import { encode } from 'uqr';

export interface QrOptions {
  /** Error correction: M (15%) by default, which survives a smudged screen or print. */
  readonly ecc?: 'L' | 'M' | 'Q' | 'H';
  /** Quiet zone in modules; 4 is what ISO/IEC 18004 asks for scanners to lock on reliably. */
  readonly border?: number;
}

/** A QR code as one SVG path of unit squares on a `size` × `size` grid (quiet zone included). */
export interface QrSvgPath {
  readonly size: number;
  readonly d: string;
}

/** Thrown when the text does not fit in the largest QR code (version 40). */
export const QR_TOO_LONG = 'Too long for a QR code';

/** The module matrix of `text` (`true` = dark), quiet zone included. Throws RangeError(QR_TOO_LONG). */
export function qrMatrix(text: string, options: QrOptions = {}): boolean[][] {
  try {
    return encode(text, { ecc: options.ecc ?? 'M', border: options.border ?? 4 }).data;
  } catch (error) {
    if (error instanceof RangeError) throw new RangeError(QR_TOO_LONG);
    throw error;
  }
}

/** The smallest QR version (1–40; version v is 17 + 4v modules wide) that holds `text` at `ecc`; RangeError(QR_TOO_LONG) past `maxVersion`. */
export function qrVersion(text: string, ecc: NonNullable<QrOptions['ecc']>, maxVersion = 40): number {
  try {
    return encode(text, { ecc, maxVersion, border: 0 }).version;
  } catch (error) {
    if (error instanceof RangeError) throw new RangeError(QR_TOO_LONG);
    throw error;
  }
}

/**
 * The QR code of `text` as one path: each run of dark modules in a row is one rectangle
 * (`M x y h n v1 h-n z`), far fewer nodes than a rect per module and no gaps between them.
 */
export function qrSvgPath(text: string, options: QrOptions = {}): QrSvgPath {
  const matrix = qrMatrix(text, options);
  const runs: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: matrix.length, d: runs.join('') };
}

/** A standalone SVG document of the QR code (black on white, crisp edges), for download. */
export function qrSvgString(text: string, options: QrOptions = {}): string {
  const { size, d } = qrSvgPath(text, options);
  // Only numbers and path commands are interpolated, so nothing here needs XML escaping.
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>\n`
  );
}
