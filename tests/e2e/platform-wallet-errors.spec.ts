import { expect, test } from '../fixtures/test-wallet';
import { collectConsoleErrors, walletCard } from '../fixtures/platform-helpers';

const MESSAGES = {
  noWallet: 'No wallet found. Install a browser wallet such as MetaMask or Rabby, then try again.',
  rejected: 'Connection request rejected. Press Connect Wallet to try again.',
  pending: 'A connection request is already open in your wallet. Open your wallet to approve it.',
};

test('a rejected connection logs "User rejected connection" and changes nothing', async ({ page, wallet }) => {
  wallet.setMode('reject');
  await page.goto('/login?next=%2Fplatform%2Fmail');
  const errors = collectConsoleErrors(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.rejected })).toBeVisible();
  expect(errors).toEqual(['User rejected connection']);
  await expect(page).toHaveURL('/login?next=%2Fplatform%2Fmail');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  // Trying again after approving in the wallet works.
  wallet.setMode('approve');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL('/platform/mail');
});

test('a rejected Reconnect keeps the connected session as it was', async ({ page, wallet }) => {
  wallet.authorize();
  await page.goto('/platform');
  const card = walletCard(page);
  await expect(card.getByText('10000.0000 ETH')).toBeVisible();
  const before = await card.innerText();
  const errors = collectConsoleErrors(page);
  wallet.setMode('reject');
  await card.getByRole('button', { name: 'Reconnect' }).click();
  await expect(card.getByRole('status').filter({ hasText: MESSAGES.rejected })).toBeVisible();
  expect(errors).toEqual(['User rejected connection']);
  expect((await card.innerText()).replace(MESSAGES.rejected, '').trim()).toBe(before.trim());
});

test('a pending request says so and connects once it is approved in the wallet', async ({ page, wallet }) => {
  wallet.setMode('pending');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.pending })).toBeVisible();
  await expect(page).toHaveURL('/login');
  // The user approves the request that was already open: the wallet reports the account.
  wallet.setMode('approve');
  wallet.authorize();
  await wallet.switchAccount(0);
  await expect(page).toHaveURL('/platform');
  await expect(walletCard(page).getByText('0xf39F…2266')).toBeVisible();
});

test.describe('without any wallet', () => {
  test.use({ walletMode: 'absent' });

  test('Connect Wallet logs "No Ethereum provider detected" and says what to do', async ({ page }) => {
    await page.goto('/login');
    const errors = collectConsoleErrors(page);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.noWallet })).toBeVisible();
    expect(errors).toEqual(['No Ethereum provider detected']);
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  });

  test('the platform sends the visitor to the login page', async ({ page }) => {
    await page.goto('/platform/storage');
    await expect(page).toHaveURL('/login?next=%2Fplatform%2Fstorage');
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
});
