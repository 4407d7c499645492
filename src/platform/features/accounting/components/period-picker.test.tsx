import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PeriodPicker } from './period-picker';

describe('PeriodPicker', () => {
  it('names a year in progress as to date, with its comparison, and picks a preset to today', () => {
    const onChange = vi.fn();
    render(
      <PeriodPicker
        value={{ kind: 'fiscal-year', range: { from: '2026-04-01', to: '2026-11-29' } }}
        onChange={onChange}
        today="2026-11-29"
        fiscalYearStartMonth={4}
        previous={{ from: '2025-04-01', to: '2025-11-29' }}
      />,
    );
    expect(screen.getByTestId('period-label').textContent).toBe(
      'Fiscal year to date: 2026-04-01 to 2026-11-29, compared with 2025-04-01 to 2025-11-29',
    );
    fireEvent.change(screen.getByLabelText('Report period'), { target: { value: 'quarter' } });
    expect(onChange).toHaveBeenCalledWith({ kind: 'quarter', range: { from: '2026-10-01', to: '2026-11-29' } });
  });

  it('names an ended year as the whole year', () => {
    render(
      <PeriodPicker
        value={{ kind: 'fiscal-year', range: { from: '2025-04-01', to: '2026-03-31' } }}
        onChange={() => undefined}
        today="2026-03-31"
        fiscalYearStartMonth={4}
      />,
    );
    expect(screen.getByTestId('period-label').textContent).toBe('Fiscal year: 2025-04-01 to 2026-03-31');
  });
});
