import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('is a region named by what is missing, saying what it is, with one action', () => {
    render(
      <EmptyState
        title="No bills yet"
        description="Bills are what you owe vendors; add one to pay it from here."
        action={<button type="button">New bill</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'No bills yet' });
    expect(screen.getByRole('heading', { level: 3, name: 'No bills yet' })).toBeTruthy();
    expect(region.textContent).toContain('Bills are what you owe vendors');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['New bill']);
  });
});
