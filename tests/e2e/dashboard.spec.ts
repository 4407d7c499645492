// The Dashboard against the built site with the test wallet on a real anvil: a new workspace shows
// the first-run checklist instead of figures, axe-clean in light and dark at 360 px; an invoice and
// a bill entered through the Client and Vendors pages show on the Dashboard as those pages show
// them, and a payment made on chain updates the Dashboard without a reload.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { paymentRouterBytecode } from '@/lib/contracts/generated/artifacts';
import { isoDay } from '@/lib/primitives/days';
import { sendEth } from '../fixtures/chain-actions';
import { installCodeAt, payEthVia } from '../fixtures/payment-actions';
import { putRows, putTreasuryWallet, readRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { ETHER, row } from '@/lib/insights/rows.testing';
import { sampleVendor } from '@/lib/db/search-samples.testing';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';
import { approveBill } from '../fixtures/bill-actions';

const ROUTER =
  (JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { PaymentRouter: string }>)[
    '31337'
  ]?.PaymentRouter ?? '';
const ETH = 10n ** 18n;
const VENDOR = getAddress(keccak256(toUtf8Bytes('dashboard-vendor')).slice(0, 42));

test.describe.configure({ timeout: 90_000 });

const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`);

/** axe in light and dark, and no sideways scrolling, at the current (360 px) width. */
async function checkAccessible(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(page, colorScheme);
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a new workspace shows the first-run checklist, axe-clean in light and dark at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await connectWallet(page, '/platform');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Getting started' });
  await expect(checklist.getByRole('link')).toHaveText([
    'Fill in the company profile',
    'Add a treasury wallet',
    'Add a client',
    'Create a first invoice',
    'Save a backup of the workspace',
  ]);
  await expect(page.getByTestId('step-client')).toHaveAttribute('data-done', 'false');
  await expect(page.getByRole('list', { name: 'Key figures' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await checkAccessible(page);
});

test('receivables and payables equal what Client and Vendors show, and a payment on chain updates them live', async ({
  page,
  wallet,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  await installCodeAt(wallet.rpcUrl, wallet.accounts[9] ?? '', paymentRouterBytecode, ROUTER);
  const missingAssets: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/_astro/')) missingAssets.push(response.url());
  });

  // An invoice of 2 ETH, issued through the Client page.
  await connectWallet(page, '/platform/client');
  await page.getByRole('tab', { name: 'Directory' }).click();
  await page.getByRole('button', { name: 'Add client' }).click();
  const clientForm = page.getByRole('form', { name: 'New counterparty' });
  await clientForm.getByLabel('Name', { exact: true }).fill('Acme');
  await clientForm.getByRole('button', { name: 'Add wallet' }).click();
  await clientForm.getByLabel('Address of wallet 1').fill(client);
  await clientForm.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: 'New invoice' }).click();
  const invoice = page.getByRole('form', { name: 'Invoice' });
  await invoice.getByLabel('Client').selectOption({ label: 'Acme' });
  const eth = await invoice.getByLabel('Paid in').locator('option').filter({ hasText: /ETH/ }).first().textContent();
  await invoice.getByLabel('Paid in').selectOption({ label: eth ?? '' });
  await invoice.getByLabel('Receiving wallet').selectOption({ index: 1 });
  await invoice.getByLabel('Line 1 Description').fill('Audit');
  await invoice.getByLabel('Line 1 Unit price').fill('2');
  await invoice.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('button', { name: 'Issue and sign' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  const reference = (await page.getByTestId('invoice-reference').textContent()) ?? '';
  await page.getByRole('tab', { name: 'Aging' }).click();
  const clientRow = page.getByRole('table', { name: 'Receivables aging' }).getByRole('row').filter({ hasText: 'Acme' });
  await expect(clientRow).toContainText('2 ETH');

  // A bill of 0.1 ETH due in 5 days, entered and approved through the Vendors page.
  // The connected account is the company's treasury wallet (cash counts the treasury wallets only).
  await putTreasuryWallet(page, me, me);
  await putRows(page, me, 'counterparties', [
    sampleVendor({ id: 'v-dash', name: 'Alpha Hosting', wallets: [{ chainId: 31337, address: VENDOR }] }),
  ]);
  await page.goto('/platform/vendors?tab=bills');
  await page.getByRole('button', { name: 'New bill' }).click();
  const bill = page.getByRole('form', { name: 'New bill' });
  const day = (offset: number) => isoDay(Date.now() + offset * 86_400_000);
  await bill.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Alpha Hosting' });
  await bill.getByLabel("Vendor's bill number").fill('D-1');
  await bill.getByLabel('Issue date').fill(day(0));
  await bill.getByLabel('Due date').fill(day(5));
  const asset = await bill.getByLabel('Asset').locator('option', { hasText: /^ETH / }).getAttribute('value');
  await bill.getByLabel('Asset').selectOption(asset ?? '');
  await bill.getByLabel('Expense account').selectOption({ label: '6300 Software' });
  await bill.getByLabel('Total').fill('0.1');
  await bill.getByRole('button', { name: 'Save and send for approval' }).click();
  await approveBill(page, page.getByTestId('bill-D-1'));
  await expect(page.getByTestId('bill-D-1').getByTestId('bill-status')).toHaveText('Approved');
  await page.getByRole('tab', { name: 'Aging' }).click();
  const vendorRow = page.getByRole('table', { name: 'Payables aging' }).getByRole('row').filter({ hasText: 'Alpha' });
  await expect(vendorRow).toContainText('0.1 ETH');

  // The Dashboard shows the same open amounts, with the items due next.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(figure(page, 'receivables')).toContainText('2 ETH');
  await expect(figure(page, 'payables')).toContainText('0.1 ETH');
  await expect(page.getByTestId('upcoming-bill')).toContainText('D-1');
  await expect(page.getByTestId('upcoming-invoice')).toContainText('2 ETH');
  await expect(figure(page, 'receivables').getByRole('link', { name: 'View receivables' })).toHaveAttribute(
    'href',
    /\/platform\/client\?tab=aging$/,
  );

  // The client pays half through the router: the open receivable drops on the open page.
  const cashBefore = (await figure(page, 'cash').textContent()) ?? '';
  await payEthVia(wallet.rpcUrl, ROUTER, client, reference, me, ETH / 2n);
  await expect(figure(page, 'receivables')).toContainText('1.5 ETH');
  await expect(figure(page, 'cash-in')).toContainText('0.5 ETH');
  await expect(figure(page, 'cash')).not.toHaveText(cashBefore);
  // A plain transfer in shows among the latest transactions, opening it on the Transactions page.
  const hash = await sendEth(wallet.rpcUrl, client, me, ETH / 10n);
  await expect(page.getByTestId('latest-transaction').first().getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`transactions\\?tx=${hash}$`),
  );
  await expect(page.getByTestId('books-31337')).toContainText('Books differ from the chain');

  // The same data on the pages behind the figures: Client's aging, Vendors' aging, Accounting's
  // income statement of this month (the ledger the Dashboard reads).
  await page.goto('/platform/client?tab=aging');
  await expect(clientRow).toContainText('1.5 ETH');
  await page.goto('/platform/vendors?tab=aging');
  await expect(vendorRow).toContainText('0.1 ETH');
  await page.goto('/platform/accounting?tab=reports');
  await page.getByLabel('Report period').selectOption({ label: 'Month' });
  const netRow = page
    .getByTestId('income-statement')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Net income', exact: true }) });
  await expect(netRow.getByRole('cell').first()).toContainText('ETH');
  const net = ((await netRow.getByRole('cell').first().textContent()) ?? '').trim();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(figure(page, 'net-income')).toContainText(net);
  await expect(figure(page, 'receivables')).toContainText('1.5 ETH');
  await expect(figure(page, 'payables')).toContainText('0.1 ETH');

  // With figures, books and the chart on screen: still axe-clean in light and dark at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('cash-chart-canvas')).toBeAttached();
  // The chart is styled by uPlot's stylesheet, and no file the pages ask for is missing.
  await expect(page.getByTestId('cash-chart-canvas').locator('.u-wrap')).toHaveCSS('position', 'relative');
  expect(missingAssets).toEqual([]);
  await checkAccessible(page);
});

test('a recurring item added on the Dashboard is an upcoming item, a known flow of SBI’s forecast and of the Calendar’s projected cash', async ({
  page,
  wallet,
}) => {
  const account = wallet.accounts[0] ?? '';
  const today = isoDay();
  await connectWallet(page, '/platform');
  // The workspace is open (its tables exist) once the Dashboard shows its content.
  await expect(page.getByRole('button', { name: 'Add recurring item' })).toBeVisible();
  // Twelve weeks of receipts and payments, so SBI has a forecast to add the item to.
  const history = Array.from({ length: 24 }, (_, i) =>
    row({
      time: new Date(Date.now() - (i + 1) * 3.5 * 86_400_000).toISOString(),
      direction: i % 2 ? 'in' : 'out',
      units: String((i % 2 ? 3n : 1n) * ETHER),
    }),
  );
  await putRows(page, account, 'chainTransactions', history);
  // Those rows are the company's treasury wallet's (SBI forecasts the company's cash).
  await putTreasuryWallet(page, account, getAddress(account));

  await page.getByRole('button', { name: 'Add recurring item' }).click();
  const form = page.getByRole('dialog', { name: 'New recurring item' });
  await form.getByRole('button', { name: 'Add recurring item' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/Enter a name/);
  await form.getByLabel('Name').fill('Rent');
  await form.getByRole('radio', { name: 'Money out' }).check();
  await form.getByLabel('Asset').selectOption({ label: 'ETH (chain 31337)' });
  await form.getByLabel('Amount each time').fill('0.3');
  await form.getByLabel('How often').selectOption({ label: 'Every month' });
  await form.getByLabel('First date').fill(today);
  await form.getByLabel('Category (optional)').fill('Office');
  await form.getByRole('button', { name: 'Add recurring item' }).click();
  await expect(form).toBeHidden();
  const [stored] = await readRows(page, account, 'recurringItems');
  expect(stored).toMatchObject({ name: 'Rent', direction: 'out', units: String((3n * ETHER) / 10n), revision: 1 });

  const upcoming = page.getByTestId('upcoming-recurring');
  await expect(upcoming.first()).toContainText('Recurring: Rent');
  await expect(upcoming.first()).toContainText('0.3 ETH');
  await expect(upcoming.first().getByRole('link')).toHaveAttribute('href', /\/platform\/dashboard#recurring-items$/);

  await page.getByRole('button', { name: 'Actions for Rent' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rent' });
  await edit.getByLabel('Amount each time').fill('0.4');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(upcoming.first()).toContainText('0.4 ETH');

  // SBI's forecast counts its occurrences of the next 13 weeks as known flows.
  await page.goto('/platform/sbi?tab=forecast');
  const eth = page.getByRole('region', { name: 'ETH on chain 31337' });
  await eth.getByText('Why?').click();
  await expect(eth).toContainText(/Known flows to come \(13 weeks\)\s*[34]/);

  // The Calendar's projected cash is that forecast: without the item, this week's projection rises.
  await page.goto('/platform/calendar?view=month&cash=1');
  const projected = page.getByRole('region', { name: 'Projected cash by week' }).getByTestId('projected-cash').first();
  await expect(projected).toContainText('Projected cash ETH');
  const withRent = (await projected.textContent()) ?? '';
  await page.goto('/platform');
  await page.getByRole('button', { name: 'Actions for Rent' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Rent.')).toBeVisible();
  await expect(upcoming).toHaveCount(0);
  await page.goto('/platform/calendar?view=month&cash=1');
  await expect(projected).toContainText('Projected cash ETH');
  await expect(projected).not.toHaveText(withRent);
});
