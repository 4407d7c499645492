// Approving a bill shows what the wallet will sign first (vendor, amount, due date, the payee in
// full with its look-alike flag), and signs only after the confirmation's Approve.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getAddress } from 'ethers';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { sampleMember } from '@/lib/db/sample-records.testing';
import { sampleVendor } from '@/lib/db/search-samples.testing';
import { closeWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { lookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { billRows } from '@/platform/features/vendors/model/bills-view';
import { BillApproveDialog } from './bill-approve-dialog';
import { BillList } from './bill-list';

const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const VENDOR_WALLET = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
// Same first and last four hex characters as the vendor's wallet, another address.
const TWIN = getAddress(`0x${VENDOR_WALLET.slice(2, 6)}${'5'.repeat(32)}${VENDOR_WALLET.slice(-4)}`.toLowerCase());
const vendor = sampleVendor({
  id: 'vendor-1',
  name: 'Hosting Ltd',
  wallets: [{ chainId: 31337, address: VENDOR_WALLET }],
});
const book = buildAddressBook({ treasuryWallets: [], teamMembers: [], counterparties: [vendor] });

afterEach(async () => {
  closeWorkspace();
  await workspaceFor(ADMIN).delete();
});

describe('the bill approval confirmation', () => {
  it("reads a fiat bill's total as money, the due date in the company's locale and the payee in full", () => {
    const bill = sampleBill({
      total: '123450',
      fiat: { currency: 'USD', decimals: 2, tolerancePercent: '1', issueRate: null },
      payee: VENDOR_WALLET,
    });
    render(
      <BillApproveDialog
        bill={bill}
        vendorName="Hosting Ltd"
        dates={{ locale: 'en-GB' }}
        lookAlikeTwin={undefined}
        book={book}
        busy={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const content = screen.getByTestId('bill-approval-content');
    expect(content.textContent).toContain('Hosting Ltd');
    expect(content.textContent).toContain('US$1,234.50');
    expect(content.textContent).toContain('31 Mar 2026');
    expect(screen.getByTestId('bill-approval-payee').textContent).toBe(VENDOR_WALLET);
    expect(screen.queryByTestId('look-alike-alert')).toBeNull();
  });

  it('flags a payee that starts and ends like the vendor’s saved wallet, both addresses in full', () => {
    const bill = sampleBill({ payee: TWIN, total: '1500000000000000000' });
    const check = lookAlikeOf([vendor], []);
    render(
      <BillApproveDialog
        bill={bill}
        vendorName="Hosting Ltd"
        dates={{ locale: 'en-US' }}
        lookAlikeTwin={check(bill.payee)}
        book={book}
        busy={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByTestId('bill-approval-content').textContent).toContain('1.5\u00a0ETH');
    expect(screen.getByTestId('bill-approval-payee').textContent).toBe(TWIN);
    const alert = screen.getByTestId('look-alike-alert').textContent ?? '';
    expect(alert).toContain(`${TWIN} starts and ends like Hosting Ltd, ${VENDOR_WALLET}`);
    expect(screen.getByText('Look-alike of Hosting Ltd')).toBeTruthy();
  });

  it("the row's Approve only asks; Cancel signs nothing, the confirmation's Approve goes on to the wallet", async () => {
    const db = workspaceFor(ADMIN);
    const bill = sampleBill({ state: 'awaiting-approval', payee: TWIN, billNumber: 'HA-7' });
    const rows = billRows({
      today: '2026-03-10',
      bills: [bill],
      approvals: [],
      payments: [],
      txStatus: new Map(),
      chainPayments: [],
      ourWallets: new Set([ADMIN.toLowerCase()]),
      vendorNames: new Map([['vendor-1', 'Hosting Ltd']]),
    });
    const stored = vi.fn();
    db.bills.hook('updating', stored);
    render(
      <MemoryRouter>
        <BillList
          db={db}
          account={ADMIN}
          chainId={31337}
          rows={rows}
          members={[sampleMember({ role: 'Admin', wallet: ADMIN })]}
          onNew={() => undefined}
          onEdit={() => undefined}
          onPay={() => undefined}
          lookAlike={lookAlikeOf([vendor], [ADMIN])}
        />
      </MemoryRouter>,
    );
    fireEvent.click(within(screen.getByTestId('bill-HA-7')).getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve bill HA-7' });
    expect(within(dialog).getByTestId('bill-approval-payee').textContent).toBe(TWIN);
    expect(within(dialog).getByTestId('look-alike-alert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(within(screen.getByTestId('bill-HA-7')).getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: 'Approve bill HA-7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // No wallet in this test: the approval went on to ask for one, and nothing was written.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connect your wallet to sign.'));
    expect(stored).not.toHaveBeenCalled();
  });
});
