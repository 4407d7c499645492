import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { setTeamStatus } from '@/lib/team/team-status';
import { TeamWorkspaceSection } from './team-workspace-section';

const store = vi.hoisted(() => ({
  findInvitations: vi.fn(),
  setUpTeam: vi.fn(),
  joinTeam: vi.fn(),
}));
vi.mock('../store/team-workspace-store', async (original) => ({ ...(await original<object>()), ...store }));

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WORKSPACE = `0x${'cd'.repeat(32)}`;
const db = new WorkspaceDb('team-section-test');

afterEach(() => {
  vi.clearAllMocks();
  act(() => setTeamStatus({ kind: 'off' }));
});

describe('Team workspace tab', () => {
  it('says why it cannot look for invitations, and why a set-up failed, in words', async () => {
    store.findInvitations.mockRejectedValue(new Error('No IPFS endpoint: set it first'));
    store.setUpTeam.mockRejectedValue(Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' }));
    render(<TeamWorkspaceSection db={db} account={ACCOUNT} />);
    expect(await screen.findByText('No IPFS endpoint: set it first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up team workspace' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The wallet declined the request.');
    expect(store.setUpTeam).toHaveBeenCalledWith(ACCOUNT, db);
  });

  it("lists the connected wallet's invitation with Join", async () => {
    store.findInvitations.mockResolvedValue([{ workspaceId: WORKSPACE, role: 'Accountant' }]);
    store.joinTeam.mockResolvedValue(undefined);
    render(<TeamWorkspaceSection db={db} account={ACCOUNT} />);
    const table = await screen.findByRole('table', { name: 'Invitations for your wallet' });
    expect(table.textContent).toContain('Accountant');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(store.joinTeam).toHaveBeenCalledWith(ACCOUNT, db, WORKSPACE);
  });

  it('says when another tab runs the coordinator, and when it failed to start', () => {
    store.findInvitations.mockResolvedValue([]);
    act(() => setTeamStatus({ kind: 'other-tab' }));
    render(<TeamWorkspaceSection db={db} account={ACCOUNT} />);
    expect(screen.getByText(/Another tab of this browser publishes/)).toBeTruthy();
    act(() => setTeamStatus({ kind: 'failed', error: 'The team workspace is on Anvil (local): switch the wallet' }));
    expect(screen.getByRole('alert').textContent).toContain('switch the wallet');
  });
});
