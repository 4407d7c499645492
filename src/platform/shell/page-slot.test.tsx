import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '@/platform/page-loaders';
import { PageSlot } from './page-slot';
import { pageHasRendered, resetPageRendered } from './page-rendered';

function Shell({ load }: { load: () => Promise<PageModule> }) {
  return (
    <div>
      <nav aria-label="Platform">Menu</nav>
      <main>
        <PageSlot load={load} />
      </main>
    </div>
  );
}

function Crash(): never {
  throw new Error('render failed');
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React reports caught render errors on the console; keep the test output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('PageSlot', () => {
  it('notes the page rendered once its chunk has loaded and committed, not while it loads', async () => {
    resetPageRendered();
    let resolve: (module: PageModule) => void = () => undefined;
    const load = () => new Promise<PageModule>((done) => (resolve = done));
    render(<Shell load={load} />);
    expect(screen.getByRole('status')).toBeDefined();
    expect(pageHasRendered()).toBe(false);
    resolve({ default: () => <h1>Dashboard</h1> });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(pageHasRendered()).toBe(true);
  });

  it('shows Loading page... and then the page, loading its chunk once', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Company</h1> }));
    render(<Shell load={load} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading page...');
    expect(await screen.findByRole('heading', { name: 'Company' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the shell when a page crashes, and Retry renders it again', async () => {
    let crash = true;
    function Flaky() {
      if (crash) Crash();
      return <h1>Recovered</h1>;
    }
    render(<Shell load={async () => ({ default: Flaky })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page stopped working');
    expect(screen.getByRole('navigation', { name: 'Platform' })).toBeDefined();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a chunk load error in the page area, naming what failed; Retry calls the loader again', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: https://x.test/_astro/Mail.js'),
      )
      .mockResolvedValueOnce({ default: () => <h1>Mail</h1> });
    render(<Shell load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ChunkLoadError');
    expect(alert.textContent).toContain('(Failed to fetch dynamically imported module: https://x.test/_astro/Mail.js)');
    expect(screen.getByRole('navigation', { name: 'Platform' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Mail' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
