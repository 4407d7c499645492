import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldInOrder } from './live-table-margin';

const FROM = '2025-01-01T00:05';
const versionOf = (record: { v: string }) => record.v;

/** The held records' keys in (version, key) order from `from` on: what the index gives when nothing moved. */
function indexOrder(records: Map<string, { v: string }>, from: string, restamped: ReadonlySet<string>): string[] {
  return [...records]
    .filter(([key, record]) => record.v >= from && !restamped.has(key))
    .sort(([ka, a], [kb, b]) => (a.v < b.v ? -1 : a.v > b.v ? 1 : ka < kb ? -1 : ka > kb ? 1 : 0))
    .map(([key]) => key);
}

const arbitraryRecords = fc
  .uniqueArray(
    fc.tuple(
      fc.string({ minLength: 1, maxLength: 3 }),
      fc.constantFrom('2025-01-01T00:04', FROM, '2025-01-01T00:06', '2025-01-01T00:07'),
    ),
    { selector: ([key]) => key, maxLength: 30 },
  )
  .map((pairs) => new Map(pairs.map(([key, v]) => [key, { v }])));

describe('heldInOrder', () => {
  it('accepts the index order of the held margin, leaving out the restamped keys', () => {
    fc.assert(
      fc.property(arbitraryRecords, fc.double({ min: 0, max: 1, noNaN: true }), (records, share) => {
        const restamped = new Set([...records.keys()].filter((_, i) => i < records.size * share * 0.3));
        expect(heldInOrder(records, versionOf, indexOrder(records, FROM, restamped), FROM, restamped)).toBe(true);
      }),
    );
  });

  it('refuses keys that differ from the index order: one moved, one missing, one extra or two swapped', () => {
    fc.assert(
      fc.property(arbitraryRecords, fc.nat(), (records, pick) => {
        const keys = indexOrder(records, FROM, new Set());
        const none = new Set<string>();
        if (keys.length >= 2) {
          const i = pick % (keys.length - 1);
          const swapped = [...keys];
          [swapped[i], swapped[i + 1]] = [swapped[i + 1] as string, swapped[i] as string];
          expect(heldInOrder(records, versionOf, swapped, FROM, none)).toBe(false);
        }
        if (keys.length >= 1) expect(heldInOrder(records, versionOf, keys.slice(1), FROM, none)).toBe(false);
        expect(heldInOrder(records, versionOf, [...keys, 'not held'], FROM, none)).toBe(false);
        // A held row restamped in storage to before the margin: the index no longer lists it there.
        const older = [...records].find(([, record]) => record.v < FROM);
        if (older) expect(heldInOrder(records, versionOf, [...keys, older[0]].sort(), FROM, none)).toBe(false);
      }),
    );
  });
});
