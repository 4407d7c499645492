import { describe, expect, it } from 'vitest';
import { feeEstimate, gasLimitFor, MIN_PRIORITY_FEE, maxSendable, medianTip, suggestFees } from './fee-estimate';

const GWEI = 1_000_000_000n;

describe('fee maths', () => {
  it('takes the median tip', () => {
    expect(medianTip([])).toBeNull();
    expect(medianTip([3n, 1n, 2n])).toBe(2n);
    expect(medianTip([4n, 1n, 2n, 3n])).toBe(2n); // (2 + 3) / 2, rounded down
  });

  it('offers 2 × base fee + tip', () => {
    expect(suggestFees(10n * GWEI, 2n * GWEI)).toEqual({ maxFeePerGas: 22n * GWEI, maxPriorityFeePerGas: 2n * GWEI });
    expect(suggestFees(7n, null)).toEqual({
      maxFeePerGas: 14n + MIN_PRIORITY_FEE,
      maxPriorityFeePerGas: MIN_PRIORITY_FEE,
    });
    expect(suggestFees(7n, 0n).maxPriorityFeePerGas).toBe(0n);
  });

  it('keeps 21000 for a plain transfer and adds 20% (rounded up) otherwise', () => {
    expect(gasLimitFor(21_000n)).toBe(21_000n);
    expect(gasLimitFor(51_234n)).toBe(61_481n);
  });

  it('computes the most and the likely fee', () => {
    const estimate = feeEstimate(21_000n, 10n * GWEI, suggestFees(10n * GWEI, GWEI));
    expect(estimate.maxFee).toBe(21_000n * 21n * GWEI);
    expect(estimate.likelyFee).toBe(21_000n * 11n * GWEI);
  });

  it('leaves room for the fee on Max (native) and takes all of a token', () => {
    const balance = 10n ** 18n;
    const maxFee = 21_000n * 21n * GWEI;
    expect(maxSendable('native', balance, maxFee)).toBe(balance - maxFee);
    expect(maxSendable('native', maxFee, maxFee)).toBe(0n);
    expect(maxSendable('native', 5n, maxFee)).toBe(0n);
    expect(maxSendable('erc20', 123_456_789n, maxFee)).toBe(123_456_789n);
    // Exact at any size: no float anywhere.
    const huge = 2n ** 200n + 1n;
    expect(maxSendable('native', huge, 1n)).toBe(2n ** 200n);
  });
});
