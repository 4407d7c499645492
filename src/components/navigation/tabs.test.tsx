import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList, TabPanel, Tabs } from './tabs';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'journal', label: 'Journal' },
  { id: 'reports', label: 'Reports' },
];

function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

function setup(url = '/accounting') {
  const router = createMemoryRouter(
    [
      {
        path: '/accounting',
        element: (
          <>
            <Tabs label="Accounting sections" tabs={TABS}>
              {(selected) => <p>Showing {selected}</p>}
            </Tabs>
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const search = () => screen.getByRole('status', { name: 'search' }).textContent;

describe('Tabs', () => {
  it('is a named tab list with the first tab selected when the URL names none', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Accounting sections' })).toBeTruthy();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(overview.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Journal' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Showing overview');
  });

  it('names the panel a tab controls only while the panel is in the page (a page still loading shows none)', () => {
    function Page({ loaded }: { loaded: boolean }) {
      return (
        <MemoryRouter initialEntries={['/accounting']}>
          <TabList label="Accounting sections" tabs={TABS} />
          {loaded ? <TabPanel tabs={TABS}>{(selected) => <p>Showing {selected}</p>}</TabPanel> : <p>Loading…</p>}
        </MemoryRouter>
      );
    }
    const { rerender } = render(<Page loaded={false} />);
    const overview = () => screen.getByRole('tab', { name: 'Overview' });
    expect(overview().hasAttribute('aria-controls')).toBe(false);
    rerender(<Page loaded />);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview().getAttribute('aria-controls')).toBe(panel.id);
    rerender(<Page loaded={false} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(overview().hasAttribute('aria-controls')).toBe(false);
  });

  it('opens the tab the URL names, so a link can point at it', () => {
    setup('/accounting?tab=reports');
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing reports');
  });

  it('falls back to the first tab for an unknown value', () => {
    setup('/accounting?tab=nope');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('puts a clicked tab in the URL, and Back returns to the previous one', async () => {
    const router = setup('/accounting?tab=overview&year=2026');
    fireEvent.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(search()).toBe('?tab=journal&year=2026');
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing journal');
    await router.navigate(-1);
    expect(await screen.findByText('Showing overview')).toBeTruthy();
  });

  it('moves and selects with arrows (wrapping), Home and End, focus following', () => {
    setup();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Journal' }));
    expect(screen.getByRole('tab', { name: 'Journal' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reports' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(overview);
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Reports');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(search()).toBe('?tab=overview');
  });

  describe('in a PageFrame', () => {
    const PAGE_TABS = [
      { id: 'journal', label: 'Journal' },
      { id: 'reports', label: 'Reports' },
    ];
    it('puts the sub-navigation in the header and its panel in the content', () => {
      render(
        <MemoryRouter initialEntries={['/accounting?tab=reports']}>
          <PageFrame title="Accounting" subnav={<TabList label="Accounting sections" tabs={PAGE_TABS} />}>
            <TabPanel tabs={PAGE_TABS}>{(selected) => <p>Showing {selected}</p>}</TabPanel>
          </PageFrame>
        </MemoryRouter>,
      );
      expect(screen.getByRole('banner').contains(screen.getByRole('tablist', { name: 'Accounting sections' }))).toBe(
        true,
      );
      expect(screen.getByRole('tabpanel', { name: 'Reports' }).textContent).toBe('Showing reports');
    });
  });
});
