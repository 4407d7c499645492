import { describe, expect, it } from 'vitest';
import { EMPTY_BILL_DRAFT } from './bill-form';
import { newBillDraft, withTermsDue } from './bill-prefill';

const terms = new Map([
  ['net14', 14],
  ['net30', 30],
]);
const termsOf = (id: string) => terms.get(id);

describe("a new bill's due date from the vendor's terms", () => {
  it('is issued today and fills the due date when the vendor is chosen', () => {
    const blank = newBillDraft('2026-11-29');
    expect(blank).toEqual({ ...EMPTY_BILL_DRAFT, issueDate: '2026-11-29' });
    expect(withTermsDue(blank, { ...blank, vendorId: 'net14' }, termsOf).dueDate).toBe('2026-12-13');
  });

  it('follows the issue date and another vendor while it is what the terms gave', () => {
    const chosen = withTermsDue(
      newBillDraft('2026-11-29'),
      { ...newBillDraft('2026-11-29'), vendorId: 'net14' },
      termsOf,
    );
    const moved = withTermsDue(chosen, { ...chosen, issueDate: '2026-11-01' }, termsOf);
    expect(moved.dueDate).toBe('2026-11-15');
    expect(withTermsDue(moved, { ...moved, vendorId: 'net30' }, termsOf).dueDate).toBe('2026-12-01');
  });

  it('keeps a due date the user typed, and one typed in the same change', () => {
    const chosen = { ...newBillDraft('2026-11-29'), vendorId: 'net14', dueDate: '2027-01-31' };
    expect(withTermsDue(chosen, { ...chosen, issueDate: '2026-11-01' }, termsOf).dueDate).toBe('2027-01-31');
    const blank = newBillDraft('2026-11-29');
    expect(withTermsDue(blank, { ...blank, vendorId: 'net14', dueDate: '2026-12-24' }, termsOf).dueDate).toBe(
      '2026-12-24',
    );
    // Without an issue date there is nothing to count from.
    const noIssue = { ...EMPTY_BILL_DRAFT };
    expect(withTermsDue(noIssue, { ...noIssue, vendorId: 'net14' }, termsOf).dueDate).toBe('');
  });
});
