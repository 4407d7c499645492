import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteLinkContext } from './route-link';
import { Stat } from './stat';

describe('Stat', () => {
  it('is a group named by its label with value, comparison and a link', () => {
    render(
      <Stat
        label="Open invoices"
        value="12"
        basis="Sent invoices with something unpaid"
        comparison="3 more than last month"
        trend="up"
        link={{ to: '/platform/client', label: 'View invoices' }}
      />,
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

  it('draws its link with the link the shell provides (the kit knows no router)', () => {
    const ShellLink = ({ to, children }: { to: string; children?: ReactNode }) => (
      <a href={`#routed${to}`}>{children}</a>
    );
    render(
      <RouteLinkContext value={ShellLink}>
        <Stat label="Bills" value="3" link={{ to: '/platform/vendors', label: 'View bills' }} />
      </RouteLinkContext>,
    );
    expect(screen.getByRole('link', { name: 'View bills' }).getAttribute('href')).toBe('#routed/platform/vendors');
  });
});
