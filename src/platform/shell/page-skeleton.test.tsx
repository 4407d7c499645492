import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMetaContext } from '@/components/ui/page-meta';
import { platformRoutes } from '@/platform/routes';
import { PageLoading } from './page-loading';
import { PageSkeleton } from './page-skeleton';

const dashboard = platformRoutes[0];

describe('PageSkeleton', () => {
  it("draws the page's title and summary and a status, with nothing to operate before the app runs", () => {
    render(<PageSkeleton title={dashboard.name} summary={dashboard.summary} status="Initializing Ledgerline" />);
    // Drawn where the page draws its header, but hidden from assistive technology: the page is not there yet.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: dashboard.name, hidden: true })).toBeDefined();
    expect(screen.getByText(dashboard.summary)).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Initializing Ledgerline');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('PageLoading', () => {
  it("keeps the page's header from the route table above Loading page...", () => {
    render(
      <PageMetaContext value={{ title: dashboard.name, summary: dashboard.summary }}>
        <PageLoading />
      </PageMetaContext>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: dashboard.name, hidden: true })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading page...');
  });

  it('is the status alone outside a page (no title known)', () => {
    render(<PageLoading />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading page...');
  });
});
