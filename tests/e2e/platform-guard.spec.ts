import { expect, test } from '../fixtures/test-wallet';
import { walletCard } from '../fixtures/platform-helpers';

test('a deep link without an account goes to /login?next=… and connecting lands there', async ({ page }) => {
  await page.goto('/platform/company?tab=team');
  await expect(page).toHaveURL('/login?next=%2Fplatform%2Fcompany%3Ftab%3Dteam');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL('/platform/company?tab=team');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(walletCard(page).getByText('Connected', { exact: true })).toBeVisible();
});

test('the guard checks silently and never shows the login page to an authorised wallet', async ({ page, wallet }) => {
  wallet.authorize();
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto('/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(walletCard(page).getByText('0xf39F…2266')).toBeVisible();
  await expect(page).toHaveURL('/platform/vendors');
  expect(seen).not.toContain('/login');
  expect(wallet.requests).not.toContain('eth_requestAccounts');
  expect(wallet.requests).toContain('eth_accounts');
});

test('a reload of a deep link restores the session silently', async ({ page, wallet }) => {
  await page.goto('/login?next=%2Fplatform%2Ftransactions');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page).toHaveURL('/platform/transactions');
  await expect(walletCard(page).getByText('10000.0000 ETH')).toBeVisible();
  expect(wallet.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
});

for (const next of ['https://evil.example/platform', '//evil.example', '/platform/nope', '/login']) {
  test(`next=${next} is refused: connecting lands on /platform`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page).toHaveURL('/platform');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('the login page explains itself and links back to the home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Ledgerline', { exact: true })).toBeVisible();
  await expect(page.getByText(/has no passwords/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});
