// The command palette against the built site: Ctrl+K (or the Search button) opens a dialog with a
// combobox that goes to any page or tab and finds workspace records offline (an invoice by its
// number, a transaction by the start of its hash), each opening the record itself (an invoice's
// detail, a client's or vendor's panel, a bill's or a document's details); Escape gives focus
// back; axe finds nothing with the palette open, light and dark, wide and at 360 px.
import type { Page } from '@playwright/test';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { sampleCounterparty, sampleDocument, sampleInvoice } from '@/lib/db/search-samples.testing';
import { sendEth } from '../fixtures/chain-actions';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows } from '../fixtures/workspace-rows';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'Go to a page or find a record' });

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('Ctrl+K opens it from the keyboard, goes to a page and to a tab, and Escape gives focus back', async ({
  page,
}) => {
  await connectWallet(page, '/platform');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill('vendors');
  await expect(palette(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(palette(page).getByRole('option').first()).toContainText('Vendors');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/vendors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();

  // The visible button opens it too; Escape closes it and focus is back on the button.
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await combobox(page).fill('accounting');
  // Arrow keys move the active option (aria-activedescendant), Enter goes where it points.
  await page.keyboard.press('ArrowDown');
  const second = palette(page).getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expect(second).toContainText('Accounting › Overview');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platform\/accounting\?tab=overview$/);
});

test('finds an invoice by its number and a transaction by the start of its hash, offline', async ({ page, wallet }) => {
  await connectWallet(page, '/platform/transactions');
  await expect(page.getByText(/Block scan: (Live|Catching up)/)).toBeVisible();
  const [account, from] = wallet.accounts as [string, string];
  const hash = await sendEth(wallet.rpcUrl, from, account, 10n ** 18n);
  await expect(page.getByRole('button', { name: new RegExp(`^Details of ${hash}`) })).toBeVisible();
  await putRows(page, account, 'counterparties', [sampleCounterparty()]);
  await putRows(page, account, 'invoices', [sampleInvoice()]);
  // Written behind the app's back (not through its database layer): a reload reads them afresh, as
  // the app's own writes are seen live.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^Details of ${hash}`) })).toBeVisible();

  await page.keyboard.press('Control+k');
  await combobox(page).fill('INV-0007');
  const invoice = palette(page).getByRole('option', { name: /Invoice INV-0007/ });
  await expect(invoice).toContainText('Northwind Traders');
  await page.keyboard.press('Enter');
  // The invoice itself opens; the link's parameter is dropped once read (a reload shows the list).
  await expect(page.getByRole('article', { name: 'Invoice INV-0007' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/client\?tab=invoices$/);

  await page.keyboard.press('Control+k');
  await combobox(page).fill(hash.slice(0, 10).toUpperCase().replace('0X', '0x'));
  await expect(palette(page).getByRole('option').first()).toContainText(`Transaction ${hash.slice(0, 10)}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/platform/transactions\\?tx=${hash}$`));
  await expect(page.getByRole('dialog', { name: 'Transaction details' })).toContainText(hash);
});

test('a found client, vendor, bill or document opens the record itself, not just its page', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/client');
  await expect(page.getByRole('heading', { level: 1, name: 'Client' })).toBeVisible();
  const [account] = wallet.accounts as [string];
  await putRows(page, account, 'counterparties', [
    sampleCounterparty(),
    sampleCounterparty({ id: 'vendor-1', name: 'Acme Supplies', isClient: false, isVendor: true }),
  ]);
  await putRows(page, account, 'bills', [sampleBill({ vendorId: 'vendor-1' })]);
  await putRows(page, account, 'documents', [sampleDocument()]);
  // Written behind the app's back (not through its database): a reload reads them.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client' })).toBeVisible();
  const find = async (query: string, option: RegExp) => {
    await page.keyboard.press('Control+k');
    await combobox(page).fill(query);
    await palette(page).getByRole('option', { name: option }).click();
    await expect(palette(page)).toBeHidden();
  };

  await find('Northwind', /^Client Northwind Traders/);
  await expect(page.getByRole('dialog', { name: 'Edit Northwind Traders' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/client\?tab=directory$/);
  await page.keyboard.press('Escape');

  await find('Acme', /^Vendor Acme Supplies/);
  await expect(page.getByRole('dialog', { name: 'Edit Acme Supplies' })).toBeVisible();
  await page.keyboard.press('Escape');

  await find('V-100', /^Bill Bill V-100/);
  const bill = page.getByRole('dialog', { name: 'Bill V-100' });
  await expect(bill).toContainText('Acme Supplies');
  await expect(page).toHaveURL(/\/platform\/vendors\?tab=bills$/);
  await page.keyboard.press('Escape');

  await find('Lease agreement', /^Document Lease agreement 2026\.pdf/);
  await expect(page.getByRole('dialog', { name: 'Lease agreement 2026.pdf' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/storage\?tab=documents$/);
});

test('is axe-clean with the palette open, light and dark, at 1280 and 360 px', async ({ page }) => {
  test.slow(); // four axe passes
  await connectWallet(page, '/platform');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Search' }).click();
    await combobox(page).fill('ac');
    await expect(palette(page).getByRole('option').first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateScheme(page, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  }
});
