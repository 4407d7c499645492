import { describe, expect, it } from 'vitest';
import type { Asset } from './asset';
import { displayAmount } from './display';

const ETH: Asset = { chainId: 1, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const NBSP = '\u00a0';

describe('displayAmount', () => {
  it('shows zero as 0, exactly', () => {
    expect(displayAmount(0n, ETH, { locale: 'en-US' })).toEqual({
      text: `0${NBSP}ETH`,
      exactText: `0${NBSP}ETH`,
      exactDecimal: '0',
      shortened: false,
    });
  });

  it('never shows 1 wei as 0', () => {
    const amount = displayAmount(1n, ETH, { locale: 'en-US' });
    expect(amount.text).toBe(`<0.000001${NBSP}ETH`);
    expect(amount.exactText).toBe(`0.000000000000000001${NBSP}ETH`);
    expect(amount.exactDecimal).toBe('0.000000000000000001');
    expect(amount.shortened).toBe(true);
  });

  it('cuts 18 decimals to 6, toward zero, keeping every digit in the exact value', () => {
    const amount = displayAmount(1_767_458_793_756_191n, ETH, { locale: 'en-US' });
    expect(amount.text).toBe(`0.001767${NBSP}ETH`);
    expect(amount.exactDecimal).toBe('0.001767458793756191');
    expect(amount.shortened).toBe(true);
    // Never shown larger than it is: 0.9999999 is not "1".
    expect(displayAmount(999_999_900_000_000_000n, ETH, { locale: 'en-US' }).text).toBe(`0.999999${NBSP}ETH`);
  });

  it('shows exactly 0.000001 as itself, not as "<"', () => {
    expect(displayAmount(1_000_000_000_000n, ETH, { locale: 'en-US' }).text).toBe(`0.000001${NBSP}ETH`);
  });

  it('does not mark an amount with few decimals as shortened', () => {
    const amount = displayAmount(1_500_000n, 6, { locale: 'en-US', symbol: 'USDC' });
    expect(amount.text).toBe(`1.5${NBSP}USDC`);
    expect(amount.shortened).toBe(false);
  });

  it('keeps every whole digit of huge values, grouped', () => {
    const amount = displayAmount(2n ** 256n - 1n, 18, { locale: 'en-US' });
    expect(amount.text).toBe('115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007');
    expect(amount.exactDecimal).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
  });

  it('shows negative amounts with their sign, small ones as -<0.000001', () => {
    expect(displayAmount(-1_234_567_890_123_456_789n, ETH, { locale: 'en-US' }).text).toBe(`-1.234567${NBSP}ETH`);
    expect(displayAmount(-1n, ETH, { locale: 'en-US' }).text).toBe(`-<0.000001${NBSP}ETH`);
    expect(displayAmount(-1n, ETH).exactDecimal).toBe('-0.000000000000000001');
  });

  it('follows the locale and a smaller precision', () => {
    expect(displayAmount(1_234_567_891n, 6, { locale: 'de-DE', maxDecimals: 2 }).text).toBe('1.234,56');
    expect(displayAmount(1n, 6, { locale: 'de-DE', maxDecimals: 2 }).text).toBe('<0,01');
  });

  it('shows whole-unit assets (0 decimals) as integers', () => {
    expect(displayAmount(42n, 0, { locale: 'en-US', symbol: 'SHARE' }).text).toBe(`42${NBSP}SHARE`);
  });
});
