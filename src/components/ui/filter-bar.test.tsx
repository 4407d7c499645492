import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar, FilterSearch, filterSetter } from './filter-bar';

describe('FilterBar', () => {
  it('is a named search landmark whose search box is named Search and reports the typed query', () => {
    const typed: string[] = [];
    render(
      <FilterBar label="Filter the journal">
        <FilterSearch value="" onChange={(query) => typed.push(query)} placeholder="Memo or account" />
      </FilterBar>,
    );
    const landmark = screen.getByRole('search', { name: 'Filter the journal' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(landmark.contains(box)).toBe(true);
    expect(box.getAttribute('placeholder')).toBe('Memo or account');
    fireEvent.change(box, { target: { value: 'rent' } });
    expect(typed).toEqual(['rent']);
  });

  it('changes one filter and keeps the others', () => {
    const seen: { query: string; status: string }[] = [];
    const set = filterSetter({ query: 'rent', status: 'all' }, (choice) => seen.push(choice));
    set('status')('draft');
    expect(seen).toEqual([{ query: 'rent', status: 'draft' }]);
  });
});
