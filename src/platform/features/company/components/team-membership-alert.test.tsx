import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamView } from '../store/use-team-workspace';
import { TeamMembershipAlert } from './team-membership-alert';

const SELF = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const view = (members: TeamView['chain']['members'], active = true): TeamView => ({
  chain: {
    exists: true,
    members,
    devices: [
      {
        deviceId: '0xbb',
        member: SELF,
        active,
        certificateCid: null,
        headCid: null,
        headBlock: null,
        headBlocks: new Map(),
      },
    ],
    epoch: 3,
    keyringCid: null,
    history: [],
  },
  unpublished: 0,
  admitted: true,
  refusals: [],
  self: SELF,
  deviceId: '0xbb',
});

describe('TeamMembershipAlert', () => {
  it('shows nothing for a current member', () => {
    const { container } = render(<TeamMembershipAlert view={view([{ wallet: SELF, role: 'Accountant' }])} />);
    expect(container.innerHTML).toBe('');
  });

  it('tells a removed member, as a status, that new changes do not reach this device', () => {
    render(<TeamMembershipAlert view={view([])} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No longer a member');
    expect(status.textContent).toContain('a key this device does not hold');
  });

  it('tells a member whose device was revoked to join from a new one', () => {
    render(<TeamMembershipAlert view={view([{ wallet: SELF, role: 'Viewer' }], false)} />);
    expect(screen.getByRole('status').textContent).toContain('This device was revoked');
  });
});
