import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { setTeamStatus } from '@/lib/team/team-status';
import { TeamWorkspaceSection } from './team-workspace-section';

const store = vi.hoisted(() => ({
  findInvitations: vi.fn(),
  setUpTeam: vi.fn(),
  joinTeam: vi.fn(),
  teamNetwork: vi.fn(),
}));
vi.mock('../store/team-workspace-store', async (original) => ({ ...(await original<object>()), ...store }));

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WORKSPACE = `0x${'cd'.repeat(32)}`;
const db = new WorkspaceDb('team-section-test');

beforeEach(() => {
  store.teamNetwork.mockResolvedValue({ chainId: 31337, contract: '0x0165878A594ca255338adfa4d48449f69242Eb8F' });
});

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
    const invitation = { workspaceId: WORKSPACE, role: 'Accountant', endpoint: 'https://ipfs.example.test' };
    store.findInvitations.mockResolvedValue([invitation]);
    store.joinTeam.mockResolvedValue(undefined);
    render(<TeamWorkspaceSection db={db} account={ACCOUNT} />);
    const table = await screen.findByRole('table', { name: 'Invitations for your wallet' });
    expect(table.textContent).toContain('Accountant');
    // The invitation names the team's endpoint: a joiner who configured nothing reads from it.
    expect(table.textContent).toContain('https://ipfs.example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(store.joinTeam).toHaveBeenCalledWith(ACCOUNT, db, invitation);
  });

  it('says so on a network without the Workspaces contract, and offers no set-up there', async () => {
    store.teamNetwork.mockResolvedValue({ chainId: 1, contract: null });
    render(<TeamWorkspaceSection db={db} account={ACCOUNT} />);
    const alert = await screen.findByText(/No Workspaces contract is known on/);
    expect(alert.textContent).toContain('Anvil');
    expect(screen.getByRole('button', { name: 'Set up team workspace' }).hasAttribute('disabled')).toBe(true);
    expect(store.findInvitations).not.toHaveBeenCalled();
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
