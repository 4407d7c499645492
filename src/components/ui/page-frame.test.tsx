import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';
import { PageMetaContext } from './page-meta';
import { PageNoticesContext } from './page-notices';

describe('PageFrame', () => {
  it('heads the page with one h1, its description and actions', () => {
    render(
      <PageFrame title="Vendors" description="Who you pay." actions={<button type="button">New bill</button>}>
        <p>List</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Vendors']);
    expect(screen.getByText('Who you pay.')).toBeTruthy();
    expect(screen.getByRole('banner').contains(screen.getByRole('button', { name: 'New bill' }))).toBe(true);
    expect(screen.getByText('List')).toBeTruthy();
  });

  it('takes its title and description from the route table when not given', () => {
    render(
      <PageMetaContext value={{ title: 'Accounting', summary: 'Your books.' }}>
        <PageFrame />
      </PageMetaContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting' })).toBeTruthy();
    expect(screen.getByText('Your books.')).toBeTruthy();
  });

  it("shows the shell's notices for what the page needs, then its own", () => {
    render(
      <PageNoticesContext value={({ account }) => (account ? <p role="note">Connect your wallet</p> : null)}>
        <PageFrame title="Company" needsAccount notices={<p role="note">Prices are missing</p>} />
      </PageNoticesContext>,
    );
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Connect your wallet',
      'Prices are missing',
    ]);
  });

  it('shows no account notice on a page that does not need an account', () => {
    render(
      <PageNoticesContext value={({ account }) => (account ? <p role="note">Connect your wallet</p> : null)}>
        <PageFrame title="Dashboard" />
      </PageNoticesContext>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
