import { formatEthBalance } from '@/lib/money/format-balance';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { walletCard } from '../fixtures/platform-helpers';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

test('connecting shows the account, 4-decimal balance, network and Reconnect', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Log in');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL(/\/platform$/);
  const card = walletCard(page);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('0xf39F…2266', { exact: true })).toHaveAttribute('title', ACCOUNT_0);
  await expect(card.getByText('10000.0000 ETH', { exact: true })).toBeVisible();
  await expect(card.getByText('Anvil (local)', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(card.getByText('Not connected')).toHaveCount(0);
});

test('copy address puts the full checksummed address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await connectWallet(page);
  await walletCard(page).getByRole('button', { name: 'Copy address' }).click();
  await expect(walletCard(page).getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_0);
});

test('the balance follows a transfer out, without a reload', async ({ page, wallet }) => {
  await connectWallet(page);
  const card = walletCard(page);
  await expect(card.getByText('10000.0000 ETH')).toBeVisible();
  const [from, to] = wallet.accounts;
  const hash = await wallet.rpc('eth_sendTransaction', [{ from, to, value: `0x${(15n * 10n ** 17n).toString(16)}` }]);
  // anvil mines at once, but the receipt can appear a moment after the hash is returned.
  await expect
    .poll(async () => ((await wallet.rpc('eth_getTransactionReceipt', [hash])) as { status: string } | null)?.status)
    .toBe('0x1');
  const balance = BigInt((await wallet.rpc('eth_getBalance', [from, 'latest'])) as string);
  const expected = formatEthBalance(balance);
  expect(expected).toMatch(/^9998\.\d{4} ETH$/);
  await expect(card.getByText(expected, { exact: true })).toBeVisible();
});

test('an account switch in the wallet updates the account and its balance', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/vendors');
  const [from, to] = wallet.accounts;
  const hash = await wallet.rpc('eth_sendTransaction', [{ from, to, value: `0x${(10n ** 18n).toString(16)}` }]);
  await expect.poll(() => wallet.rpc('eth_getTransactionReceipt', [hash])).not.toBeNull();
  await wallet.switchAccount(1);
  const card = walletCard(page);
  await expect(card.getByText('0x7099…79C8', { exact: true })).toHaveAttribute(
    'title',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  );
  await expect(card.getByText('10001.0000 ETH', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/vendors$/);
});

test('an emptied account list shows Not connected on the same page', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/accounting');
  const card = walletCard(page);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await wallet.emitAccountsChanged([]);
  await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(card.getByText('$0', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/accounting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  // Connecting again from the card works without leaving the page.
  await card.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(card.getByText('0xf39F…2266')).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/accounting$/);
});

test('a chain change updates the network name', async ({ page, wallet }) => {
  await connectWallet(page);
  const card = walletCard(page);
  await expect(card.getByText('Anvil (local)')).toBeVisible();
  await wallet.switchChain(1);
  await expect(card.getByText('Ethereum', { exact: true })).toBeVisible();
  await wallet.switchChain(999999);
  await expect(card.getByText('Chain 999999', { exact: true })).toBeVisible();
  await expect(card.getByText('10000.0000 ETH')).toBeVisible();
});

test('a wallet disconnect ends the session without leaving the page', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/mail');
  await wallet.emitDisconnect();
  await expect(walletCard(page).getByText('Not connected', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/mail$/);
});

test('Reconnect asks the wallet again and keeps the session', async ({ page, wallet }) => {
  await connectWallet(page);
  const card = walletCard(page);
  await card.getByRole('button', { name: 'Reconnect' }).click();
  await expect.poll(() => wallet.requests.filter((m) => m === 'eth_requestAccounts').length).toBe(2);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('10000.0000 ETH')).toBeVisible();
  // Visible feedback: which account answered.
  await expect(card.getByRole('status').filter({ hasText: 'Reconnected' })).toHaveText('Reconnected: 0xf39F…2266.');
});

test('Disconnect ends the session where the user is and a reload does not bring it back; Log out goes to /login', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/company');
  const card = walletCard(page);
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(card.getByText('$0', { exact: true })).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'Disconnected.' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/company$/);
  expect(wallet.requests).toContain('wallet_revokePermissions');
  // The test wallet still has the site authorised, but the app does not log itself back in.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/company$/);
  await walletCard(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

test('several wallets: a chooser lists them and connects the one picked', async ({ page, wallet }) => {
  // A second EIP-6963 wallet next to the test wallet; it would refuse every request.
  await page.addInitScript(() => {
    const provider = {
      request: async () => Promise.reject(Object.assign(new Error('Other Wallet refuses'), { code: 4001 })),
      on: () => undefined,
      removeListener: () => undefined,
    };
    const info = {
      uuid: 'c1f3d9a2-0000-4000-8000-000000000002',
      name: 'Other Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
      rdns: 'example.other',
    };
    const detail = Object.freeze({ info, provider });
    const announce = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    addEventListener('eip6963:requestProvider', announce);
    announce();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(dialog.getByRole('listitem').getByRole('button')).toHaveText(['Test Wallet', 'Other Wallet']);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(wallet.requests).not.toContain('eth_requestAccounts');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog.getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page).toHaveURL('/platform');
  await expect(walletCard(page).getByText('0xf39F…2266')).toBeVisible();
});
