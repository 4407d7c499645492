import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { knownTokenId } from '@/lib/db/entities/known-token';
import { parseRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import { ApprovalPolicyForm, policyAmount } from './approval-policy-form';
import { policyWords } from './treasury-section';

describe('ApprovalPolicyForm', () => {
  it('refuses a malformed amount beside the field (text kept), saves a policy in the company currency and removes it', async () => {
    const db = freshDb();
    await db.treasuryWallets.add(sampleWallet({ id: 'w-1', revision: 1 }));
    const done = vi.fn();
    const view = render(
      <ApprovalPolicyForm db={db} wallet={(await db.treasuryWallets.get('w-1'))!} currency="EUR" onDone={done} />,
    );
    expect(screen.getByText(/A wallet that is not a Safe sends with one key/)).toBeTruthy();
    const field = screen.getByLabelText('Approval needed above (EUR)') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '10k' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Enter an amount like 10000 or 2500.50.')).toBeTruthy();
    expect(field.value).toBe('10k');
    expect((await db.treasuryWallets.get('w-1'))!.approvalPolicy).toBeUndefined();

    fireEvent.change(field, { target: { value: '10,000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    const saved = (await db.treasuryWallets.get('w-1'))!;
    expect(saved.approvalPolicy).toEqual({ above: '10000.50', currency: 'EUR' });
    expect(saved.revision).toBe(2);

    view.unmount();
    const again = render(<ApprovalPolicyForm db={db} wallet={saved} currency="GBP" onDone={done} />);
    // A saved policy keeps its own currency when the company's changes later.
    expect((screen.getByLabelText('Approval needed above (EUR)') as HTMLInputElement).value).toBe('10000.50');
    // More than one approval, from different Approvers.
    fireEvent.change(screen.getByLabelText('Approvals needed above it'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(2));
    const two = (await db.treasuryWallets.get('w-1'))!;
    expect(two.approvalPolicy).toEqual({ above: '10000.50', currency: 'EUR', approvals: 2 });
    again.rerender(<ApprovalPolicyForm db={db} wallet={two} currency="GBP" onDone={done} />);
    expect((screen.getByLabelText('Approvals needed above it') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the policy' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(3));
    expect((await db.treasuryWallets.get('w-1'))!.approvalPolicy).toBeNull();
  });

  it('asks for the company currency first', async () => {
    render(<ApprovalPolicyForm db={freshDb()} wallet={sampleWallet()} currency="" onDone={() => undefined} />);
    expect(screen.getByText(/Set the company currency in Company → Profile first/)).toBeTruthy();
    expect(policyAmount('')).toEqual({ ok: false, message: 'Enter an amount, or remove the policy.' });
    expect(policyAmount(' 2 500 ')).toEqual({ ok: true, above: '2500' });
  });

  it('saves a limit in a token’s own units, refusing a bad amount and a second limit of one asset beside the row', async () => {
    const db = freshDb();
    await db.treasuryWallets.add(sampleWallet({ id: 'w-1', revision: 1 }));
    const wallet = (await db.treasuryWallets.get('w-1'))!;
    const token = getAddress(`0x${'e'.repeat(40)}`);
    await db.knownTokens.add(
      parseRecord('knownTokens', {
        id: knownTokenId(wallet.chainId, token),
        chainId: wallet.chainId,
        address: token,
        symbol: 'EURC',
        name: 'Euro Coin',
        decimals: 6,
        addedAt: '2026-11-29T10:00:00.000Z',
      }),
    );
    const done = vi.fn();
    render(<ApprovalPolicyForm db={db} wallet={wallet} currency="EUR" onDone={done} />);
    fireEvent.change(screen.getByLabelText('Approval needed above (EUR)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an asset limit' }));
    await screen.findByRole('option', { name: 'EURC' });
    fireEvent.change(screen.getByLabelText('Asset of limit 1'), { target: { value: token } });
    const amount = screen.getByLabelText('Approval needed above (EURC)');
    fireEvent.change(amount, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an asset limit' }));
    fireEvent.change(screen.getByLabelText('Asset of limit 2'), { target: { value: token } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Enter an amount like 5000 or 0.5.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('EURC has a limit already.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove limit 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect((await db.treasuryWallets.get('w-1'))!.approvalPolicy).toEqual({
      above: '1000',
      currency: 'EUR',
      assets: [{ address: token, symbol: 'EURC', decimals: 6, above: '5000' }],
    });
    // The Wallets column.
    const saved = (await db.treasuryWallets.get('w-1'))!.approvalPolicy;
    expect(policyWords(saved)).toBe('Above €1,000.00; 5,000\u00a0EURC');
    expect(policyWords({ ...saved!, approvals: 2, assets: [] })).toBe('Above €1,000.00, 2 approvals');
    expect(policyWords(null)).toBe('None');
  });
});
