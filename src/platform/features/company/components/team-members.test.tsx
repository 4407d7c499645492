import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '@/lib/db/entities/team-member';
import { TeamMembers } from './team-members';

const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const member = (wallet: string, role: TeamMember['role'], name: string): TeamMember => ({
  id: name,
  name,
  email: '',
  role,
  wallet,
  createdAt: '2026-01-01T00:00:00.000Z',
  revision: 1,
});
const chain = {
  members: [
    { wallet: ADMIN, role: 'Admin' as const },
    { wallet: BOB, role: 'Accountant' as const },
  ],
  devices: [{ member: ADMIN, active: true, headCid: 'bafkreiheadofadmin0001', headBlock: 7 }],
  history: [],
};

describe('TeamMembers', () => {
  it('shows Company beside the chain and gives the Admin the transaction that ends a difference', () => {
    const setRole = vi.fn();
    const remove = vi.fn();
    render(
      <TeamMembers
        chain={chain}
        company={[member(ADMIN, 'Admin', 'Ada'), member(BOB, 'Viewer', 'Bo')]}
        self={ADMIN}
        admin
        busy={false}
        setRole={setRole}
        remove={remove}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    const ada = within(table).getByRole('row', { name: /Ada/ });
    expect(ada.textContent).toContain('Agrees');
    expect(ada.textContent).toContain('1 of 1');
    expect(ada.textContent).toContain('headofadmin0001'.slice(-10));
    const bo = within(table).getByRole('row', { name: /Bo/ });
    expect(bo.textContent).toContain('Invited');
    expect(bo.textContent).toContain('Company says Viewer');
    fireEvent.click(within(bo).getByRole('button', { name: 'Set Viewer on chain' }));
    expect(setRole).toHaveBeenCalledWith(BOB, 'Viewer');
    fireEvent.click(within(bo).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith(BOB);
    expect(within(ada).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('flags without an action on a device that is not an Admin', () => {
    render(
      <TeamMembers
        chain={chain}
        company={[member(ADMIN, 'Admin', 'Ada')]}
        self={BOB}
        admin={false}
        busy={false}
        setRole={vi.fn()}
        remove={vi.fn()}
      />,
    );
    const row = screen.getByRole('row', { name: /Not in Company/ });
    expect(row.textContent).toContain("not in Company's team");
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
