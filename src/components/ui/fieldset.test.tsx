import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend, described by its message when it has one', () => {
    render(
      <Fieldset legend="Lines" error="Add at least one line">
        <input aria-label="Line 1 amount" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Lines' });
    expect(group.contains(screen.getByRole('textbox', { name: 'Line 1 amount' }))).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Add at least one line');
  });

  it('keeps a hidden legend as the name and has no description without a message', () => {
    render(
      <Fieldset legend="Role" legendHidden>
        <input type="checkbox" aria-label="Client" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Role' });
    expect(group.querySelector('legend')!.className).toBe('sr-only');
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });
});
