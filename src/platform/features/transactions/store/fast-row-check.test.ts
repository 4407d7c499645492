import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainTransactionSchema } from '@/lib/db/entities/chain-transaction';
import { hashOf, OTHER, OURS, TOKEN, txRow } from '@/platform/features/transactions/model/tx-rows.testing';
import { fastTransactionRow } from './fast-row-check';
import { checkTransactionRows } from './transaction-rows';

const LOWER = OTHER.toLowerCase();
// Values that break one rule or another of some field (or pass it), put in any field of a valid row.
const ODD: unknown[] = [
  null,
  undefined,
  '',
  ' ',
  ' Payroll ',
  'x'.repeat(81),
  'x'.repeat(501),
  -1,
  0,
  1,
  1.5,
  78,
  Number.NaN,
  2 ** 60,
  '01',
  '12',
  hashOf(7),
  hashOf(7).toUpperCase(),
  OURS,
  LOWER,
  'native',
  '2025-02-30T00:00:00Z',
  '2025-03-01T12:00:00+01:00',
  '2025-03-01T12:00:00.5Z',
  '0x12345678',
  [],
  [OURS, OTHER, TOKEN],
  [LOWER],
  {},
  { method: 'pay' },
  { method: 'pay', recipients: [{ address: OURS, units: '1' }] },
  { method: 'pay', recipients: [{ address: OURS, units: '1', extra: 1 }] },
  { method: 'pay', token: LOWER },
  { method: 'pay', payee: OTHER, paymentReference: hashOf(3) },
  { method: 'pay', paymentReference: undefined },
  { method: '' },
  'in',
  'confirmed',
  'transfer',
  'scan',
  'ETH',
  'x'.repeat(33),
  Number.MAX_SAFE_INTEGER,
];
const odd = fc.constantFrom(...ODD);

const fields = Object.keys(chainTransactionSchema.shape);

const base = fc
  .record({
    decoded: fc.constantFrom(
      null,
      { method: 'transfer' },
      { method: 'pay', token: TOKEN, paymentReference: hashOf(5) },
    ),
    category: fc.constantFrom(null, 'Payroll', ''),
    fee: fc.constantFrom(null, '21000'),
    to: fc.constantFrom(null, OURS),
  })
  .map((overrides) => txRow(overrides) as Record<string, unknown>);

const mutated = fc
  .tuple(base, fc.array(fc.tuple(fc.constantFrom(...fields, 'extra'), odd, fc.boolean()), { maxLength: 3 }))
  .map(([row, edits]) => {
    const next: Record<string, unknown> = { ...row };
    for (const [field, value, remove] of edits) {
      if (remove) delete next[field];
      else next[field] = value;
    }
    return next;
  });

/** Fails unless the schema accepts what the fast check accepts, with the same output. */
function agrees(row: Record<string, unknown>) {
  const fast = fastTransactionRow(row);
  const slow = chainTransactionSchema.safeParse(row);
  if (fast) {
    expect(slow.success).toBe(true);
    expect(fast).toEqual(slow.data);
  }
}

describe('fastTransactionRow', () => {
  it('agrees with the schema on every field set to every odd value, or removed', () => {
    const rows = [txRow(), txRow({ decoded: { method: 'pay', token: TOKEN, paymentReference: hashOf(5) } })];
    for (const row of rows as Record<string, unknown>[])
      for (const field of [...fields, 'extra']) {
        const { [field]: _, ...without } = row;
        agrees(without);
        for (const value of ODD) agrees({ ...row, [field]: value });
        if (row.decoded)
          for (const value of ODD) agrees({ ...row, decoded: { ...(row.decoded as object), [field]: value } });
      }
  });

  it('accepts only rows the schema accepts, and gives what the schema gives', () => {
    fc.assert(fc.property(mutated, agrees), { numRuns: 2_000 });
  });

  it('takes the common stored rows itself, so zod is the exception', () => {
    fc.assert(
      fc.property(base, (row) => {
        expect(fastTransactionRow(row)).toBe(row);
      }),
    );
    const { revision: _, ...older } = txRow() as Record<string, unknown>;
    expect(fastTransactionRow(older)).toEqual({ ...older, revision: 1 });
  });

  it('leaves a row to zod when the schema would change or refuse it', () => {
    expect(fastTransactionRow({ ...txRow(), category: ' Payroll ' })).toBeNull();
    expect(fastTransactionRow({ ...txRow(), from: LOWER })).toBeNull();
    expect(fastTransactionRow({ ...txRow(), extra: 1 })).toBeNull();
    const { records, corrupt } = checkTransactionRows([
      { ...txRow(), category: ' Payroll ' },
      { ...txRow(), from: LOWER },
    ]);
    expect(records.map((r) => r.category)).toEqual(['Payroll']);
    expect(corrupt[0]?.problems.join()).toMatch(/from: Expected an EIP-55/);
  });
});
