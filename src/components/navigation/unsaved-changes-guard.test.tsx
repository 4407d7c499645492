import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/company',
        element: (
          <>
            <UnsavedChangesGuard when />
            <Link to="/utility">Utility</Link>
          </>
        ),
      },
      { path: '/utility', element: <h1>Utility</h1> },
    ],
    { initialEntries: ['/company'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('asks in a dialog, focused on Stay, and Stay keeps the page', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Utility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('not saved');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/company');
  });

  it('goes on Leave', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Utility' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Utility' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/utility');
  });
});
