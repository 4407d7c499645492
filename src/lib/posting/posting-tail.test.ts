// The tail kept as rows run must give the digest recomputed from the rows it was told about, at every
// save: a digest that drifts would let a start skip a row committed late within the margin.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRunTail, marginBefore, tailDigestOf } from './posting-tail';

const BASE = Date.parse('2025-03-01T00:00:00.000Z');
const stamp = (ms: number) => new Date(BASE + ms).toISOString();

const op = fc.oneof(
  fc.record({ kind: fc.constant('note' as const), id: fc.integer({ min: 1, max: 12 }), back: fc.nat(600_000) }),
  fc.record({ kind: fc.constant('forget' as const), id: fc.integer({ min: 1, max: 12 }), back: fc.constant(0) }),
  fc.record({ kind: fc.constant('save' as const), id: fc.constant(0), back: fc.nat(240_000) }),
);

describe('createRunTail', () => {
  it('gives the digest of the (id, stamp) pairs run within the margin, as recomputed', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const tail = createRunTail();
        const model = new Map<string, string>();
        let through = 0;
        for (const o of ops) {
          const id = `row-${o.id}`;
          if (o.kind === 'forget') {
            tail.forget(id);
            model.delete(id);
          } else if (o.kind === 'note') {
            // Stamped at most `through`, some before the margin (a lagging clock).
            tail.note(id, stamp(through - o.back));
            model.set(id, stamp(through - o.back));
          } else {
            through += o.back;
            const to = stamp(through);
            const from = marginBefore(to);
            const inMargin = [...model].filter(([, s]) => s > from && s <= to);
            expect(tail.digestThrough(to)).toBe(tailDigestOf(inMargin));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells pairs apart by stamp, not only by id', () => {
    expect(tailDigestOf([['a', stamp(1)]])).not.toBe(tailDigestOf([['a', stamp(2)]]));
    expect(tailDigestOf([])).toBe(createRunTail().digestThrough(stamp(0)));
  });
});
