import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Stat } from './stat';

describe('Stat', () => {
  it('is a group named by its label with value, comparison and a link', () => {
    render(
      <MemoryRouter>
        <Stat
          label="Open invoices"
          value="12"
          basis="Sent invoices with something unpaid"
          comparison="3 more than last month"
          trend="up"
          link={{ to: '/platform/client', label: 'View invoices' }}
        />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Open invoices' });
    expect(group.textContent).toContain('12');
    expect(screen.getByText('Sent invoices with something unpaid')).toBeTruthy();
    // The arrow is decoration: the words carry the direction.
    expect(
      screen.getByText('3 more than last month', { exact: false }).querySelector('[aria-hidden]')?.textContent,
    ).toBe('↑ ');
    expect(screen.getByRole('link', { name: 'View invoices' }).getAttribute('href')).toBe('/platform/client');
  });
});
