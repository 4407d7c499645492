import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRecordLink } from './use-record-link';

function Page() {
  const [open, setOpen] = useState<string[]>([]);
  useRecordLink('invoice', (id) => setOpen((list) => [...list, id]));
  const location = useLocation();
  return (
    <>
      <p data-testid="opened">{open.join(',')}</p>
      <p data-testid="search">{location.search}</p>
    </>
  );
}

describe('useRecordLink', () => {
  it('opens the linked record once, then drops the parameter and keeps the others', async () => {
    const router = createMemoryRouter([{ path: '/client', element: <Page /> }], {
      initialEntries: ['/client?tab=invoices&invoice=inv-7'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('inv-7')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?tab=invoices');
    await act(() => router.navigate('/client?tab=invoices&invoice=inv-7'));
    expect(screen.getByTestId('opened').textContent).toBe('inv-7,inv-7');
    expect(screen.getByTestId('search').textContent).toBe('?tab=invoices');
  });

  it('does nothing without the parameter', () => {
    const router = createMemoryRouter([{ path: '/client', element: <Page /> }], { initialEntries: ['/client'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('opened').textContent).toBe('');
  });
});
