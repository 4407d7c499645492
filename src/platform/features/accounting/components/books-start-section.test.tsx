import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { BooksStartSection } from './books-start-section';

const stored: NetworkSetting = {
  id: '1',
  chainId: 1,
  rpcUrl: null,
  explorerApiUrl: null,
  explorerApiKey: null,
  tracked: true,
  booksStartOn: '2026-01-01',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 1,
};

describe('BooksStartSection', () => {
  it("shows the chosen network's stored day, saves a new one and says so", async () => {
    const saveBooksStart = vi.fn(async () => ({ ok: true as const, value: stored }));
    const store = { saveBooksStart } as unknown as AccountingStore;
    render(<BooksStartSection chainIds={[1, 31337]} settings={[stored]} store={store} />);
    const form = screen.getByRole('form', { name: 'Books start on' });
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('2026-01-01');
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: '31337' } });
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-02-01' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toMatch(/start on 2026-02-01/);
    expect(saveBooksStart).toHaveBeenCalledWith(31337, '2026-02-01');
  });

  it('shows a refusal as an alert', async () => {
    const store = {
      saveBooksStart: async () => ({ ok: false as const, message: 'The books cannot start after today' }),
    } as unknown as AccountingStore;
    render(<BooksStartSection chainIds={[1]} settings={[]} store={store} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2999-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Books start on' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The books cannot start after today');
  });
});
