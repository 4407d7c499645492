import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapBand } from './intervals';
import { seededRandom } from './prng';
import { sortedQuantile } from './summary';

/** The band as first written: sort every resample, read both quantiles off it. */
function sortingBand(errors: readonly number[], level: 80 | 95, random: () => number): [number, number] {
  const tail = (1 - level / 100) / 2;
  let low = 0;
  let high = 0;
  const sample = new Float64Array(errors.length);
  for (let r = 0; r < 200; r++) {
    for (let i = 0; i < errors.length; i++) sample[i] = errors[Math.floor(random() * errors.length)] ?? 0;
    sample.sort();
    low += sortedQuantile(sample, tail);
    high += sortedQuantile(sample, 1 - tail);
  }
  return [low / 200, high / 200];
}

describe('the bootstrap band', () => {
  it('gives exactly what sorting every resample gives (ties and signed zeros included), from the same draws', () => {
    const error = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, -0, 1, -1, 2.5));
    fc.assert(
      fc.property(
        fc.array(error, { maxLength: 40 }),
        fc.constantFrom(80 as const, 95 as const),
        fc.nat(),
        (errors, level, seed) => {
          const counted = bootstrapBand(errors, level, seededRandom(seed));
          const sorted = sortingBand(errors, level, seededRandom(seed));
          expect(counted.map((x) => (Object.is(x, -0) ? 0 : x))).toEqual(sorted.map((x) => (Object.is(x, -0) ? 0 : x)));
        },
      ),
      { numRuns: 300 },
    );
  });
  it('widens with the spread of the errors', () => {
    const narrow = bootstrapBand([-1, 0, 1, -1, 0, 1, 0, 0], 80, seededRandom(3));
    const wide = bootstrapBand([-5, 0, 5, -5, 0, 5, 0, 0], 80, seededRandom(3));
    expect(wide[1] - wide[0]).toBeGreaterThan(narrow[1] - narrow[0]);
  });
});
