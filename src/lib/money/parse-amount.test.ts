import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, parseAmount } from './parse-amount';

const ok = (units: bigint) => ({ ok: true, units });
const refused = (error: string) => ({ ok: false, error });

describe('parseAmount', () => {
  it('reads each locale’s own separators', () => {
    expect(parseAmount('1,234.5', 6, { locale: 'en-US' })).toEqual(ok(1_234_500_000n));
    expect(parseAmount('1.234,5', 6, { locale: 'de-DE' })).toEqual(ok(1_234_500_000n));
    expect(parseAmount('1\u202f234,5', 6, { locale: 'fr-FR' })).toEqual(ok(1_234_500_000n));
    expect(parseAmount('1 234,5', 6, { locale: 'fr-FR' })).toEqual(ok(1_234_500_000n));
    expect(parseAmount('12,34,567.5', 2, { locale: 'en-IN' })).toEqual(ok(123_456_750n));
    expect(parseAmount('1’234.5', 1, { locale: 'de-CH' })).toEqual(ok(12_345n));
    expect(parseAmount('١٬٢٣٤٫٥', 1, { locale: 'ar-EG' })).toEqual(ok(12_345n));
  });
  it('accepts plain 1234.5 in any locale where it cannot mean something else', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'en-IN']) {
      expect(parseAmount('1234.5', 6, { locale })).toEqual(ok(1_234_500_000n));
      expect(parseAmount('0.000001', 6, { locale })).toEqual(ok(1n));
    }
    // In de-DE '.' groups thousands, so a well-formed group is read as one.
    expect(parseAmount('1.234', 6, { locale: 'de-DE' })).toEqual(ok(1_234_000_000n));
    expect(parseAmount('1.5', 6, { locale: 'de-DE' })).toEqual(ok(1_500_000n));
  });
  it('trims spaces, takes the symbol on either side, allows a bare point', () => {
    expect(parseAmount('  12.5  ', 2, { locale: 'en-US' })).toEqual(ok(1250n));
    expect(parseAmount('12.5 USDC', 6, { locale: 'en-US', symbol: 'USDC' })).toEqual(ok(12_500_000n));
    expect(parseAmount('eth 0.1', 18, { locale: 'en-US', symbol: 'ETH' })).toEqual(ok(10n ** 17n));
    expect(parseAmount('.5', 1, { locale: 'en-US' })).toEqual(ok(5n));
    expect(parseAmount('5.', 1, { locale: 'en-US' })).toEqual(ok(50n));
    expect(parseAmount('1 000 000', 0, { locale: 'en-US' })).toEqual(ok(1_000_000n));
  });
  it('accepts trailing zeros beyond the decimals (the value stays exact)', () => {
    expect(parseAmount('1.50000000', 6, { locale: 'en-US' })).toEqual(ok(1_500_000n));
  });
  it('is exact at any size', () => {
    const digits = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(parseAmount(`${digits}.123456789012345678`, 18, { locale: 'en-US' })).toEqual(
      ok(BigInt(`${digits}123456789012345678`)),
    );
  });

  it('refuses empty input', () => {
    expect(parseAmount('', 6)).toEqual(refused('Enter an amount'));
    expect(parseAmount('   ', 6)).toEqual(refused('Enter an amount'));
    expect(parseAmount('USDC', 6, { symbol: 'USDC' })).toEqual(refused('Enter an amount'));
    expect(parseAmount('.', 6, { locale: 'en-US' })).toEqual(refused(AMOUNT_MESSAGES.empty));
  });
  it('refuses negative amounts', () => {
    expect(parseAmount('-1', 6)).toEqual(refused('The amount cannot be negative'));
    expect(parseAmount('−1,5', 6, { locale: 'de-DE' })).toEqual(refused('The amount cannot be negative'));
  });
  it('refuses letters and other characters', () => {
    expect(parseAmount('12a', 6, { locale: 'en-US' })).toEqual(
      refused('"a" is not allowed in an amount: use digits and one decimal point'),
    );
    expect(parseAmount('1e18', 18, { locale: 'en-US' })).toEqual(refused(AMOUNT_MESSAGES.character('e')));
    expect(parseAmount('$5', 2, { locale: 'en-US' })).toEqual(refused(AMOUNT_MESSAGES.character('$')));
    expect(parseAmount('+5', 2, { locale: 'en-US' })).toEqual(refused(AMOUNT_MESSAGES.character('+')));
  });
  it('refuses several decimal points', () => {
    expect(parseAmount('1.2.3', 6, { locale: 'en-US' })).toEqual(refused('Use only one decimal point (".")'));
    expect(parseAmount('1,2,3', 6, { locale: 'de-DE' })).toEqual(refused('Use only one decimal point (",")'));
    expect(parseAmount('1.2.3', 6, { locale: 'fr-FR' })).toEqual(refused('Use only one decimal point (".")'));
  });
  it('refuses misplaced group separators, naming the locale’s point', () => {
    expect(parseAmount('1,5', 6, { locale: 'en-US' })).toEqual(
      refused('Check the digit grouping: "," separates groups of three digits and the decimal point is "."'),
    );
    expect(parseAmount('1.2.3', 6, { locale: 'de-DE' })).toEqual(refused(AMOUNT_MESSAGES.grouping('.', ',')));
    expect(parseAmount('12 34,5', 6, { locale: 'fr-FR' })).toEqual(
      refused('Check the digit grouping: a space separates groups of three digits and the decimal point is ","'),
    );
    expect(parseAmount('1.234,5', 6, { locale: 'en-US' })).toEqual(refused(AMOUNT_MESSAGES.grouping(',', '.')));
  });
  it('refuses more decimals than the asset has, saying how many it has', () => {
    expect(parseAmount('1.2345678', 6, { locale: 'en-US', symbol: 'USDC' })).toEqual(
      refused('USDC has 6 decimals: use at most 6 digits after the point'),
    );
    expect(parseAmount('1.2345678', 6, { locale: 'de-DE', symbol: 'USDC' })).toEqual(
      refused(AMOUNT_MESSAGES.tooManyDecimals(6, 'USDC')),
    );
    expect(parseAmount('0.01', 1, { locale: 'en-US' })).toEqual(
      refused('This asset has 1 decimal: use at most 1 digit after the point'),
    );
    expect(parseAmount('1.5', 0, { locale: 'en-US', symbol: 'NFT' })).toEqual(
      refused('NFT has no decimals: enter a whole number'),
    );
  });
  it('throws on a programming error in decimals', () => {
    expect(() => parseAmount('1', -2)).toThrow(RangeError);
  });
});
