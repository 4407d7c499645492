import { describe, expect, it } from 'vitest';
import { billStatus, contentChanged, refusal, stateAfterEdit } from './bill-status';
import { sampleBill } from '@/lib/db/sample-bill.testing';

describe('bill status', () => {
  it('derives paid and partially paid from payments on an approved bill', () => {
    const bill = sampleBill({ state: 'approved', total: '100' });
    expect(billStatus(bill, 0n)).toBe('approved');
    expect(billStatus(bill, 40n)).toBe('partially-paid');
    expect(billStatus(bill, 100n)).toBe('paid');
    expect(billStatus(bill, 120n)).toBe('paid');
    expect(billStatus({ ...bill, state: 'void' }, 100n)).toBe('void');
  });
  it('allows each action only from the right state', () => {
    const draft = sampleBill({ state: 'draft' });
    expect(refusal('submit', draft, 0n)).toBeNull();
    expect(refusal('approve', draft, 0n)).toMatch(/awaiting approval/);
    expect(refusal('pay', draft, 0n)).toMatch(/approved bill/);
    const awaiting = sampleBill({ state: 'awaiting-approval' });
    expect(refusal('approve', awaiting, 0n)).toBeNull();
    expect(refusal('reject', awaiting, 0n)).toBeNull();
    const approved = sampleBill({ state: 'approved', total: '10' });
    expect(refusal('pay', approved, 0n)).toBeNull();
    expect(refusal('pay', approved, 10n)).toMatch(/already paid/);
    expect(refusal('edit', approved, 3n)).toMatch(/Part of this bill is paid/);
    expect(refusal('void', approved, 3n)).toMatch(/cannot be voided/);
    expect(refusal('void', approved, 0n)).toBeNull();
    expect(refusal('edit', sampleBill({ state: 'void' }), 0n)).toMatch(/void/);
  });
  it('sends a changed approved bill back to approval', () => {
    const bill = sampleBill({ state: 'approved' });
    expect(contentChanged(bill, { ...bill })).toBe(false);
    expect(contentChanged(bill, { ...bill, notes: 'changed' })).toBe(true);
    expect(contentChanged(bill, { ...bill, lines: [{ description: 'x', units: '1' }] })).toBe(true);
    expect(stateAfterEdit('approved', true)).toBe('awaiting-approval');
    expect(stateAfterEdit('approved', false)).toBe('approved');
    expect(stateAfterEdit('rejected', true)).toBe('awaiting-approval');
    expect(stateAfterEdit('draft', true)).toBe('draft');
  });
});
