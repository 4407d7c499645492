import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalEntrySchema } from '@/lib/db/entities/journal-entry';
import { journalRow } from '../model/journal-row.testing';
import { checkJournalRows, fastJournalEntry } from './fast-entry-check';

// A stored manual entry, as a plain record the tests change field by field.
const entry = (): Record<string, unknown> => ({ ...journalRow() });

const ODD: unknown[] = [
  null,
  undefined,
  '',
  ' ',
  'x'.repeat(101),
  'x'.repeat(201),
  'x'.repeat(301),
  'x'.repeat(1001),
  -1,
  0,
  1.5,
  255,
  256,
  '0',
  '-0',
  '01',
  '-12',
  '2025-02-30',
  '2025-02-28',
  '2025-3-1',
  '2025-03-01T10:00:00Z',
  '2025-03-01T10:00:00+01:00',
  'draft',
  'posted',
  'void',
  [],
  {},
  [{ accountId: 'a', commodity: 'c', amount: '1', decimals: 0 }],
  [{ accountId: 'a', commodity: 'c', amount: '1', decimals: 0, extra: 1 }],
  [{ accountId: '', commodity: 'c', amount: '1', decimals: 0 }],
];

/** Fails unless the schema accepts what the fast check accepts, with the same output. */
function agrees(row: Record<string, unknown>) {
  const fast = fastJournalEntry(row);
  if (fast) expect(fast).toEqual(journalEntrySchema.parse(row));
}

describe('fastJournalEntry', () => {
  it('agrees with the schema on every field (and posting field) set to every odd value, or removed', () => {
    const row = entry();
    const posting = (row.postings as Record<string, unknown>[])[0] as Record<string, unknown>;
    for (const field of [...Object.keys(row), 'extra']) {
      const { [field]: _, ...without } = row;
      agrees(without);
      for (const value of ODD) agrees({ ...row, [field]: value });
    }
    for (const field of [...Object.keys(posting), 'extra'])
      for (const value of ODD) agrees({ ...row, postings: [{ ...posting, [field]: value }] });
  });

  it('agrees on random combinations of odd values', () => {
    const fields = [...Object.keys(entry()), 'extra'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...ODD)), { maxLength: 3 }),
        (edits) => {
          const row = entry();
          for (const [field, value] of edits) row[field] = value;
          agrees(row);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('takes a stored entry itself and leaves a bad one to the schema, which names the problem', () => {
    const good = entry();
    expect(fastJournalEntry(good)).toBe(good);
    const { records, corrupt } = checkJournalRows([good, { ...entry(), id: 'e-2', date: '2025-02-30' }]);
    expect(records).toEqual([good]);
    expect(corrupt).toEqual([
      expect.objectContaining({ key: 'e-2', problems: ['date: Use a date written YYYY-MM-DD'] }),
    ]);
  });
});
