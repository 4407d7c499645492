import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { accountingStore } from '@/platform/features/accounting/store/accounting-store';
import { CategoryMappingSection } from './category-mapping-section';

let db: WorkspaceDb;
beforeEach(async () => {
  db = freshDb();
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

describe('CategoryMappingSection', () => {
  it('maps a category to an account in the workspace, and keeps what was typed when refused', async () => {
    const store = accountingStore(db, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const accounts = await db.ledgerAccounts.orderBy('code').toArray();
    const view = render(<CategoryMappingSection mapping={[]} accounts={accounts} store={store} />);
    const form = screen.getByRole('form', { name: 'Map a category' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Hosting' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the account the category posts to');
    expect(screen.getByLabelText<HTMLInputElement>('Category').value).toBe('Hosting');
    fireEvent.change(screen.getByLabelText('Posts to'), { target: { value: ACCOUNT_IDS.software } });
    fireEvent.submit(form);
    await waitFor(async () => expect(await db.categoryAccounts.get('hosting')).toBeDefined());
    expect(await db.categoryAccounts.get('hosting')).toMatchObject({ category: 'Hosting', accountId: 'software' });
    expect(screen.getByLabelText<HTMLInputElement>('Category').value).toBe('');

    const mapping = await db.categoryAccounts.toArray();
    view.rerender(<CategoryMappingSection mapping={mapping} accounts={accounts} store={store} />);
    const list = screen.getByRole('list', { name: 'Mapped categories' });
    expect(list.textContent).toContain('Hosting → 6300 Software');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove the mapping of Hosting' }));
    await waitFor(async () => expect(await db.categoryAccounts.count()).toBe(0));
  });
});
