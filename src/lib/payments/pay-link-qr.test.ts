import { describe, expect, it } from 'vitest';
import { payLinkQr, QR_MAX_BYTES } from './pay-link-qr';

const link = (length: number) => `https://example.org/pay#i=${'a'.repeat(length - 26)}`;

describe('payLinkQr', () => {
  it('uses error correction M while the link fits, then L, then reports the size', () => {
    expect(payLinkQr(link(500))).toEqual({ fits: true, ecc: 'M' });
    expect(payLinkQr(link(2600))).toEqual({ fits: true, ecc: 'L' });
    expect(payLinkQr(link(QR_MAX_BYTES))).toEqual({ fits: true, ecc: 'L' });
    expect(payLinkQr(link(QR_MAX_BYTES + 1))).toEqual({ fits: false, bytes: QR_MAX_BYTES + 1 });
  });
});
