import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label, which toggles it', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send a copy to me" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send a copy to me' });
    fireEvent.click(screen.getByText('Send a copy to me'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('is described by its hint and error, and invalid with an error', () => {
    render(<Checkbox label="I agree" hint="Required to continue" error="Tick the box" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const texts = box
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Required to continue', 'Tick the box']);
  });

  it('keeps a hidden label as the name of a row selection box', () => {
    render(<Checkbox label="Select bill A-1 for a batch payment" labelHidden checked={false} onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Select bill A-1 for a batch payment' });
    expect(document.querySelector(`label[for="${box.id}"]`)?.className).toBe('sr-only');
  });
});
