// The Success page on its own: malformed links, a hash the workspace does not know, and a reload
// that keeps the status (everything comes from the URL and the workspace).
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { sendEth } from '../fixtures/chain-actions';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const UNKNOWN_HASH = `0x${'ab'.repeat(32)}`;

async function sendFromMyWallet(page: Page, recipient: string, amount: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Send' });
  await form.getByLabel('Recipient').fill(recipient);
  await form.getByLabel('Amount').fill(amount);
  await expect(form.getByText(/^Network fee: about/)).toBeVisible();
  await form.getByRole('button', { name: 'Review and send' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the transaction' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(page).toHaveURL(/\/platform\/success\?/);
}

test('a malformed hash or chain says so', async ({ page }) => {
  await connectWallet(page, '/platform/success?chain=31337&tx=0x1234');
  await expect(page.getByRole('alert')).toContainText('The transaction hash in this link is malformed');
  await page.goto(`/platform/success?chain=abc&tx=${UNKNOWN_HASH}`);
  await expect(page.getByRole('alert')).toContainText('"abc" is not a valid chain id');
});

test('a well-formed hash unknown to the workspace is not found, and the chain is asked once', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, `/platform/success?chain=31337&tx=${UNKNOWN_HASH}`);
  await expect(page.getByText('This transaction was not found in this workspace.')).toBeVisible();
  await expect(page.getByText('Anvil (local) does not know this transaction either.')).toBeVisible();
  expect(wallet.requests.filter((method) => method === 'eth_getTransactionByHash').length).toBeGreaterThanOrEqual(1);

  // A transaction the chain knows but the workspace does not watch (two other accounts).
  const hash = await sendEth(wallet.rpcUrl, wallet.accounts[3] ?? '', wallet.accounts[4] ?? '', 1n);
  await page.goto(`/platform/success?chain=31337&tx=${hash}`);
  await expect(page.getByText('This transaction was not found in this workspace.')).toBeVisible();
  await expect(page.getByText(/Anvil \(local\) knows it: mined in block \d+\./)).toBeVisible();
});

test('a reload keeps the status, pending and then confirmed, with the next actions', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/mywallet');
  await wallet.rpc('evm_setAutomine', [false]);
  await sendFromMyWallet(page, getAddress(wallet.accounts[1] ?? ''), '2');
  const status = page.locator('[data-state]');
  await expect(status).toHaveAttribute('data-state', 'pending');
  const url = page.url();
  await page.reload();
  await expect(status).toHaveAttribute('data-state', 'pending');
  await wallet.rpc('evm_mine');
  await expect(status).toHaveAttribute('data-state', 'confirmed');
  await wallet.rpc('evm_mine');
  await expect(status).toContainText('(2 confirmations)');
  await page.reload();
  await expect(status).toHaveAttribute('data-state', 'confirmed');
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('tx-hash')).toHaveText(new URL(url).searchParams.get('tx') ?? '');
  await expect(page.getByRole('link', { name: 'View in Transactions' })).toHaveAttribute(
    'href',
    new RegExp(`/platform/transactions\\?tx=${new URL(url).searchParams.get('tx') ?? ''}$`),
  );
  await expect(page.getByText('Anvil (local) has no block explorer to link to.')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(page, colorScheme);
    expect(
      (await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations,
    ).toEqual([]);
  }
});
