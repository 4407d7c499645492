// The sync engine inside the built site, with the test wallet on a real anvil: a send from My
// Wallet repriced by a same-nonce transaction shows as replaced, a reorg removes the orphaned row,
// an RPC outage shows "Paused, retrying" and then catches up without duplicates, and with two tabs
// one syncs while both show the rows.
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { sendEth, sendFrom } from '../fixtures/chain-actions';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';

const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });
const opener = (page: Page, hash: string) => page.getByRole('button', { name: new RegExp(`^Details of ${hash}`) });
const rowOf = (page: Page, hash: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: opener(page, hash) });

async function openTransactions(page: Page): Promise<void> {
  await connectWallet(page, '/platform/transactions');
  await expect(page.getByText(/Block scan: Live/)).toBeVisible();
}

test('a send repriced by a same-nonce transaction shows as replaced, linked to its replacement', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/mywallet');
  const [me = '', other = ''] = wallet.accounts;
  const form = page.getByRole('form', { name: 'Send' });
  await form.getByLabel('Recipient').fill(getAddress(other));
  await form.getByLabel('Amount').fill('0.5');
  await expect(form.getByText(/^Network fee: about/)).toBeVisible();
  await form.getByRole('button', { name: 'Review and send' }).click();
  await wallet.rpc('evm_setAutomine', [false]);
  try {
    await page
      .getByRole('dialog', { name: 'Confirm the transaction' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
    const status = page.locator('[data-state]');
    await expect(status).toHaveAttribute('data-state', 'pending');
    const original = new URL(page.url()).searchParams.get('tx') ?? '';
    // The same account sends another transaction with the same nonce and a much higher fee.
    const nonce = Number(await wallet.rpc('eth_getTransactionCount', [me, 'latest']));
    const replacement = await sendFrom(
      wallet.rpcUrl,
      { from: me, to: me, value: 0n, nonce, gasPrice: 50_000_000_000n },
      false,
    );
    await wallet.rpc('evm_mine');
    await expect(status).toHaveAttribute('data-state', 'replaced');
    await page.getByRole('link', { name: 'See the replacing transaction' }).click();
    await expect(page).toHaveURL(new RegExp(`tx=${replacement}`));
    await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed');
    await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
    await expect(rowOf(page, original)).toContainText('Replaced by');
    await expect(rowOf(page, replacement)).toContainText('Confirmed');
  } finally {
    await wallet.rpc('evm_setAutomine', [true]);
  }
});

test('a reorg removes the orphaned transaction and shows the new chain’s', async ({ page, wallet }) => {
  await openTransactions(page);
  const [me = '', other = '', third = ''] = wallet.accounts;
  const fork = await wallet.rpc('evm_snapshot');
  const lost = await sendEth(wallet.rpcUrl, other, me, 7_000_000_000_000_000n);
  await expect(opener(page, lost)).toBeVisible();
  // The chain goes back one block and grows another way.
  await wallet.rpc('evm_revert', [fork]);
  const kept = await sendEth(wallet.rpcUrl, third, me, 9_000_000_000_000_000n);
  await sendEth(wallet.rpcUrl, third, other, 1n);
  await expect(opener(page, kept)).toBeVisible();
  await expect(opener(page, lost)).toHaveCount(0);
  await expect(page.getByText('1 transaction', { exact: true })).toBeVisible();
});

test('an RPC outage shows the paused state with the reason, then catches up without duplicates', async ({
  page,
  wallet,
}) => {
  // The engine backs off 1, 2, 4, 8… s between retries while the endpoint is down.
  test.slow();
  await openTransactions(page);
  const [me = '', other = ''] = wallet.accounts;
  const first = await sendEth(wallet.rpcUrl, other, me, 1_000_000_000_000_000n);
  await expect(opener(page, first)).toBeVisible();
  wallet.setOffline(true);
  await expect(page.getByText(/Paused, retrying: .*unreachable/)).toBeVisible();
  // The chain goes on while we cannot see it.
  const missed = [
    await sendEth(wallet.rpcUrl, other, me, 2_000_000_000_000_000n),
    await sendEth(wallet.rpcUrl, other, me, 3_000_000_000_000_000n),
  ];
  wallet.setOffline(false);
  await expect(page.getByText(/Block scan: Live/)).toBeVisible({ timeout: 45_000 });
  for (const hash of [first, ...missed]) await expect(opener(page, hash)).toHaveCount(1);
  await expect(page.getByText('3 transactions', { exact: true })).toBeVisible();
});

test('two tabs: one syncs, both show the rows, and the other takes over when it closes', async ({
  page,
  wallet,
  context,
  anvil,
}) => {
  await openTransactions(page);
  const second = await context.newPage();
  const secondWallet = await installTestWallet(second, anvil.rpcUrl, 'approve');
  secondWallet.authorize();
  await second.goto('/platform/transactions');
  await expect(second.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const [me = '', other = ''] = wallet.accounts;
  const hash = await sendEth(wallet.rpcUrl, other, me, 4_000_000_000_000_000n);
  await expect(opener(page, hash)).toBeVisible();
  await expect(opener(second, hash)).toBeVisible();
  // Only the first tab reads blocks; the second sees its writes through the database.
  expect(secondWallet.requests.filter((method) => method === 'eth_getBlockByNumber')).toEqual([]);
  expect(wallet.requests).toContain('eth_getBlockByNumber');
  await page.close();
  const next = await sendEth(wallet.rpcUrl, other, me, 5_000_000_000_000_000n);
  await expect(opener(second, next)).toBeVisible();
  expect(secondWallet.requests).toContain('eth_getBlockByNumber');
});
