import { describe, expect, it } from 'vitest';
import { roleAt, type MembershipEvent } from './chain-state';

const history: MembershipEvent[] = [
  { block: 3, wallet: '0xAbC0000000000000000000000000000000000001', role: 'Admin' },
  { block: 5, wallet: '0xabc0000000000000000000000000000000000002', role: 'Viewer' },
  { block: 8, wallet: '0xabc0000000000000000000000000000000000002', role: 'Accountant' },
  { block: 12, wallet: '0xabc0000000000000000000000000000000000002', role: null },
];

describe('roleAt', () => {
  it('gives the role held after a block’s events, whatever the address case', () => {
    const member = '0xABC0000000000000000000000000000000000002';
    expect(roleAt(history, member, 4)).toBeNull();
    expect(roleAt(history, member, 5)).toBe('Viewer');
    expect(roleAt(history, member, 9)).toBe('Accountant');
    expect(roleAt(history, member, 12)).toBeNull();
    expect(roleAt(history, '0xabc0000000000000000000000000000000000001', 100)).toBe('Admin');
  });
});
