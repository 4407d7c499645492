import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { printableQr, QR_MAX_VERSION } from './pay-link-qr';

const link = (length: number) => `https://example.org/pay#i=${'a'.repeat(length - 26)}`;

describe('printableQr', () => {
  it('keeps a code at version 10 or less: M while it fits, then L, else none', () => {
    expect(printableQr(link(100))).toEqual({ ecc: 'M', version: 6 }); // 106 bytes at M
    expect(printableQr(link(213))).toEqual({ ecc: 'M', version: QR_MAX_VERSION });
    expect(printableQr(link(214))).toEqual({ ecc: 'L', version: 9 });
    expect(printableQr(link(271))).toEqual({ ecc: 'L', version: QR_MAX_VERSION });
    expect(printableQr(link(272))).toBeNull();
    // Version 10 is 57 modules wide, as the code drawn.
    expect(encode(link(271), { ecc: 'L', border: 0 }).size).toBe(57);
  });
});
