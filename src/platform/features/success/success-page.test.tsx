import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { syncCursorId } from '@/lib/db/entities/sync-cursor';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import SuccessPage from './success-page';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'cd'.repeat(32)}`;
const NOW = '2025-01-01T00:00:00.000Z';

// The wallet, reduced to what the page reads; on another chain, so unknown hashes are not looked up.
vi.mock('@/lib/wallet/use-wallet', () => ({
  useWallet: () => ({ status: 'connected', account: ACCOUNT, chainId: 1, balanceText: '$0' }),
}));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

function renderAt(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/platform/success${search}`]}>
      <SuccessPage />
    </MemoryRouter>,
  );
}

describe('SuccessPage', () => {
  it('follows the workspace row live: pending, then confirmed with confirmations from the sync head', async () => {
    const db = workspaceFor(ACCOUNT);
    await recordSentTransaction(db, sentPayment({ hash: HASH, from: ACCOUNT, to: OTHER, value: 1n }), NOW);
    renderAt(`?chain=31337&tx=${HASH}&from=%2Fplatform%2Fmywallet&what=Sent%201%20wei`);
    expect(screen.getByRole('heading', { name: 'Sent 1 wei' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Pending: waiting to be included in a block')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Back to where you started' }).getAttribute('href')).toBe(
      '/platform/mywallet',
    );

    await db.transaction('rw', db.chainTransactions, db.syncCursors, async () => {
      await db.chainTransactions.update(`31337:${HASH}`, {
        status: 'confirmed',
        blockNumber: 7,
        blockHash: `0x${'11'.repeat(32)}`,
        updatedAt: NOW,
      });
      await db.syncCursors.put({
        id: syncCursorId(31337, ACCOUNT, 'scan'),
        chainId: 31337,
        wallet: ACCOUNT,
        source: 'scan',
        block: 8,
        head: 8,
        state: 'live',
        reason: null,
        updatedAt: NOW,
      });
    });
    await waitFor(() => expect(screen.getByText(/^Confirmed in block 7 \(2 confirmations\)$/)).toBeTruthy());
  });

  it('says a well-formed hash is not in the workspace, and that the chain was not asked off-chain', async () => {
    renderAt(`?chain=31337&tx=${HASH}`);
    await waitFor(() => expect(screen.getByText('This transaction was not found in this workspace.')).toBeTruthy());
    expect(screen.getByText('Your wallet is not on Anvil (local), so the chain was not asked.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to where you started' })).toBeNull();
  });

  it('says what is malformed', () => {
    renderAt('?chain=31337&tx=0xnope');
    expect(screen.getByRole('alert').textContent).toContain('The transaction hash in this link is malformed');
  });
});
