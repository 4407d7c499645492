import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RevisionConflict } from './revision-conflict';

const CHANGES = [
  { field: 'legalName', label: 'Legal name', theirs: 'Tab A GmbH', yours: 'Tab B AG' },
  { field: 'taxId', label: 'Tax ID', theirs: '', yours: 'DE1' },
];

describe('RevisionConflict', () => {
  it('says the record changed elsewhere, lists theirs vs. yours per field, and takes focus', () => {
    render(
      <RevisionConflict
        noun="company profile"
        changes={CHANGES}
        focusKey={1}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'This company profile was changed in another tab' });
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const list = within(group).getByLabelText('What differs');
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Legal name', 'Tax ID']);
    const values = within(list)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(values).toEqual(['Theirs: Tab A GmbHYours: Tab B AG', 'Theirs: emptyYours: DE1']);
  });

  it('runs the chosen way out and is disabled while saving', () => {
    const keepMine = vi.fn();
    const takeTheirs = vi.fn();
    const { rerender } = render(
      <RevisionConflict
        noun="team member Ada"
        changes={CHANGES}
        focusKey={1}
        onKeepMine={keepMine}
        onTakeTheirs={takeTheirs}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(keepMine).toHaveBeenCalledTimes(1);
    expect(takeTheirs).toHaveBeenCalledTimes(1);
    rerender(
      <RevisionConflict
        noun="team member Ada"
        changes={CHANGES}
        focusKey={1}
        busy
        onKeepMine={keepMine}
        onTakeTheirs={takeTheirs}
      />,
    );
    expect((screen.getByRole('button', { name: 'Keep mine' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Take theirs' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes focus again on the next refusal', () => {
    const { rerender } = render(
      <RevisionConflict
        noun="company profile"
        changes={CHANGES}
        focusKey={1}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    const keep = screen.getByRole('button', { name: 'Keep mine' });
    keep.focus();
    expect(document.activeElement).toBe(keep);
    rerender(
      <RevisionConflict
        noun="company profile"
        changes={CHANGES}
        focusKey={2}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('group'));
  });

  it('says when the record was removed elsewhere, or when both versions agree', () => {
    const { rerender } = render(
      <RevisionConflict
        noun="team member Ada"
        changes={[]}
        removed
        focusKey={1}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'This team member Ada was removed in another tab' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add it back with mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard mine' })).toBeTruthy();
    rerender(
      <RevisionConflict
        noun="team member Ada"
        changes={[]}
        focusKey={1}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
      />,
    );
    expect(
      screen.getByText('Your changes were not saved. The newer version says the same as yours in every field.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('What differs')).toBeNull();
  });
});
