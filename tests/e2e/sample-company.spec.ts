// Local mode's sample company, as a newcomer gets it: `npm start`'s chain (a real anvil with the
// contracts), the local-mode build with its dev wallet, and one click on "Load a sample company".
// The year is played on chain through the local RPC, the user's records are saved through the
// pages' stores, and once the sync engine has caught up every page tells the same story. The
// production build must not contain any of it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveLocalSite } from '../fixtures/local-site';

// A name only the sample company uses (src/lib/sample/sample-cast.ts).
const SAMPLE_MARK = 'Larkspur Atelier';

const site = serveLocalSite();

/** Every JavaScript file of a build, with its text. */
async function scripts(dir: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

test('the production build holds no sample company; the local-mode build does', async () => {
  const production = await scripts('dist');
  expect(production.length).toBeGreaterThan(0);
  expect(production.filter((s) => s.text.includes(SAMPLE_MARK)).map((s) => s.file)).toEqual([]);
  expect(production.filter((s) => s.text.includes('Load a sample company')).map((s) => s.file)).toEqual([]);
  // The probe is the right one: the local-mode build has it.
  expect((await scripts('dist-local')).some((s) => s.text.includes(SAMPLE_MARK))).toBe(true);
});

async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path.replace(/^\//, '')}`);
}

test('one click loads a coherent sample company that every page shows once the sync engine catches up', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await open(page, '/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  const offer = page.getByRole('button', { name: 'Load a sample company' });
  await expect(offer).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await offer.click();
  await expect(page.getByText('The sample company is loaded')).toBeVisible({ timeout: 180_000 });

  // Dashboard: the year's figures, valued in the company's pounds, and its latest transactions.
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures).toContainText('Cash');
  await expect(figures).toContainText(/\d GBP/);
  const latest = page.getByRole('table', { name: 'Latest transactions, newest first' });
  await expect(latest.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });

  // Client: invoices paid through the router, one partly, one twice over, the last ones open.
  await open(page, '/platform/client?tab=invoices');
  await expect(page.getByTestId('status-INV-0001')).toHaveText('Paid', { timeout: 60_000 });
  // Its client paid 40% before the due date and nothing since.
  await expect(page.getByTestId('status-INV-0004')).toHaveText('Partially paid · Overdue');
  await expect(page.getByTestId('status-INV-0007')).toHaveText('Overpaid');
  await expect(page.getByTestId('status-INV-0011')).not.toHaveText(/paid/i);

  // Vendors: approved bills, paid alone and in batches, the last one still to pay.
  await open(page, '/platform/vendors?tab=bills');
  const bills = page.getByRole('table', { name: 'Bills table' });
  await expect(bills).toContainText('Cloudrest Hosting');
  await expect(bills.getByTestId('bill-status').filter({ hasText: /^Paid/ })).toHaveCount(11, { timeout: 60_000 });

  // Transactions: the chain's rows, named by the saved clients and vendors. The company wallet also
  // deployed the platform contracts, whose rows are the newest: search for Northwind's wallet
  // (anvil account 1 in the sample's cast) so its rows are in the table's window.
  await open(page, '/platform/transactions');
  await page.getByLabel('Search').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  const rows = page.getByRole('table', { name: 'Transactions' });
  await expect(rows).toContainText('Northwind Ceramics', { timeout: 60_000 });

  // SBI: the duplicate payment and the look-alike address planted in the last weeks.
  await open(page, '/platform/sbi?tab=anomalies');
  const anomaly = (kind: string) => page.locator(`[data-testid="anomaly"][data-kind="${kind}"]`);
  await expect(anomaly('duplicate-payment')).toContainText('Possible duplicate payment to Cloudrest Hosting', {
    timeout: 60_000,
  });
  await expect(anomaly('look-alike-address')).toContainText('Paid a look-alike of Quillwork Studio');

  // Tokens: the share token with its three holders (the company and both employees), from the chain.
  await open(page, '/platform/tokens');
  const share = page.getByRole('region', { name: 'Company tokens' }).locator('tr[data-token="LARK"]');
  await expect(share.locator('[data-cell="holders"]')).toHaveText('3', { timeout: 60_000 });
  await expect(share.locator('[data-cell="supply"]')).toContainText('750,000');

  // Storage: the documents whose proof of existence the company anchored.
  await open(page, '/platform/storage');
  await expect(page.getByText('Articles of association.txt').first()).toBeVisible();
});
