import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound } from '@/lib/money/minor-units';
import { invoiceTotals, lineTotals, scaled } from './invoice-totals';

describe('invoice totals (per line, half-up at the asset’s smallest unit)', () => {
  it('computes net, discount and tax exactly', () => {
    // 2.5 × 10.00 USDC (6 decimals) − 10% = 22.50, tax 19% = 4.275 → 4.275000 exact
    expect(
      lineTotals({ quantity: '2.5', unitPrice: 10_000_000n, discountPercent: '10', taxRatePercent: '19' }),
    ).toEqual({ gross: 25_000_000n, discount: 2_500_000n, net: 22_500_000n, tax: 4_275_000n, total: 26_775_000n });
  });
  it('rounds half up per line, not on the sum', () => {
    // 1 × 5 units at 10% tax = 0.5 → 1 per line; two lines → 2 (a sum-then-round rule would give 1)
    const t = invoiceTotals([
      { quantity: '1', unitPrice: 5n, discountPercent: '0', taxRatePercent: '10' },
      { quantity: '1', unitPrice: 5n, discountPercent: '0', taxRatePercent: '10' },
    ]);
    expect(t.tax).toBe(2n);
    expect(t.total).toBe(12n);
    // 0.4999… stays down
    expect(lineTotals({ quantity: '1', unitPrice: 4n, discountPercent: '0', taxRatePercent: '12.4999' }).tax).toBe(0n);
    expect(
      lineTotals({ quantity: '0.000001', unitPrice: 500_000n, discountPercent: '0', taxRatePercent: '0' }).net,
    ).toBe(1n); // 0.5 → 1
    expect(
      lineTotals({ quantity: '0.000001', unitPrice: 499_999n, discountPercent: '0', taxRatePercent: '0' }).net,
    ).toBe(0n);
  });
  it('handles 18-decimal amounts without loss and 100% discounts', () => {
    const wei = 123_456_789_012_345_678_901n;
    expect(lineTotals({ quantity: '3', unitPrice: wei, discountPercent: '0', taxRatePercent: '0' }).total).toBe(
      wei * 3n,
    );
    expect(lineTotals({ quantity: '3', unitPrice: wei, discountPercent: '100', taxRatePercent: '20' }).total).toBe(0n);
  });
  it('summarises tax per rate', () => {
    const t = invoiceTotals([
      { quantity: '1', unitPrice: 100n, discountPercent: '0', taxRatePercent: '7.50' },
      { quantity: '1', unitPrice: 200n, discountPercent: '0', taxRatePercent: '7.5' },
      { quantity: '1', unitPrice: 50n, discountPercent: '0', taxRatePercent: '0' },
    ]);
    expect(t.taxByRate).toEqual([
      { rate: '7.5', base: 300n, tax: 23n },
      { rate: '0', base: 50n, tax: 0n },
    ]);
  });
  it('refuses too many decimals and percentages above 100', () => {
    expect(() => scaled('1.0000001', 6)).toThrow(/more than 6/);
    expect(() => lineTotals({ quantity: '1', unitPrice: 1n, discountPercent: '101', taxRatePercent: '0' })).toThrow(
      /above 100/,
    );
  });
  it('total = Σ line net + Σ line tax, and each line is within half a unit of the exact value', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            q: fc.integer({ min: 0, max: 10 ** 9 }),
            price: fc.bigInt({ min: 0n, max: 10n ** 24n }),
            d: fc.integer({ min: 0, max: 10 ** 6 }),
            t: fc.integer({ min: 0, max: 10 ** 6 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (rows) => {
          const lines = rows.map((r) => ({
            quantity: (r.q / 1e6).toFixed(6),
            unitPrice: r.price,
            discountPercent: (r.d / 1e4).toFixed(4),
            taxRatePercent: (r.t / 1e4).toFixed(4),
          }));
          const totals = invoiceTotals(lines);
          expect(totals.total).toBe(totals.net + totals.tax);
          rows.forEach((r, i) => {
            const exact2 = (BigInt(r.q) * r.price * (10n ** 6n - BigInt(r.d)) * 2n) / 10n ** 12n; // 2 × exact net, floored
            const net = totals.lines[i]?.net ?? 0n;
            expect(net * 2n - exact2 <= 2n && exact2 - net * 2n <= 1n).toBe(true);
          });
        },
      ),
    );
    expect(divRound(5n, 2n)).toBe(3n);
  });
});
