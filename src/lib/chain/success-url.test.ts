import { describe, expect, it } from 'vitest';
import { parseSuccessParams, safeReturnPath, successPath } from './success-url';

const HASH = `0x${'ab'.repeat(32)}`;

describe('successPath / parseSuccessParams', () => {
  it('round-trips chain, hash (lower-cased), origin and what', () => {
    const path = successPath({
      chainId: 31337,
      hash: HASH.toUpperCase().replace('0X', '0x'),
      from: '/platform/mywallet',
      what: 'Sent 1 ETH',
    });
    expect(path.startsWith('/platform/success?')).toBe(true);
    const parsed = parseSuccessParams(path.split('?')[1] ?? '');
    expect(parsed).toEqual({
      ok: true,
      target: { chainId: 31337, hash: HASH, from: '/platform/mywallet', what: 'Sent 1 ETH' },
    });
  });

  it('leaves out what is not given', () => {
    expect(parseSuccessParams(`chain=1&tx=${HASH}`)).toEqual({
      ok: true,
      target: { chainId: 1, hash: HASH, from: null, what: null },
    });
  });

  it('says what is malformed', () => {
    expect(parseSuccessParams('')).toMatchObject({ ok: false, error: expect.stringContaining('names no transaction') });
    expect(parseSuccessParams(`chain=abc&tx=${HASH}`)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not a valid chain id'),
    });
    expect(parseSuccessParams(`chain=0&tx=${HASH}`)).toMatchObject({ ok: false });
    expect(parseSuccessParams(`chain=99999999999999999&tx=${HASH}`)).toMatchObject({ ok: false });
    expect(parseSuccessParams('chain=1&tx=0x1234')).toMatchObject({
      ok: false,
      error: expect.stringContaining('malformed'),
    });
    expect(parseSuccessParams(`chain=1&tx=${HASH}zz`)).toMatchObject({ ok: false });
  });

  it('never links back outside the app', () => {
    expect(safeReturnPath('/platform/vendors?bill=1')).toBe('/platform/vendors?bill=1');
    expect(safeReturnPath('/platform')).toBe('/platform');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/platformer',
      '/platform//evil',
      '/login',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(parseSuccessParams(`chain=1&tx=${HASH}&from=${encodeURIComponent('https://evil.example')}`)).toMatchObject({
      ok: true,
      target: { from: null },
    });
  });

  it('caps the what text', () => {
    const parsed = parseSuccessParams(`chain=1&tx=${HASH}&what=${'x'.repeat(500)}`);
    expect(parsed.ok && parsed.target.what?.length).toBe(200);
  });
});
