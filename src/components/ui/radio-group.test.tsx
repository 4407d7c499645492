import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly', hint: 'Every three months' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend with one checked radio per value', () => {
    render(<RadioGroup legend="Period" name="period" options={OPTIONS} value="quarterly" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group.tagName).toBe('FIELDSET');
    expect((screen.getByRole('radio', { name: 'Quarterly' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(false);
    const hinted = screen.getByRole('radio', { name: 'Quarterly' });
    expect(document.getElementById(hinted.getAttribute('aria-describedby')!)?.textContent).toBe('Every three months');
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Period" name="period" options={OPTIONS} value="quarterly" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onChange).toHaveBeenCalledWith('monthly');
  });

  it('describes the group by its error', () => {
    render(<RadioGroup legend="Period" name="p" options={OPTIONS} value="" onChange={() => {}} error="Choose one" />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose one');
  });
});
