import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { syncCursorId } from '@/lib/db/entities/sync-cursor';
import { sampleVendor } from '@/lib/db/search-samples.testing';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { hashOf, manyRows, OTHER, OURS, THIRD, txRow } from './model/tx-rows.testing';
import TransactionsPage from './transactions-page';

vi.mock('@/lib/wallet/use-wallet', () => ({
  useWallet: () => ({ status: 'connected', account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }),
}));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

async function seed(rows = manyRows(300)) {
  const db = workspaceFor(OURS);
  await db.chainTransactions.bulkPut(rows);
  await db.syncCursors.put({
    id: syncCursorId(31337, OURS, 'scan'),
    chainId: 31337,
    wallet: OURS,
    source: 'scan',
    block: 1_000_002,
    head: 1_000_002,
    state: 'live',
    reason: null,
    updatedAt: '2025-06-01T00:00:00.000Z',
  });
  await db.teamMembers.put({
    id: 'm1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'Admin',
    wallet: OTHER,
    createdAt: '2025-01-01T00:00:00.000Z',
    revision: 1,
  });
  return db;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <TransactionsPage />
    </MemoryRouter>,
  );
const table = () => screen.getByRole('table', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('TransactionsPage', () => {
  it('says it is waiting and links to Company when there is nothing yet', async () => {
    renderPage();
    expect(await screen.findByText('Waiting for the first transaction…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add treasury wallets in Company' }).getAttribute('href')).toBe(
      '/platform/company',
    );
  });

  it('lists 300 rows virtualised, newest first, with names, signed amounts and confirmations', async () => {
    await seed();
    renderPage();
    await waitFor(() => expect(table().getAttribute('aria-rowcount')).toBe('301'));
    // The address book (team member names) arrives in its own live query, possibly after the rows.
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Ada Lovelace'));
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    const first = rows[0] as HTMLElement;
    expect(first.getAttribute('aria-rowindex')).toBe('2');
    expect(first.textContent).toContain('Ada Lovelace');
    // Screens show a readable precision, never a non-zero amount as 0; the exact value is the title.
    expect(first.textContent).toContain('+<0.000001\u00a0ETH');
    expect(first.querySelector('[data-exact="0.000000000000001"]')?.getAttribute('title')).toContain(
      '0.000000000000001',
    );
    expect(first.textContent).toContain('Pending');
    expect((rows[1] as HTMLElement).textContent).toContain('Out');
    expect((rows[1] as HTMLElement).textContent).toContain('Confirmed · 4 confirmations');
    expect(screen.getByText('300 transactions')).toBeTruthy();
    expect(screen.getByText('Block scan: Live · block 1,000,002')).toBeTruthy();
  });

  it('narrows with filters and search and clears them', async () => {
    await seed();
    renderPage();
    await screen.findByText('300 transactions');
    // The filters other than the search sit behind a disclosure that counts the ones set.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'out' } });
    await screen.findByText('Showing 100 of 300 transactions');
    expect(toggle.textContent).toBe('Filters1 active');
    expect(bodyRows().every((row) => row.textContent?.includes('Out'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: hashOf(5) } });
    await screen.findByText('Showing 1 of 300 transactions');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'no such thing' } });
    await screen.findByText('No transactions match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('300 transactions');
  });

  it('shows a new row without a reload', async () => {
    const db = await seed(manyRows(3));
    renderPage();
    await screen.findByText('3 transactions');
    await act(() =>
      db.chainTransactions.put(
        txRow({
          hash: hashOf(4242),
          time: '2026-01-01T00:00:00.000Z',
          from: THIRD,
          counterparty: THIRD,
          units: '2500000',
          decimals: 6,
          symbol: 'TUSD',
        }),
      ),
    );
    await screen.findByText('4 transactions');
    expect((bodyRows()[0] as HTMLElement).textContent).toContain('+2.5\u00a0TUSD');
  });

  it('opens the details, saves category and memo, closes with Escape and gives focus back', async () => {
    const db = await seed(manyRows(3));
    renderPage();
    const opener = await screen.findByRole('button', { name: new RegExp(`^Details of ${hashOf(2)}`) });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText(hashOf(2))).toBeTruthy();
    expect(within(dialog).getByText('Anvil (local) has no block explorer.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: '  Rent ' } });
    fireEvent.change(within(dialog).getByLabelText('Memo'), { target: { value: 'March office' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Saved');
    const stored = await db.chainTransactions.get(`31337:${hashOf(2)}`);
    expect([stored?.category, stored?.memo]).toEqual(['Rent', 'March office']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(`Details of ${hashOf(2)}`);
    await waitFor(() => expect(bodyRows().some((row) => row.textContent?.includes('Rent'))).toBe(true));
  });

  it('refuses a too long category next to the field and keeps what was typed', async () => {
    const db = await seed(manyRows(2));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Details of ${hashOf(1)}`) }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const category = within(dialog).getByLabelText('Category');
    fireEvent.change(category, { target: { value: 'x'.repeat(81) } });
    fireEvent.change(within(dialog).getByLabelText('Memo'), { target: { value: 'kept' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = category.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Use at most 80 characters');
    expect((category as HTMLInputElement).value).toBe('x'.repeat(81));
    expect((within(dialog).getByLabelText('Memo') as HTMLTextAreaElement).value).toBe('kept');
    expect((await db.chainTransactions.get(`11155111:${hashOf(1)}`))?.memo).toBe('invoice 0');
    // The first row is on Sepolia, which has an explorer.
    expect(
      within(dialog)
        .getByRole('link', { name: /View on sepolia\.etherscan\.io/ })
        .getAttribute('href'),
    ).toBe(`https://sepolia.etherscan.io/tx/${hashOf(1)}`);
  });

  it('flags a payment to a look-alike of a saved vendor in its row and in its details, with both addresses in full', async () => {
    // Same first and last four hex characters as the vendor's wallet (THIRD), another address.
    const twin = getAddress(`0x${THIRD.slice(2, 6)}${'1'.repeat(32)}${THIRD.slice(-4)}`.toLowerCase());
    const db = await seed([
      txRow({
        hash: hashOf(1),
        time: '2026-01-02T00:00:00.000Z',
        direction: 'out',
        from: OURS,
        to: twin,
        counterparty: twin,
      }),
      txRow({
        hash: hashOf(2),
        time: '2026-01-01T00:00:00.000Z',
        direction: 'out',
        from: OURS,
        to: THIRD,
        counterparty: THIRD,
      }),
    ]);
    await db.counterparties.put(sampleVendor({ name: 'Acme Supplies', wallets: [{ chainId: 31337, address: THIRD }] }));
    renderPage();
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Look-alike of Acme Supplies'));
    const [poisoned, real] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(poisoned).getByTestId('look-alike').getAttribute('title')).toBe(
      `${twin} starts and ends like Acme Supplies, ${THIRD} (${THIRD.slice(2, 6).toLowerCase()}…${THIRD.slice(-4).toLowerCase()}), but is a different address: a sign of address poisoning.`,
    );
    // The vendor's own address is not flagged.
    expect(within(real).queryByTestId('look-alike')).toBeNull();
    expect(real.textContent).toContain('Acme Supplies');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Details of ${hashOf(1)}`) }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const alert = within(dialog).getByTestId('look-alike-alert');
    expect(alert.textContent).toContain(twin);
    expect(alert.textContent).toContain(THIRD);
  });
});
