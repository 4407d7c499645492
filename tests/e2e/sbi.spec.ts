// SBI against the built site with the test wallet on anvil: payments made on chain from the
// connected account are checked as they sync (a duplicate payment and a payment to a look-alike of
// an address paid before are flagged with their reasons), accepting a suggested category changes
// the transaction's category and its ledger entry, nothing is requested beyond the site and the
// app's own RPC, and every tab is axe-clean in light and dark at 360 px.
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { sendEth } from '../fixtures/chain-actions';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const anomaly = (page: Page, kind: string) => page.locator(`[data-testid="anomaly"][data-kind="${kind}"]`);

/** Records every request the page makes that goes neither to the site itself nor to the wallet's RPC. */
function foreignRequests(page: Page, wallet: TestWallet, site: string): string[] {
  const allowed = [new URL(site).origin, new URL(wallet.rpcUrl).origin];
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!allowed.includes(new URL(url).origin)) foreign.push(url);
  });
  return foreign;
}

/** Pays from the connected account: an address once, its look-alike, and another address twice. */
async function payments(wallet: TestWallet): Promise<{ known: string; lookAlike: string; twice: string }> {
  const [me, , known, twice] = wallet.accounts as [string, string, string, string];
  // Same first four and last four hex characters as `known`, a different address (address poisoning).
  const lookAlike = getAddress(`0x${known.slice(2, 6)}${'0'.repeat(32)}${known.slice(-4)}`);
  await sendEth(wallet.rpcUrl, me, known, 10n ** 18n);
  await sendEth(wallet.rpcUrl, me, lookAlike, 5n * 10n ** 17n);
  await sendEth(wallet.rpcUrl, me, twice, 25n * 10n ** 16n);
  await sendEth(wallet.rpcUrl, me, twice, 25n * 10n ** 16n);
  return { known, lookAlike, twice };
}

test('a duplicate payment and a payment to a look-alike address are flagged with their reasons', async ({
  page,
  wallet,
  baseURL,
}) => {
  const foreign = foreignRequests(page, wallet, baseURL ?? 'http://localhost');
  await connectWallet(page, '/platform/sbi?tab=anomalies');
  await expect(page.getByRole('heading', { level: 1, name: 'SBI' })).toBeVisible();
  const { known, lookAlike } = await payments(wallet);

  const poisoned = anomaly(page, 'look-alike-address');
  await expect(poisoned).toHaveCount(1);
  await expect(poisoned).toContainText(`0.5 ETH went to ${lookAlike}, which starts and ends like ${getAddress(known)}`);
  await poisoned.getByText('Why?').click();
  await expect(poisoned).toContainText('Same first 4 and last 4 hex characters as a known address');

  const duplicate = anomaly(page, 'duplicate-payment');
  await expect(duplicate).toHaveCount(1);
  await expect(duplicate).toContainText('0.25 ETH was paid to the same address twice');

  // Dismissed, it stays dismissed after a reload.
  await duplicate.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(duplicate).toHaveCount(0);
  await page.reload();
  await expect(poisoned).toHaveCount(1);
  await expect(duplicate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show dismissed (1)' })).toBeVisible();
  expect(foreign).toEqual([]);
});

test("accepting a suggested category changes the transaction's category and its ledger entry", async ({
  page,
  wallet,
}) => {
  test.slow(); // three pages, each reading the synced rows
  const [me, other] = wallet.accounts as [string, string];
  await connectWallet(page, '/platform/accounting?tab=chart');
  await expect(page.getByRole('tree', { name: 'Chart of accounts' })).toContainText('6300 Software');
  await page.goto('/platform/sbi?tab=categorisation');
  const hash = await sendEth(wallet.rpcUrl, me, other, 5n * 10n ** 17n);

  // A rule for the counterparty gives the suggestion (a rule wins over a learned guess).
  await page.getByLabel('Counterparty (optional)').fill(other);
  await page.getByLabel('Category', { exact: true }).fill('Software');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const suggestion = page.getByTestId(`suggestion-${hash}`);
  await expect(suggestion).toContainText('Software');
  await expect(suggestion).toContainText('Your rule');
  await suggestion.getByRole('button', { name: /^Accept Software/ }).click();
  await expect(page.getByText(/^Accepted “Software”/)).toBeVisible();
  await expect(suggestion).toHaveCount(0);

  await page.goto(`/platform/transactions?tx=${hash}`);
  await expect(
    page.getByRole('dialog', { name: 'Transaction details' }).getByLabel('Category', { exact: true }),
  ).toHaveValue('Software');
  await page.goto('/platform/accounting?tab=reports');
  const software = page
    .getByTestId('trial-balance')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '6300 Software', exact: true }) });
  await expect(software).toContainText('0.5 ETH');
});

test('every tab is axe-clean in light and dark at 360 px, and asks nothing of other servers', async ({
  page,
  wallet,
  baseURL,
}) => {
  test.slow(); // five tabs, two colour schemes
  const foreign = foreignRequests(page, wallet, baseURL ?? 'http://localhost');
  await page.setViewportSize({ width: 360, height: 800 });
  await connectWallet(page, '/platform/sbi?tab=anomalies');
  await payments(wallet);
  await expect(anomaly(page, 'duplicate-payment')).toHaveCount(1);
  const tabs = page.getByRole('tablist', { name: 'SBI sections' }).getByRole('tab');
  for (const name of ['Overview', 'Forecast', 'Anomalies', 'Spend & income', 'Categorisation']) {
    await tabs.filter({ hasText: name }).click();
    await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateScheme(page, colorScheme);
      const results = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${name} ${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  expect(foreign).toEqual([]);
});
