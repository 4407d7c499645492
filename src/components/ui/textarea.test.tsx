import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is a multi-line textbox named by its label, invalid with its error', () => {
    render(<Textarea label="Memo" error="Too long" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Memo' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Too long');
  });

  it('keeps a hidden label as its name, visually hidden', () => {
    render(<Textarea label="Notes of line 1" labelHidden defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Notes of line 1' });
    expect(document.querySelector(`label[for="${field.id}"]`)!.className).toBe('sr-only');
  });
});
