import { describe, expect, it } from 'vitest';
import { buildPlan, remainderRuleText } from './distribution-plan';
import { checkRecipients, type RecipientInput } from './recipients';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const rows = (list: [string, string][]): RecipientInput[] =>
  list.map(([address, share], i) => ({ address, share, line: i + 1 }));

describe('checkRecipients', () => {
  it('accepts lower-case addresses and returns them EIP-55', () => {
    const check = checkRecipients(
      rows([
        [A.toLowerCase(), '50'],
        [B, '50'],
      ]),
      'percent',
      18,
    );
    expect(check.ok && check.recipients.map((r) => r.address)).toEqual([A, B]);
  });

  it('refuses invalid, checksum-mismatch, zero and duplicate addresses per row', () => {
    const typo = A.replace('C51812dc', 'c51812dc');
    const check = checkRecipients(
      rows([
        [A, '10'],
        ['0x123', '10'],
        [typo, '10'],
        ['0x0000000000000000000000000000000000000000', '10'],
        [A.toLowerCase(), '60'],
      ]),
      'percent',
      18,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual([
      { line: 2, field: 'address', message: 'Not a valid Ethereum address' },
      { line: 3, field: 'address', message: 'Checksum mismatch: check the address for typos' },
      { line: 4, field: 'address', message: 'The zero address cannot receive a payment' },
      { line: 5, field: 'address', message: 'Duplicate of the address on line 1' },
    ]);
  });

  it('refuses more than 4 decimals, zero and non-numbers in percent mode, and a sum other than 100', () => {
    const bad = checkRecipients(
      rows([
        [A, '33.33333'],
        [B, '0'],
        [C, '1e2'],
      ]),
      'percent',
      18,
    );
    expect(!bad.ok && bad.errors.map((e) => e.message)).toEqual([
      'Use at most 4 digits after the point',
      'A share must be more than 0%',
      '"1e2" is not a percentage: use digits and a point, e.g. 12.5',
    ]);
    const sum = checkRecipients(
      rows([
        [A, '33.3333'],
        [B, '33.3333'],
        [C, '33.3333'],
      ]),
      'percent',
      18,
    );
    expect(!sum.ok && sum.listError).toBe('The percentages add up to 99.9999%, not 100%');
  });

  it('reads fixed amounts in the asset decimals and refuses too many decimals', () => {
    const ok = checkRecipients(
      rows([
        [A, '1.5'],
        [B, '0.000001'],
      ]),
      'fixed',
      6,
      'USDC',
    );
    expect(ok.ok && ok.recipients.map((r) => r.weight)).toEqual([1_500_000n, 1n]);
    const bad = checkRecipients(rows([[A, '0.0000001']]), 'fixed', 6, 'USDC');
    expect(!bad.ok && bad.errors[0]?.message).toMatch(/USDC has 6 decimals/);
  });

  it('refuses an empty list', () => {
    expect(checkRecipients([], 'fixed', 18)).toEqual({
      ok: false,
      errors: [],
      listError: 'Add at least one recipient',
    });
  });
});

describe('buildPlan', () => {
  it('splits 100 wei to three equal shares as 34, 33, 33 and names the remainder', () => {
    const check = checkRecipients(
      rows([
        [A, '33.3333'],
        [B, '33.3333'],
        [C, '33.3334'],
      ]),
      'percent',
      18,
    );
    if (!check.ok) throw new Error('expected ok');
    const plan = buildPlan('percent', check.recipients, 100n);
    expect(plan.payments.map((p) => p.units)).toEqual([33n, 33n, 34n]);
    expect(plan.payments.reduce((s, p) => s + p.units, 0n)).toBe(100n);
    // floors 33, 33, 33 → 1 left over, to the largest remainder (C: 33.3334).
    expect(plan.remainder).toBe(1n);
    expect(plan.payments.map((p) => p.roundedUp)).toEqual([false, false, true]);
    expect(remainderRuleText(plan, 'wei')).toMatch(/the 1 wei left over go one each to the 1 largest remainders/);
  });

  it('breaks ties by row order', () => {
    const check = checkRecipients(
      rows([
        [A, '50'],
        [B, '25'],
        [C, '25'],
      ]),
      'percent',
      0,
    );
    if (!check.ok) throw new Error('expected ok');
    expect(buildPlan('percent', check.recipients, 3n).payments.map((p) => p.units)).toEqual([1n, 1n, 1n]);
    const eq = checkRecipients(
      rows([
        [A, '25'],
        [B, '25'],
        [C, '50'],
      ]),
      'percent',
      0,
    );
    if (!eq.ok) throw new Error('expected ok');
    expect(buildPlan('percent', eq.recipients, 2n).payments.map((p) => p.units)).toEqual([1n, 0n, 1n]);
  });

  it('pays fixed amounts as entered with their sum as the total', () => {
    const check = checkRecipients(
      rows([
        [A, '1'],
        [B, '2.5'],
      ]),
      'fixed',
      18,
    );
    if (!check.ok) throw new Error('expected ok');
    const plan = buildPlan('fixed', check.recipients, 0n);
    expect(plan.total).toBe(3_500_000_000_000_000_000n);
    expect(plan.remainder).toBe(0n);
  });
});
