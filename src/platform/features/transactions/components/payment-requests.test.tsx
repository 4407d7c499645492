import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { parseRecord } from '@/lib/db/records';
import { freshDb } from '@/lib/db/sample-records.testing';
import { nativeAsset } from '@/lib/money/asset';
import type { SafeState } from '@/lib/safe/read-safe';
import { PaymentRequests } from './payment-requests';

const SAFE = '0x1111111111111111111111111111111111111111';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const APPROVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const VENDOR = '0x7777777777777777777777777777777777777777';
const NOW = '2026-11-29T10:00:00.000Z';
const ETH = nativeAsset({ chainId: 31337, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
const safe: SafeState = { address: SAFE, chainId: 31337, version: '1.4.1', owners: [OWNER], threshold: 1, nonce: 0n };
const reader = {} as ChainReader;
const member = (id: string, name: string, role: string, wallet: string) =>
  parseRecord('teamMembers', { id, name, email: '', role, wallet, createdAt: NOW, revision: 1 });

async function workspace() {
  const db = freshDb();
  await db.teamMembers.bulkAdd([member('a', 'Ada', 'Admin', OWNER), member('d', 'Dana', 'Approver', APPROVER)]);
  await db.paymentRequests.add(
    parseRecord('paymentRequests', {
      id: 'r1',
      chainId: 31337,
      safe: SAFE,
      kind: 'transfer',
      calls: [{ to: VENDOR, value: '1000', data: '0x' }],
      bills: [],
      pays: { kind: 'transfer', asset: ETH, to: VENDOR, units: '1000' },
      summary: `A transfer of 0.000000000000001 ETH to ${VENDOR}`,
      rule: 'Payments above EUR 1000.00 from this treasury need an Approver’s approval before they are proposed.',
      requestedBy: OWNER,
      approvals: [],
      status: 'waiting',
      proposalId: null,
      createdAt: NOW,
      updatedAt: NOW,
    }),
  );
  return db;
}

describe('PaymentRequests', () => {
  it('shows the Approver the payment, the rule and their Approve; the owner who asked Propose and Withdraw', async () => {
    const db = await workspace();
    const view = render(
      <PaymentRequests db={db} account={APPROVER} reader={reader} safe={safe} onChanged={() => undefined} />,
    );
    const card = await screen.findByRole('article', { name: /Waiting for approval: A transfer/ });
    expect(within(card).getByText(/Payments above EUR 1000.00/)).toBeTruthy();
    expect(within(card).getByText('Waits for Ada (Admin), Dana (Approver).')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve in my wallet' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Propose' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    // Approve first shows what is signed (the Safe, the recipient in full, the rule); Cancel signs nothing.
    fireEvent.click(within(card).getByRole('button', { name: 'Approve in my wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this payment' });
    const content = within(confirm).getByTestId('payment-approval-content');
    expect(content.textContent).toContain(`From the Safe${SAFE}`);
    expect(content.textContent).toContain(`0.000000000000001 ETH to ${VENDOR}`);
    expect(content.textContent).toContain('Payments above EUR 1000.00');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.paymentRequests.get('r1'))?.approvals).toEqual([]);
    view.unmount();

    render(<PaymentRequests db={db} account={OWNER} reader={reader} safe={safe} onChanged={() => undefined} />);
    const own = await screen.findByRole('article', { name: /Waiting for approval/ });
    expect(within(own).getByRole('button', { name: 'Propose' })).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Withdraw' }));
    await waitFor(async () => expect((await db.paymentRequests.get('r1'))?.status).toBe('withdrawn'));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('counts the approvals against a policy asking for two', async () => {
    const db = await workspace();
    await db.treasuryWallets.add(
      parseRecord('treasuryWallets', {
        id: 'w',
        label: 'Treasury Safe',
        address: SAFE,
        chainId: 31337,
        approvalPolicy: { above: '1000', currency: 'EUR', approvals: 2 },
        createdAt: NOW,
        revision: 1,
      }),
    );
    const approval = {
      approver: APPROVER,
      memberName: 'Dana',
      role: 'Approver' as const,
      message: '{}',
      signature: `0x${'1'.repeat(130)}`,
      signedAt: NOW,
    };
    await db.paymentRequests.update('r1', { approvals: [approval] });
    render(<PaymentRequests db={db} account={OWNER} reader={reader} safe={safe} onChanged={() => undefined} />);
    const card = await screen.findByRole('article', { name: /Waiting for approval/ });
    expect(within(card).getByText('Approved by Dana (Approver): 1 of 2 approvals.')).toBeTruthy();
  });
});
