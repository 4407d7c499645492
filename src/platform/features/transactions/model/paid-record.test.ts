import { describe, expect, it } from 'vitest';
import { isInternalRow, paidRecordOf, paidRecords } from './paid-record';

const REF = `0x${'ab'.repeat(32)}`;
const BILL_REF = `0x${'cd'.repeat(32)}`;

describe('paid records', () => {
  const records = paidRecords(
    [
      { id: 'inv 1', number: 'INV-0007', reference: REF, state: 'sent' },
      { id: 'inv-2', number: 'INV-0008', reference: `0x${'ef'.repeat(32)}`, state: 'draft' },
    ],
    [{ id: 'bill-1', billNumber: 'B-12', reference: BILL_REF }],
  );

  it('finds the invoice or bill a payment reference names, with its link', () => {
    expect(paidRecordOf({ decoded: { method: 'payEth', paymentReference: REF } }, records)).toEqual({
      kind: 'invoice',
      id: 'inv 1',
      label: 'Invoice INV-0007',
      path: '/platform/client?invoice=inv+1',
    });
    expect(paidRecordOf({ decoded: { method: 'payToken', paymentReference: BILL_REF } }, records)?.path).toBe(
      '/platform/vendors?bill=bill-1',
    );
  });

  it('knows nothing of drafts, unknown references or rows without one', () => {
    expect(
      paidRecordOf({ decoded: { method: 'payEth', paymentReference: `0x${'ef'.repeat(32)}` } }, records),
    ).toBeNull();
    expect(paidRecordOf({ decoded: { method: 'transfer' } }, records)).toBeNull();
    expect(paidRecordOf({ decoded: null }, records)).toBeNull();
  });

  it('tells internal rows from a transaction’s own and its token transfers', () => {
    expect(isInternalRow({ id: `31337:0x${'1'.repeat(64)}:i0_1` })).toBe(true);
    expect(isInternalRow({ id: `31337:0x${'1'.repeat(64)}:ie3` })).toBe(true);
    expect(isInternalRow({ id: `31337:0x${'1'.repeat(64)}:4` })).toBe(false);
    expect(isInternalRow({ id: `31337:0x${'1'.repeat(64)}` })).toBe(false);
  });
});
