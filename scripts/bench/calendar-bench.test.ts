import { describe, expect, it } from 'vitest';
import { benchCalendar } from './calendar-bench';

describe('benchCalendar', () => {
  it('renders the month and exports and re-imports every event (figures only; times are never asserted)', () => {
    const figures = benchCalendar(60);
    expect(figures).toMatchObject({ events: 60, imported: 60, importErrors: 0 });
    expect(figures.itemsInMonth).toBeGreaterThan(0);
    expect(figures.bytes.html).toBeGreaterThan(0);
  });
});
