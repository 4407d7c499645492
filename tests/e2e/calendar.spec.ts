// The Calendar against the built site: invoice and bill due dates follow their records (moved,
// paid, voided), an own repeating event exported to .ics and imported into another account's fresh
// workspace is the same event, the month grid works from the keyboard, SBI's projected cash shows
// per day once there is history (a note before), and axe finds nothing at 360 px in light and dark.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { OUR_WALLET, sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import { ETHER, OURS as OUR_TREASURY, row } from '@/lib/insights/rows.testing';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows, putTreasuryWallet, readRows } from '../fixtures/workspace-rows';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const ZONE = 'Europe/Berlin';
/** A day relative to today in the company's zone, YYYY-MM-DD. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dayItem = (page: Page, d: string) => page.locator(`li[data-day="${d}"]`);
// Cells by their day (their names are in the browser's locale).
const cell = (page: Page, d: string) => page.locator(`[role="gridcell"][data-day="${d}"]`);

async function expectAxeClean(page: Page, views: readonly string[]): Promise<void> {
  for (const view of views) {
    await page.getByRole('tab', { name: view, exact: true }).click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateScheme(page, colorScheme);
      const { violations } = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        violations.map((v) => `${view} ${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  }
}

async function openCalendar(page: Page, account: string, path: string): Promise<void> {
  await connectWallet(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await putRows(page, account, 'companyProfile', [sampleProfile({ timeZone: ZONE })]);
}

test('due dates appear with their records, move when edited, are marked paid and leave when void', async ({
  page,
  wallet,
}) => {
  const account = wallet.accounts[0] ?? '';
  await openCalendar(page, account, `/platform/calendar?view=agenda&date=${day(-7)}`);
  const invoice = sampleInvoice({ dueDate: day(3), clientId: 'client-1' });
  const bill = sampleBill({ dueDate: day(-3), state: 'approved', vendorId: 'client-1' });
  await putRows(page, account, 'counterparties', [sampleCounterparty({ id: 'client-1', isVendor: true })]);
  await putRows(page, account, 'invoices', [invoice]);
  await putRows(page, account, 'bills', [bill]);
  await page.reload();
  await expect(page.getByTestId('calendar-zone')).toContainText(`Times in ${ZONE}`);
  await expect(dayItem(page, day(3)).getByRole('button', { name: 'All day, Invoice INV-0007 due, Due' })).toBeVisible();
  await chip(page, 'All day, Bill V-100 due, Overdue').click();
  await expect(page.getByRole('dialog', { name: 'Bill V-100 due' }).getByRole('link', { name: 'Pay' })).toHaveAttribute(
    'href',
    '/platform/vendors?tab=bills',
  );
  await page.keyboard.press('Escape');
  await chip(page, 'All day, Invoice INV-0007 due, Due').click();
  await expect(
    page.getByRole('dialog', { name: 'Invoice INV-0007 due' }).getByRole('link', { name: 'Send reminder' }),
  ).toHaveAttribute('href', '/platform/mail?compose=reminder&invoice=invoice-1');
  await page.keyboard.press('Escape');

  // Edited elsewhere: the due date moves.
  await putRows(page, account, 'invoices', [{ ...invoice, dueDate: day(10), revision: 2 }]);
  await page.reload();
  await expect(dayItem(page, day(10)).getByRole('button', { name: /Invoice INV-0007 due/ })).toBeVisible();
  await expect(dayItem(page, day(3)).getByRole('button', { name: /Invoice INV-0007 due/ })).toHaveCount(0);
  // Mail's reminders follow it: 7 days before the new due date is day 3.
  await expect(dayItem(page, day(3)).getByRole('button', { name: /Reminder: invoice INV-0007/ })).toBeVisible();

  // Paid through the router by its reference: marked Paid, no reminder offered. The bill voided: gone.
  await putRows(page, account, 'payments', [
    {
      id: `31337:0x${'77'.repeat(32)}:0`,
      chainId: 31337,
      hash: `0x${'77'.repeat(32)}`,
      logIndex: 0,
      blockNumber: 5,
      blockHash: `0x${'88'.repeat(32)}`,
      time: new Date().toISOString(),
      router: OUR_WALLET,
      reference: invoice.reference,
      payer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      payee: OUR_WALLET,
      token: null,
      units: invoice.total,
      transferChecked: true,
      direction: 'in',
      updatedAt: new Date().toISOString(),
    },
  ]);
  await putRows(page, account, 'bills', [{ ...bill, state: 'void', revision: 2 }]);
  await page.reload();
  await chip(page, 'All day, Invoice INV-0007 paid, Paid').click();
  await expect(page.getByRole('dialog', { name: 'Invoice INV-0007 paid' }).getByRole('link')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Bill V-100/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Reminder: invoice INV-0007/ })).toHaveCount(0);
});

test('an own repeating event exported and imported into a fresh workspace is the same event', async ({
  page,
  wallet,
}) => {
  const [first = '', second = ''] = wallet.accounts;
  await openCalendar(page, first, '/platform/calendar?view=month&date=2026-10');
  await page.reload();
  await page.getByRole('button', { name: 'New event' }).click();
  const panel = page.getByRole('dialog', { name: 'New event' });
  await panel.getByLabel('Title').fill('Standup');
  await panel.getByLabel('Starts').fill('2026-10-13');
  await panel.getByLabel('Start time').fill('09:00');
  await panel.getByLabel('Ends').fill('2026-10-13');
  await panel.getByLabel('End time').fill('09:30');
  await panel.getByLabel('Time zone').selectOption(ZONE);
  await panel.getByLabel('Repeats').selectOption('weekly');
  await panel.getByRole('radio', { name: 'After a number of times' }).check();
  await panel.getByLabel('Times', { exact: true }).fill('4');
  await panel.getByRole('button', { name: 'Add event' }).click();
  await expect(panel).toBeHidden();
  await expect(cell(page, '2026-10-13')).toHaveAttribute('aria-label', /, 1 item$/);
  const [original] = await readRows(page, first, 'calendarEvents');

  await page.getByRole('button', { name: 'Export .ics' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .ics' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
  expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=4');

  await wallet.switchAccount(1);
  await expect(cell(page, '2026-10-13')).toHaveAttribute('aria-label', /, no items$/);
  await page.getByRole('button', { name: 'Import .ics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import events' });
  await dialog.getByLabel('Calendar file (.ics)').setInputFiles(file);
  await expect(dialog.getByRole('row').filter({ hasText: 'Standup' })).toContainText('New');
  await dialog.getByRole('button', { name: 'Import 1 event' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, '2026-10-27')).toHaveAttribute('aria-label', /, 1 item$/);
  const [imported] = await readRows(page, second, 'calendarEvents');
  const comparable = (row: Record<string, unknown> | undefined) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row ?? {};
    return rest;
  };
  expect(comparable(imported)).toEqual(comparable(original));
  expect(imported?.uid).toBe(original?.uid);
});

test('the month grid moves with the keyboard and is axe clean at 360 px, light and dark', async ({ page, wallet }) => {
  await openCalendar(page, wallet.accounts[0] ?? '', '/platform/calendar?view=month&date=2026-11');
  const grid = page.getByRole('grid', { name: 'November 2026' });
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
  await grid.locator('[data-day="2026-11-01"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, '2026-11-02')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, '2026-11-09')).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(page, '2026-11-15')).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  await expect(cell(page, '2026-12-15')).toBeFocused();
  await expect(page).toHaveURL(/date=2026-12/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'New event on this day' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cell(page, '2026-12-15')).toBeFocused();

  await page.setViewportSize({ width: 360, height: 780 });
  await expectAxeClean(page, ['Month', 'Week', 'Agenda']);
});

/**
 * Twelve weeks of the treasury wallet's receipts and payments (enough history for SBI's forecast),
 * then the Calendar reloaded until today's projected cash shows.
 */
async function addForecastHistory(page: Page, account: string): Promise<void> {
  const rows = Array.from({ length: 24 }, (_, i) =>
    row({
      time: new Date(Date.now() - (i + 1) * 3.5 * 86_400_000).toISOString(),
      direction: i % 2 ? 'in' : 'out',
      units: String((i % 2 ? 3n : 1n) * ETHER),
    }),
  );
  await putRows(page, account, 'chainTransactions', rows);
  // The rows are the company's treasury wallet's: SBI forecasts the company's cash.
  await putTreasuryWallet(page, account, OUR_TREASURY);
  await page.reload();
  await expect(dayItem(page, day(0)).getByTestId('projected-cash')).toContainText(/^Projected cash ETH ≈ [\d.,]+ \(/);
}

async function openWithProjectedCash(page: Page, account: string): Promise<void> {
  await openCalendar(page, account, '/platform/calendar?view=week');
  await page.getByRole('checkbox', { name: 'Projected cash' }).check();
  await expect(page).toHaveURL(/cash=1/);
}

test('projected cash: a note without history, then SBI’s weekly forecast on each day', async ({ page, wallet }) => {
  const account = wallet.accounts[0] ?? '';
  await openWithProjectedCash(page, account);
  await expect(page.getByTestId('projected-cash-note')).toContainText('Not enough history');
  await addForecastHistory(page, account);
  await expect(page.getByTestId('projected-cash-note')).toBeEmpty();
  await page.getByRole('tab', { name: 'Month', exact: true }).click();
  await expect(cell(page, day(0))).toHaveAttribute('aria-label', /Projected cash ETH [\d.,]+, range /);
  await expect(
    page.getByRole('region', { name: 'Projected cash by week' }).getByTestId('projected-cash').first(),
  ).toContainText('Projected cash ETH');
});

// The accessibility checks of the projected cash, one test per pair of views: seven axe runs in one
// test took most of its minute on a loaded machine and ran past it (seen in a clean-clone run).
test('projected cash: axe finds nothing in the week and agenda views, light and dark', async ({ page, wallet }) => {
  const account = wallet.accounts[0] ?? '';
  await openWithProjectedCash(page, account);
  await addForecastHistory(page, account);
  await expectAxeClean(page, ['Week', 'Agenda']);
});

test('projected cash: axe finds nothing in the month view, light and dark, and at 360 px', async ({ page, wallet }) => {
  const account = wallet.accounts[0] ?? '';
  await openWithProjectedCash(page, account);
  await addForecastHistory(page, account);
  await expectAxeClean(page, ['Month']);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectAxeClean(page, ['Month']);
});
