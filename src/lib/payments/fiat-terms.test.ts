import { describe, expect, it } from 'vitest';
import { fiatTermsSchema } from '@/lib/db/entities/fiat-rate';
import { assetUnitsFor, fiatValue, isFiatCurrency, staleRateNote, toleranceUnits } from './fiat-terms';

const ETH = 10n ** 18n;

describe('fiat arithmetic', () => {
  it('values asset units in minor units, rounding down', () => {
    expect(fiatValue(ETH, 18, '3000')).toBe(300_000n);
    expect(fiatValue((12n * ETH) / 10n, 18, '2500')).toBe(300_000n);
    expect(fiatValue(1n, 18, '3000')).toBe(0n);
    expect(fiatValue(1_000_000n, 6, '0.99995')).toBe(99n);
  });
  it('quotes the asset units paying an amount, rounding up so the quote always covers it', () => {
    expect(assetUnitsFor(300_000n, 18, '2500')).toBe((12n * ETH) / 10n);
    const odd = assetUnitsFor(100n, 18, '3000.33');
    expect(fiatValue(odd, 18, '3000.33')).toBe(100n);
    expect(fiatValue(odd - 1n, 18, '3000.33')).toBe(99n);
    expect(() => assetUnitsFor(100n, 18, '0')).toThrow(RangeError);
  });
  it('forgives the tolerance in minor units, rounding down', () => {
    expect(toleranceUnits(300_000n, '1')).toBe(3_000n);
    expect(toleranceUnits(999n, '0.5')).toBe(4n);
    expect(toleranceUnits(300_000n, '0')).toBe(0n);
  });
  it('refuses a rate of 0 and a tolerance above 10%', () => {
    const terms = { currency: 'USD', decimals: 2, tolerancePercent: '1', issueRate: null };
    expect(fiatTermsSchema.safeParse(terms).success).toBe(true);
    expect(fiatTermsSchema.safeParse({ ...terms, tolerancePercent: '11' }).success).toBe(false);
    const zero = { price: '0.00', source: { kind: 'manual', enteredAt: '2026-03-01T00:00:00.000Z' } };
    expect(fiatTermsSchema.safeParse({ ...terms, issueRate: zero }).success).toBe(false);
  });
});

describe('isFiatCurrency', () => {
  it('takes ISO 4217 currencies kept in cents or pence, not a token symbol, an unknown code or a currency without two decimals', () => {
    expect(['USD', 'EUR', 'GBP', 'CHF'].map(isFiatCurrency)).toEqual([true, true, true, true]);
    expect(['TUSD', 'usd', 'XYZ', 'JPY', 'ETH'].map(isFiatCurrency)).toEqual([false, false, false, false, false]);
  });
});

describe('staleRateNote', () => {
  const rate = (updatedAt: string) => ({
    price: '3000',
    source: { kind: 'feed' as const, feed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', round: '1', updatedAt },
  });
  it('names a feed rate older than the heartbeat when booked, in hours then days; nothing for a fresh or typed one', () => {
    expect(staleRateNote(rate('2025-11-23T10:00:00.000Z'), '2026-11-28T10:00:00.000Z')).toBe(
      'stale price: the round was 370 days old',
    );
    expect(staleRateNote(rate('2026-11-27T08:00:00.000Z'), '2026-11-28T10:00:00.000Z')).toBe(
      'stale price: the round was 26 hours old',
    );
    expect(staleRateNote(rate('2026-11-27T10:00:00.000Z'), '2026-11-28T10:00:00.000Z')).toBeNull();
    expect(staleRateNote(rate('2026-11-28T09:00:00.000Z'), '2026-11-28T10:00:00.000Z', 600)).toBe(
      'stale price: the round was 1 hour old',
    );
    const typed = { price: '3000', source: { kind: 'manual' as const, enteredAt: '2020-01-01T00:00:00.000Z' } };
    expect(staleRateNote(typed, '2026-11-28T10:00:00.000Z')).toBeNull();
  });
});
