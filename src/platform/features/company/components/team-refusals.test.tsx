import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Refusal } from '@/lib/team/apply-bundles';
import { TeamRefusals } from './team-refusals';

const DEVICE = `0x${'bb'.repeat(32)}`;
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const HASH = `0x${'ab'.repeat(32)}`;
const signature: Refusal = {
  deviceId: DEVICE,
  member: BOB,
  cid: 'bafkreisignaturebundle',
  reason: `The signature of ${OWNER} is not theirs for SafeTx ${HASH} (it recovers ${BOB}).`,
  record: {
    table: 'safeProposals',
    key: 'p7',
    label: `Safe proposal, nonce 7, SafeTx hash ${HASH}`,
    field: 'signatures',
    element: OWNER,
  },
};
const role: Refusal = { deviceId: DEVICE, member: BOB, cid: 'bafkreiviewerbundle01', reason: 'Not allowed (Viewer)' };

describe('TeamRefusals', () => {
  it('names a refused signature’s proposal, SafeTx hash, owner, sender and reason beside refused bundles', () => {
    render(<TeamRefusals refusals={[role, signature]} />);
    const table = screen.getByRole('table', { name: 'Refused changes' });
    const row = within(table).getByRole('row', { name: /is not theirs/ });
    expect(row.textContent).toContain(`Safe proposal, nonce 7, SafeTx hash ${HASH}: Signature of 0x90F7`);
    expect(row.textContent).toContain(signature.reason);
    expect(row.textContent).toContain('0x7099');
    expect(within(table).getByRole('row', { name: /Viewer/ }).textContent).toContain('Bundle bafkreiviewe');
  });

  it('says when there is none, and reads while the view loads', () => {
    const { rerender } = render(<TeamRefusals refusals={[]} />);
    expect(screen.getByText('No refused changes.')).toBeTruthy();
    rerender(<TeamRefusals refusals={null} />);
    expect(screen.queryByText('No refused changes.')).toBeNull();
  });
});
