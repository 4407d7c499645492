import { describe, expect, it } from 'vitest';
import type { TeamMember, TeamRole } from '@/lib/db/entities/team-member';
import { fixLabel, invitedMember, issueText, teamAgreement, type ChainMembership } from './team-agreement';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const D = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function member(wallet: string | null, role: TeamRole, name = 'Someone'): TeamMember {
  return {
    id: `m-${wallet ?? name}`,
    name,
    email: '',
    role,
    wallet,
    createdAt: '2026-01-01T00:00:00.000Z',
    revision: 3,
  };
}

const chain: ChainMembership = {
  members: [
    { wallet: A, role: 'Admin' },
    { wallet: B, role: 'Accountant' },
    { wallet: D, role: 'Viewer' },
  ],
  devices: [
    { member: A, active: true, headCid: 'bafkold', headBlock: 5 },
    { member: A, active: true, headCid: 'bafknew', headBlock: 9 },
    { member: A, active: false, headCid: null, headBlock: null },
    { member: C, active: false, headCid: 'bafkc', headBlock: 4 },
  ],
  history: [
    { wallet: A, role: 'Admin' },
    { wallet: B, role: 'Accountant' },
    { wallet: C, role: 'Approver' },
    { wallet: C, role: null },
    { wallet: D, role: 'Viewer' },
  ],
};

describe('teamAgreement', () => {
  it('puts Company and the chain side by side, one row per wallet, and flags every difference', () => {
    const company = [
      member(A, 'Admin', 'Ada'),
      member(B.toLowerCase(), 'Approver', 'Bo'),
      member(C, 'Viewer', 'Cy'),
      member(null, 'Viewer', 'No wallet'),
    ];
    const never = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    expect(teamAgreement(chain, [member(never, 'Approver', 'New')]).at(0)?.issue).toEqual({
      kind: 'not-on-chain',
      fix: 'Approver',
    });
    const rows = teamAgreement(chain, company);
    expect(rows.map((row) => [row.name, row.companyRole, row.chainRole, row.state, row.issue])).toEqual([
      ['Ada', 'Admin', 'Admin', 'member', null],
      ['Bo', 'Approver', 'Accountant', 'invited', { kind: 'role-differs', fix: 'Approver' }],
      ['Cy', 'Viewer', null, 'removed', { kind: 'removed-on-chain', fix: 'Viewer' }],
      [null, null, 'Viewer', 'invited', { kind: 'not-in-company', fix: null }],
    ]);
    expect(rows[0]).toMatchObject({ activeDevices: 2, devices: 3, latestHead: 'bafknew' });
    expect(rows[2]).toMatchObject({ activeDevices: 0, devices: 1, latestHead: 'bafkc' });
    expect(rows[3]?.wallet).toBe(D);
  });

  it('says what differs and names the Admin’s transaction that ends it', () => {
    expect(issueText({ kind: 'role-differs', fix: 'Viewer' })).toContain('Company says Viewer');
    expect(fixLabel({ kind: 'role-differs', fix: 'Viewer' })).toBe('Set Viewer on chain');
    expect(fixLabel({ kind: 'not-on-chain', fix: 'Approver' })).toBe('Invite as Approver');
    expect(fixLabel({ kind: 'removed-on-chain', fix: 'Approver' })).toBe('Invite again as Approver');
    expect(issueText({ kind: 'removed-on-chain', fix: 'Approver' })).toContain('remove them there');
    expect(fixLabel({ kind: 'not-in-company', fix: null })).toBeNull();
    expect(issueText({ kind: 'not-in-company', fix: null })).toContain('not in Company');
  });
});

describe('invitedMember', () => {
  const made = { now: '2026-02-01T00:00:00.000Z', id: 'new-id' };
  it('adds a member named after the wallet, or changes the role of the one Company has', () => {
    expect(invitedMember([], B.toLowerCase(), 'Accountant', made)).toEqual({
      member: { ...member(B, 'Accountant', 'Member 0x7099…79C8'), id: 'new-id', createdAt: made.now, revision: 1 },
      base: null,
    });
    const bo = member(B, 'Accountant', 'Bo');
    expect(invitedMember([bo], B, 'Viewer', made)).toEqual({ member: { ...bo, role: 'Viewer' }, base: 3 });
    expect(invitedMember([bo], B, 'Accountant', made)).toBeNull();
  });
});
