// Values in the base currency from the local price feed, on the built site with a real anvil: the
// ETH/USD PriceFeed at the address the deployments file records, the company's base currency USD;
// My Wallet's ETH balance shows its value now from the feed (with the feed and round as the
// source), and a new round pushed to the feed changes that value on the open page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { installPriceFeed, LOCAL_ETH_USD_FEED, pushPrice } from '../fixtures/price-feed-actions';
import { putRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test } from '../fixtures/test-wallet';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
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
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
});

test('without a price the balance says the USD value is missing, never 0', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/mywallet');
  await expect(ethRow(page)).toContainText(/10,000\s+ETH/);
  await useUsd(page, wallet.accounts[0] ?? '');
  await expect(ethRow(page)).toContainText('USD value missing');
  await expect(ethRow(page)).not.toContainText('$0');
});
