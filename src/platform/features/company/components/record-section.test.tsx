import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftProvider, useAnyDirty } from '@/components/ui/drafts';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { TeamSection } from './team-section';
import { TreasurySection } from './treasury-section';

// The Treasury section reads the account for its Safe draft.
vi.mock('@/lib/wallet/use-wallet', () => import('@/lib/wallet/use-wallet.testing'));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let db: WorkspaceDb | null = null;

afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

function Dirty() {
  return <p data-testid="dirty">{useAnyDirty() ? 'dirty' : 'clean'}</p>;
}

/** A section over a fresh workspace, inside the providers the Company page gives it. */
function renderSection(Section: typeof TeamSection) {
  db = new WorkspaceDb(`record-section-${crypto.randomUUID()}`);
  render(
    <DraftProvider>
      <UndoToastProvider>
        <Section db={db} />
      </UndoToastProvider>
      <Dirty />
    </DraftProvider>,
  );
  return db;
}

const dirty = () => screen.getByTestId('dirty').textContent;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const type = (where: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(where).getByLabelText(label), { target: { value } });
const rowAction = async (row: string, action: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
};

// Each section keeps its add and edit drafts, its unsaved flag and Remove with Undo in the shared
// useRecordSection: one flow per section through the real forms and storage.
describe('record sections', () => {
  it('Team: adds, edits on top of its revision, removes, and Undo puts the member back exactly', async () => {
    const store = renderSection(TeamSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    type(dialog('Add a team member'), 'Name', 'Ada');
    expect(dirty()).toBe('dirty');
    type(dialog('Add a team member'), 'Email', 'ada@example.com');
    fireEvent.click(within(dialog('Add a team member')).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dirty()).toBe('clean');

    await rowAction('Ada', 'Edit');
    type(dialog('Edit Ada'), 'Name', 'Ada Lovelace');
    expect(dirty()).toBe('dirty');
    fireEvent.click(within(dialog('Edit Ada')).getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = await store.teamMembers.toArray();
    expect(saved).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', revision: 2 });
    expect(dirty()).toBe('clean');

    await rowAction('Ada Lovelace', 'Remove');
    await waitFor(async () => expect(await store.teamMembers.count()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await store.teamMembers.get(saved!.id)).toEqual(saved));
  });

  it('Treasury: a new Add starts empty, Cancel keeps the draft, and an edit is saved over its revision', async () => {
    const store = renderSection(TreasurySection);
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    type(dialog('Add a treasury wallet'), 'Label', 'Main');
    // Closed unsaved, the typed draft waits for the next Add (and keeps the page dirty).
    fireEvent.click(within(dialog('Add a treasury wallet')).getByRole('button', { name: 'Cancel' }));
    expect(dirty()).toBe('dirty');
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    expect((within(dialog('Add a treasury wallet')).getByLabelText('Label') as HTMLInputElement).value).toBe('Main');
    type(dialog('Add a treasury wallet'), 'Address', ADDRESS);
    fireEvent.click(within(dialog('Add a treasury wallet')).getByRole('button', { name: 'Add wallet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dirty()).toBe('clean');
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    expect((within(dialog('Add a treasury wallet')).getByLabelText('Label') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog('Add a treasury wallet')).getByRole('button', { name: 'Cancel' }));

    await rowAction('Main', 'Edit');
    type(dialog('Edit Main'), 'Label', 'Operations');
    fireEvent.click(within(dialog('Edit Main')).getByRole('button', { name: 'Save wallet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await store.treasuryWallets.toArray()).toMatchObject([{ label: 'Operations', revision: 2 }]);

    // The approval policy reads as money in its currency (lib/money).
    const [wallet] = await store.treasuryWallets.toArray();
    await store.treasuryWallets.put({ ...wallet!, approvalPolicy: { above: '1000', currency: 'EUR' } });
    expect(await screen.findByRole('cell', { name: 'Above €1,000.00' })).toBeTruthy();

    await rowAction('Operations', 'Remove');
    await waitFor(async () => expect(await store.treasuryWallets.count()).toBe(0));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    await waitFor(async () =>
      expect(await store.treasuryWallets.toArray()).toMatchObject([
        { label: 'Operations', revision: 2, approvalPolicy: { above: '1000' } },
      ]),
    );
  });
});
