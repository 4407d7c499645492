import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putRecord } from '@/lib/db/records';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { CommandPalette } from './command-palette';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

vi.mock('@/lib/wallet/use-wallet', () => ({
  useWallet: () => ({ status: 'connected', account: ACCOUNT, chainId: 31337 }),
}));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPalette() {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/platform']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <CommandPalette onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose, combobox: screen.getByRole('combobox', { name: 'Go to a page or find a record' }) };
}

describe('CommandPalette', () => {
  it('is a combobox over a listbox; arrows move the active option and Enter goes there', () => {
    const { onClose, combobox } = renderPalette();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect(document.activeElement).toBe(combobox);
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    fireEvent.change(combobox, { target: { value: 'accounting' } });
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('Accounting');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    // Up from the first wraps to the last; down from there comes back to the first.
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/platform/accounting?tab=overview');
  });

  it('finds an invoice by number in the workspace and opens it', async () => {
    const db = workspaceFor(ACCOUNT);
    await putRecord(db, 'counterparties', sampleCounterparty());
    await putRecord(db, 'invoices', sampleInvoice());
    const { combobox } = renderPalette();
    fireEvent.change(combobox, { target: { value: 'inv-0007' } });
    const option = await screen.findByRole('option', { name: /Invoice INV-0007/ });
    expect(option.textContent).toContain('Northwind Traders');
    fireEvent.click(option);
    expect(screen.getByTestId('where').textContent).toBe('/platform/client?tab=invoices&invoice=invoice-1');
  });

  it('closes on Escape', () => {
    const { onClose, combobox } = renderPalette();
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const { combobox } = renderPalette();
    fireEvent.change(combobox, { target: { value: 'zzzz-nothing' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nothing found'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
