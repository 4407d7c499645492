// Values in the base currency from the local price feed, on the built site with a real anvil: the
// ETH/USD PriceFeed at the address the deployments file records, the company's base currency USD;
// My Wallet's ETH balance shows its value now from the feed (with the feed and round as the
// source), and a new round pushed to the feed changes that value on the open page.
import type { Page } from '@playwright/test';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { installPriceFeed, LOCAL_ETH_USD_FEED, pushPrice } from '../fixtures/price-feed-actions';
import { putRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

const ethRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Balances on this network' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^ETH/ }) });

/** The company's base currency becomes USD (written as another tab would, without a logo: a Blob does not pass into the page; the page reloads to read it). */
async function useUsd(page: Page, account: string): Promise<void> {
  await putRows(page, account, 'companyProfile', [sampleProfile({ baseCurrency: 'USD', logo: null })]);
  await page.reload();
  await expect(ethRow(page)).toContainText(/10,000\s+ETH/);
}

test('My Wallet values the ETH balance from the local feed, and a new round changes the value now', async ({
  page,
  wallet,
}) => {
  const owner = wallet.accounts[9] ?? '';
  await installPriceFeed(wallet.rpcUrl, owner);
  await pushPrice(wallet.rpcUrl, owner, '3000');
  await connectWallet(page, '/platform/mywallet');
  await expect(ethRow(page)).toContainText(/10,000\s+ETH/);
  await useUsd(page, wallet.accounts[0] ?? '');

  const value = ethRow(page).locator('[data-base-value]');
  await expect(value).toHaveAttribute('data-base-value', '30000000');
  await expect(value).toContainText('≈ $30,000,000.00');
  await expect(value).not.toContainText('stale');
  await expect(value).toHaveAttribute(
    'title',
    new RegExp(`^Price from feed ${LOCAL_ETH_USD_FEED}, round 18446744073709551617`),
  );

  await pushPrice(wallet.rpcUrl, owner, '3100.5');
  await expect(value).toHaveAttribute('data-base-value', '31005000');
  await expect(value).toContainText('≈ $31,005,000.00');
  await expect(value).toHaveAttribute('title', /round 18446744073709551618/);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
});

test('without a price the balance says the USD value is missing, never 0', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/mywallet');
  await expect(ethRow(page)).toContainText(/10,000\s+ETH/);
  await useUsd(page, wallet.accounts[0] ?? '');
  await expect(ethRow(page)).toContainText('USD value missing');
  await expect(ethRow(page)).not.toContainText('$0');
});

test('a price API set in Utility is checked against its answer, then values the balance with source API', async ({
  page,
  wallet,
}) => {
  // Only the remote service is mocked, answering in CoinGecko's published /simple/price shape.
  let answer: unknown = { ethereum: { usd: 3012.45 } };
  const asked: string[] = [];
  await page.route('https://api.coingecko.com/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ json: answer });
  });
  await connectWallet(page, '/platform/mywallet');
  await expect(ethRow(page)).toContainText(/10,000\s+ETH/);
  await useUsd(page, wallet.accounts[0] ?? '');

  await page.goto('/platform/utility?tab=networks');
  const form = page.getByRole('form', { name: 'Price API' });
  await form.getByLabel('Price API URL').fill('https://api.coingecko.com/api/v3');
  answer = { ethereum: { eur: 2800 } };
  await form.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Not saved: The price API has no ETH price in USD/);
  answer = { ethereum: { usd: 3012.45 } };
  await form.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked' })).toHaveText(
    'Checked: 1 ETH = 3012.45 USD. Saved.',
  );
  expect(asked[0]).toBe('https://api.coingecko.com/api/v3/simple/price?ids=ethereum&vs_currencies=usd');
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  // No feed on this chain: the API's price values the balance, its source named.
  await page.goto('/platform/mywallet');
  const value = ethRow(page).locator('[data-base-value]');
  await expect(value).toHaveAttribute('data-base-value', '30124500');
  await expect(value).toHaveAttribute('title', /^Price from API https:\/\/api\.coingecko\.com, fetched /);
});
