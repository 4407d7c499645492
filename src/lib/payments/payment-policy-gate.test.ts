import { describe, expect, it } from 'vitest';
import { minorValue, walletPolicy } from './payment-policy-gate';
import { policyRule } from './payment-policy';

describe("a treasury wallet's saved policy", () => {
  it('reads the amount in cents of its currency, and none when absent', () => {
    expect(walletPolicy({ approvalPolicy: { above: '2500.5', currency: 'EUR' } })).toEqual({
      above: 250_050n,
      currency: 'EUR',
      decimals: 2,
      approvals: 1,
      assetLimits: [],
    });
    expect(walletPolicy({ approvalPolicy: { above: '10', currency: 'EUR', approvals: 2 } })?.approvals).toBe(2);
    const eurc = { address: `0x${'E'.repeat(40)}`, symbol: 'EURC', decimals: 6, above: '5000.5' };
    expect(walletPolicy({ approvalPolicy: { above: '10', currency: 'EUR', assets: [eurc] } })?.assetLimits).toEqual([
      { ...eurc, above: 5_000_500_000n },
    ]);
    expect(walletPolicy({ approvalPolicy: null })).toBeNull();
    expect(walletPolicy({})).toBeNull();
    expect(policyRule(walletPolicy({ approvalPolicy: { above: '0', currency: 'GBP' } })!)).toBe(
      "Payments above £0.00 from this treasury need an Approver's approval before they are proposed.",
    );
  });

  it('values asset units at a decimal price in cents, rounded up', () => {
    // 1.5 ETH at 2,612.34 EUR = 3,918.51 EUR exactly.
    expect(minorValue(1_500_000_000_000_000_000n, 18, '2612.34')).toBe(391_851n);
    // 1 wei at 3,000: a fraction of a cent counts as a cent (the policy errs towards approval).
    expect(minorValue(1n, 18, '3000')).toBe(1n);
    expect(minorValue(0n, 6, '1.00')).toBe(0n);
    // 12.345678 of a 6-decimal token at 0.999 = 12.333332... → 12.34.
    expect(minorValue(12_345_678n, 6, '0.999')).toBe(1_234n);
  });
});
