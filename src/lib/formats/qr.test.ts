import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_TOO_LONG, qrMatrix, qrSvgPath, qrSvgString, qrVersion } from './qr';

/** Paints the path's rectangles back onto a grid, refusing anything but the shapes qrSvgPath writes. */
function decodePath(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const rest = d.replace(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g, (_, x, y, width, back) => {
    expect(back).toBe(width);
    const row = grid[Number(y)]!;
    for (let i = 0; i < Number(width); i += 1) {
      expect(row[Number(x) + i]).toBe(false); // runs never overlap
      row[Number(x) + i] = true;
    }
    return '';
  });
  expect(rest).toBe('');
  return grid;
}

describe('qrSvgPath', () => {
  it('decodes back to the module matrix', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.constantFrom('L' as const, 'M' as const, 'H' as const),
        (text, ecc) => {
          const { size, d } = qrSvgPath(text, { ecc });
          expect(decodePath(d, size)).toEqual(encode(text, { ecc, border: 4 }).data);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('keeps a 4-module quiet zone and merges runs', () => {
    const uri = 'ethereum:0x8e23Ee67d1332aD560396262C48ffbB01F93D052@1?value=1000000000000000000';
    const { size, d } = qrSvgPath(uri);
    const matrix = qrMatrix(uri);
    expect(size).toBe(matrix.length);
    for (const row of [0, 1, 2, 3, size - 1]) expect(matrix[row]!.every((dark) => !dark)).toBe(true);
    // The top-left finder's first row is one run of 7 modules starting after the quiet zone.
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
  it('says when the text is too long', () => {
    expect(() => qrSvgPath('x'.repeat(8000))).toThrow(QR_TOO_LONG);
  });
});

describe('qrSvgString', () => {
  it('is a standalone SVG document of the same path', () => {
    const { size, d } = qrSvgPath('hello');
    const svg = qrSvgString('hello');
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(
      true,
    );
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    expect(svg).toContain(`<path d="${d}" fill="#000"/>`);
    expect(svg).not.toContain('hello');
  });
});

describe('qrVersion', () => {
  it('is the smallest version holding the text, refused past the largest allowed', () => {
    expect(qrVersion('a', 'M')).toBe(1);
    // Version 10 at level L holds 271 bytes, at M 213.
    expect(qrVersion('a'.repeat(271), 'L', 10)).toBe(10);
    expect(() => qrVersion('a'.repeat(272), 'L', 10)).toThrow(QR_TOO_LONG);
    expect(qrVersion('a'.repeat(213), 'M', 10)).toBe(10);
    expect(() => qrVersion('a'.repeat(214), 'M', 10)).toThrow(RangeError);
  });
});
