import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Refusal } from '@/lib/team/apply-bundles';
import { RefusedSignatures } from './refused-signatures';

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const reason = `The signature of ${OWNER} is not theirs for SafeTx 0x${'ab'.repeat(32)} (it recovers ${BOB}).`;
const refusal: Refusal = {
  deviceId: `0x${'bb'.repeat(32)}`,
  member: BOB,
  cid: 'bafkreisignaturebundle',
  reason,
  record: { table: 'safeProposals', key: 'p7', label: 'Safe proposal, nonce 7', field: 'signatures', element: OWNER },
};

describe('RefusedSignatures', () => {
  it('says whose signature was refused, who sent it and why, as not counted', () => {
    render(<RefusedSignatures refusals={[refusal]} />);
    expect(screen.getByText('Refused from another device (not counted)')).toBeTruthy();
    const item = within(screen.getByRole('list', { name: 'Refused signatures' })).getByRole('listitem');
    expect(item.textContent).toMatch(/^Signature of 0x90F7.*, sent by 0x7099.*: The signature of 0x90F7/);
    expect(item.textContent).toContain(reason);
  });

  it('shows nothing for a proposal with no refusal', () => {
    const { container } = render(<RefusedSignatures refusals={[]} />);
    expect(container.textContent).toBe('');
  });
});
