import { describe, expect, it } from 'vitest';
import { teamMembership } from './team-membership';

const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MEMBER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const device = (deviceId: string, member: string, active: boolean) => ({
  deviceId,
  member,
  active,
  certificateCid: null,
  headCid: null,
});

describe('teamMembership', () => {
  const chain = {
    members: [{ wallet: ADMIN, role: 'Admin' as const }],
    devices: [device('0xaa', ADMIN, true), device('0xbb', MEMBER, false), device('0xcc', ADMIN, false)],
  };

  it('is a member while the wallet is listed and the device active (any letter case)', () => {
    expect(teamMembership(chain, ADMIN.toLowerCase(), '0xAA')).toBe('member');
  });

  it('is removed once the wallet is no longer a member, whatever the device', () => {
    expect(teamMembership(chain, MEMBER, '0xbb')).toBe('removed');
  });

  it('is a revoked device when the member stays but this device was revoked', () => {
    expect(teamMembership(chain, ADMIN, '0xcc')).toBe('device-revoked');
  });

  it('counts a device not registered yet (joining) as a member', () => {
    expect(teamMembership(chain, ADMIN, '0xdd')).toBe('member');
  });
});
