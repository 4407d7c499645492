import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ETHER, OURS, row } from '@/lib/insights/rows.testing';
import { SbiWorkspace } from './components/sbi-workspace';

let db: WorkspaceDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function renderAt(tab: string, workspace: WorkspaceDb) {
  return render(
    <MemoryRouter initialEntries={[`/platform/sbi?tab=${tab}`]}>
      <SbiWorkspace db={workspace} />
    </MemoryRouter>,
  );
}

describe('SBI page', () => {
  it('shows a duplicate payment with its reason and why, and remembers a dismissal', async () => {
    db = freshDb();
    await db.chainTransactions.bulkPut([row({ time: ago(2) }), row({ time: ago(1.9) })]);
    renderAt('anomalies', db);
    const open = await screen.findByRole('list', { name: 'Open anomalies' });
    const card = within(open)
      .getAllByTestId('anomaly')
      .find((item) => item.dataset.kind === 'duplicate-payment');
    expect(card?.textContent).toMatch(/1\u00a0ETH was paid to the same address twice/);
    expect(card?.textContent).toContain('Same payee, asset and exact amount within 3 days.');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: /^Dismiss: Possible duplicate/ }));
    expect(await screen.findByRole('button', { name: 'Show dismissed (1)' })).toBeTruthy();
    expect(await db.insightDismissals.count()).toBe(1);
  });

  it('accepts a suggested category into the transaction', async () => {
    db = freshDb();
    const open = row({ time: ago(1) });
    await db.chainTransactions.bulkPut([
      ...[3, 4, 5].map((days) => row({ time: ago(days), category: 'Software', units: String(2n * ETHER) })),
      open,
    ]);
    renderAt('categorisation', db);
    const accept = await screen.findByRole('button', { name: /^Accept Software for/ });
    fireEvent.click(accept);
    expect(await screen.findByText(/Accepted “Software”/)).toBeTruthy();
    expect((await db.chainTransactions.get(open.id))?.category).toBe('Software');
  });

  it('says "not enough history" for a short forecast', async () => {
    db = freshDb();
    // The forecast is of the company's cash: its treasury wallet's rows.
    await db.treasuryWallets.put({
      id: 't1',
      label: 'Treasury',
      address: OURS,
      chainId: 31337,
      createdAt: '2026-01-01T00:00:00.000Z',
      revision: 1,
    });
    await db.chainTransactions.bulkPut([row({ time: ago(10) })]);
    renderAt('forecast', db);
    expect(await screen.findByText(/Not enough history/)).toBeTruthy();
  });
});
