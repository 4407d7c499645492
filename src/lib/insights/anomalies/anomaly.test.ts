import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY } from '../units';
import { isRecent, RECENT_DAYS } from './anomaly';

describe('isRecent', () => {
  it('answers as parsing the time would, within minutes of the window’s start and in every ISO spelling', () => {
    const now = Date.parse('2026-06-01T12:34:56.789Z');
    const start = now - RECENT_DAYS * DAY;
    const spellings = (ms: number) => {
      const iso = new Date(ms).toISOString();
      return [iso, iso.replace(/\.\d{3}Z$/, 'Z'), iso.replace(/:\d{2}\.\d{3}Z$/, 'Z'), iso.replace(/Z$/, '123Z')];
    };
    fc.assert(
      fc.property(fc.integer({ min: -3 * 60_000, max: 3 * 60_000 }), (offset) => {
        for (const time of spellings(start + offset))
          expect(isRecent({ time }, now)).toBe(now - Date.parse(time) <= RECENT_DAYS * DAY);
      }),
      { numRuns: 500 },
    );
    expect(isRecent({ time: '2026-06-01T00:00:00Z' }, now)).toBe(true);
    expect(isRecent({ time: '2025-01-01T00:00:00Z' }, now)).toBe(false);
    // A new "now" moves the window.
    expect(isRecent({ time: '2026-06-01T00:00:00Z' }, now + 200 * DAY)).toBe(false);
  });
});
