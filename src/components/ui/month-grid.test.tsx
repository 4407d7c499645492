import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthGrid } from './month-grid';
import { monthWeeks, shiftMonths } from '@/lib/primitives/days';
import { gridKeyTarget } from './month-grid-keys';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (name) => [name.slice(0, 3), name] as const,
);

describe('month grid keyboard model', () => {
  it('lays out a month in whole weeks from Monday', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('moves by day, week, week ends, month and year', () => {
    const at = '2026-11-27'; // a Friday
    expect(gridKeyTarget(at, 'ArrowRight')).toBe('2026-11-28');
    expect(gridKeyTarget(at, 'ArrowLeft')).toBe('2026-11-26');
    expect(gridKeyTarget(at, 'ArrowDown')).toBe('2026-12-04');
    expect(gridKeyTarget(at, 'ArrowUp')).toBe('2026-11-20');
    expect(gridKeyTarget(at, 'Home')).toBe('2026-11-23');
    expect(gridKeyTarget(at, 'End')).toBe('2026-11-29');
    expect(gridKeyTarget(at, 'PageUp')).toBe('2026-10-27');
    expect(gridKeyTarget(at, 'PageDown', { shift: true })).toBe('2027-11-27');
    expect(gridKeyTarget(at, 'a')).toBeNull();
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

function Harness({ onActivate }: { onActivate: (day: string) => void }) {
  const [day, setDay] = useState('2026-11-27');
  return (
    <MonthGrid
      label="November 2026"
      month={day.slice(0, 7)}
      focusedDay={day}
      today="2026-11-27"
      weekdays={WEEKDAYS}
      onFocusDay={setDay}
      onActivateDay={onActivate}
      dayLabel={(d) => `Day ${d}`}
      renderDay={() => null}
    />
  );
}

describe('MonthGrid', () => {
  it('is a named grid with one tab stop that follows the arrows, and marks today', () => {
    const onActivate = vi.fn();
    render(<Harness onActivate={onActivate} />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    const stops = grid.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    const today = screen.getByRole('gridcell', { name: 'Day 2026-11-27' });
    expect(today.getAttribute('aria-current')).toBe('date');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: 'Day 2026-11-28' }));
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    const moved = screen.getByRole('gridcell', { name: 'Day 2026-12-28' });
    expect(document.activeElement).toBe(moved);
    expect(moved.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(moved, { key: 'Enter' });
    expect(onActivate).toHaveBeenCalledWith('2026-12-28');
  });
});
