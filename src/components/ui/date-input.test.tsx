import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('is a date field named by its label that reports YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<DateInput label="Due date" value="2026-01-31" onChange={onChange} min="2026-01-01" />);
    const input = screen.getByLabelText('Due date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('2026-01-01');
    fireEvent.change(input, { target: { value: '2026-02-15' } });
    expect(onChange).toHaveBeenCalledWith('2026-02-15');
  });

  it('is invalid and described by its error', () => {
    render(<DateInput label="Due date" value="" onChange={() => {}} error="Enter a date" />);
    const input = screen.getByLabelText('Due date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a date');
  });
});
