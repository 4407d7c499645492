import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const OPTIONS = [
  { value: 'debit', label: 'Debit' },
  { value: 'credit', label: 'Credit' },
];

describe('Select', () => {
  it('is a combobox named by its label with its options and placeholder', () => {
    render(<Select label="Side" options={OPTIONS} placeholder="Choose a side" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Side' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a side',
      'Debit',
      'Credit',
    ]);
    expect(select.className).toContain('min-w-fit');
    expect(select.className.split(' ')).not.toContain('min-w-0');
  });

  it('reports the chosen value and is invalid with an error', () => {
    const onChange = vi.fn();
    render(<Select label="Side" options={OPTIONS} value="debit" onChange={onChange} error="Pick the other side" />);
    const select = screen.getByRole('combobox', { name: 'Side' });
    fireEvent.change(select, { target: { value: 'credit' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Pick the other side');
  });

  it('keeps a hidden label as its name, visually hidden', () => {
    render(<Select label="Network of wallet 1" labelHidden options={OPTIONS} defaultValue="debit" />);
    const select = screen.getByRole('combobox', { name: 'Network of wallet 1' });
    expect(document.querySelector(`label[for="${select.id}"]`)!.className).toBe('sr-only');
  });
});
