// Everyday lists on the sample company (docs/product.md#everyday-lists), as a newcomer reads them at
// 1366 px: bills open on the overdue one, marked as invoices are; a new bill's due date from the
// vendor's terms; totals under the lists; the Calendar's paid and overdue items; Mail's reminder of
// a long-overdue invoice in the right tense; the journal newest first in the page's own scroll; a
// sidebar whose last link is reachable at 600 px; names instead of addresses. On a 390 px phone the
// invoice and bill lists and the Dashboard's latest transactions stack their rows, the key fields
// labelled, and neither they, My Wallet nor the Calendar is wider than the screen; the Calendar's
// chips stay in their day's cell and My Wallet's address breaks in its middle, never one character.
// Then every page and tab, with the sample's data, at 1366 px light and 390 px dark: no sideways
// scroll outside a table's own box, no text cut without a way to read it whole.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoDay } from '@/lib/primitives/days';
import { serveLocalSite } from '../fixtures/local-site';
import { readRows } from '../fixtures/workspace-rows';
import { hiddenFromTheReader, walkRoute } from '../fixtures/page-walk';
import { emulateScheme } from '../fixtures/color-scheme';
import { platformRoutes } from '@/platform/routes';

// The dev wallet's account (anvil's first): the sample company's workspace.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const site = serveLocalSite();

async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path.replace(/^\//, '')}`);
}

const PHONE = { width: 390, height: 844 };

// At 390 px a list's row stacks: each key field shown with its label, inside the screen; neither the
// page nor the list's own box scrolls sideways.
async function readsOnAPhone(page: Page, list: Locator, row: Locator, labels: readonly string[]) {
  await page.setViewportSize(PHONE);
  for (const label of labels) {
    const field = row.getByRole('cell').filter({ has: page.getByText(label, { exact: true }) });
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${label} inside the screen`).toBe(true);
  }
  const widths = await list.evaluate((table) => {
    const region = table.closest('[role="region"]') ?? table;
    return { list: region.scrollWidth - region.clientWidth };
  });
  await fitsThePhone(page, 'the page');
  expect(widths.list, 'the list’s own sideways scroll').toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The page is no wider than the phone; the message names the innermost elements past its edge. */
async function fitsThePhone(page: Page, what: string) {
  const { width, past } = await page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const beyond = [...document.querySelectorAll('body *')].filter((node) => node.getBoundingClientRect().right > edge);
    const innermost = beyond.filter((node) => !beyond.some((other) => other !== node && node.contains(other)));
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')} "${(node.textContent ?? '').slice(0, 30)}"`;
    // A line of text that cannot break runs past its box without widening it: found by its own range.
    const lines: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || parent.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      if (range.getBoundingClientRect().right > edge) lines.push(`text "${(text.textContent ?? '').slice(0, 30)}"`);
    }
    return { width: document.documentElement.scrollWidth, past: [...innermost.map(name), ...lines].slice(0, 5) };
  });
  expect.soft(width, `${what}’s width; past the edge: ${past.join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
}

/** How many lines each half of a whole address takes (WholeAddress: each half stays on one line). */
const halfLines = (address: Locator) =>
  address.locator('span').evaluateAll((halves) => halves.map((half) => half.getClientRects().length));

const dayAfter = (days: number) => isoDay(Date.now() + days * 86_400_000);

test('the sample company reads at a glance: what needs attention first, one status, names, the page’s own scroll', async ({
  page,
}) => {
  // The walk of every page at two widths comes last: 2.3 min alone, 5.8 min beside the team specs.
  test.setTimeout(720_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  await page.getByRole('button', { name: 'Load a sample company' }).click();
  await expect(page.getByText('The sample company is loaded')).toBeVisible({ timeout: 180_000 });

  // Dashboard: the payroll's receivers by name (team members), not raw addresses.
  const latest = page.getByRole('table', { name: 'Latest transactions, newest first' });
  const known =
    /Tomas Okafor|Ines Duarte|Northwind Ceramics|Bluefin Outfitters|Marlow Press|Cloudrest Hosting|Quillwork Studio|Harbor Lane Offices/;
  await expect(latest).toContainText(known, { timeout: 90_000 });
  // The whole page too: Top insights once named a look-alike wallet's full address on one unbreakable line.
  await readsOnAPhone(page, latest, latest.getByRole('row').nth(1), ['Amount', 'Status']);

  // My Wallet (through the sidebar: no page load): the address on one line, or two even halves on a phone.
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'My Wallet' }).click();
  const address = page.getByTestId('account-address');
  await expect(address).toHaveText(ACCOUNT);
  expect(await halfLines(address)).toEqual([1, 1]);
  await page.setViewportSize(PHONE);
  expect(await halfLines(address)).toEqual([1, 1]);
  await expect(address.locator('span').last()).toBeInViewport({ ratio: 1 });
  await fitsThePhone(page, 'My Wallet');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Vendors: the last bill, approved and unpaid past its due date, opens the list, marked overdue.
  await open(page, '/platform/vendors?tab=bills');
  const bills = page.getByRole('table', { name: 'Bills table' });
  await expect(bills.getByTestId('bill-status').filter({ hasText: /^Paid/ })).toHaveCount(11, { timeout: 90_000 });
  const first = bills.getByRole('row').nth(1);
  await expect(first.getByTestId('bill-status')).toHaveText('Approved · Overdue');
  await expect(first).toContainText('HA-');
  // The approver by name with the short address (the full one on hover).
  const approval = first.getByTestId('approval');
  await expect(approval).toContainText(/Approved by \S.* \(\w+\)/);
  await expect(approval.locator('[title^="0x"]')).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
  await expect(page.getByRole('region', { name: 'Totals of the bills listed' })).toContainText(/\(\d+ bills\)/);
  await readsOnAPhone(page, bills, first, ['Amount', 'Status']);
  // A new bill: issued today, its due date from Cloudrest's net 14.
  await page.getByRole('button', { name: 'New bill' }).click();
  const form = page.getByRole('form', { name: 'New bill' });
  await form.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Cloudrest Hosting' });
  await expect(form.getByLabel('Due date')).toHaveValue(dayAfter(14));
  // Leaving with the form filled: the browser's "leave the page?" is answered yes.
  page.on('dialog', (dialog) => void dialog.accept());

  // Client: totals of the invoices listed.
  await open(page, '/platform/client?tab=invoices');
  await expect(page.getByTestId('status-INV-0004')).toHaveText('Partially paid · Overdue', { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Totals of the invoices listed' })).toContainText(/\(\d+ invoices\)/);
  const invoiceList = page.getByRole('table', { name: 'Invoices table' });
  const overdue4 = invoiceList.getByRole('row').filter({ hasText: 'INV-0004' });
  await readsOnAPhone(page, invoiceList, overdue4, ['Total', 'Open', 'Status']);

  // Calendar: a paid invoice's due date reads paid; the Agenda from today lists what is overdue.
  const invoices = (await readRows(page, ACCOUNT, 'invoices')) as { number: string; dueDate: string }[];
  const paid = invoices.find((i) => i.number === 'INV-0001');
  await open(page, `/platform/calendar?view=agenda&date=${paid?.dueDate ?? ''}`);
  await expect(page.getByRole('button', { name: 'All day, Invoice INV-0001 paid, Paid' })).toBeVisible();
  await open(page, '/platform/calendar?view=agenda');
  const overdue = page.getByTestId('agenda-overdue');
  await expect(overdue.getByRole('button', { name: 'All day, Invoice INV-0004 due, Overdue' })).toBeVisible();
  await expect(overdue.getByRole('button', { name: /^All day, Bill HA-\d+ due, Overdue$/ })).toBeVisible();
  // This month's grid: every chip inside its day's cell (the title cut, whole on hover); on a phone, the grid fits.
  await page.getByRole('tab', { name: 'Month' }).click();
  const grid = page.getByRole('grid');
  await expect(grid.getByTestId('calendar-item').first()).toBeVisible();
  const spills = await grid.getByTestId('calendar-item').evaluateAll(
    (chips) =>
      chips.filter((chip) => {
        const cell = chip.closest('[role="gridcell"]')?.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return !cell || box.left < cell.left - 0.5 || box.right > cell.right + 0.5;
      }).length,
  );
  expect(spills, 'chips wider than their day').toBe(0);
  await page.setViewportSize(PHONE);
  await expect(grid).toBeInViewport();
  await fitsThePhone(page, 'the Calendar');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Mail: INV-0004, months overdue, has its reminder, in the past tense.
  await open(page, '/platform/mail?tab=reminders');
  const reminder = page
    .getByRole('table', { name: 'Reminders table' })
    .getByRole('row')
    .filter({ hasText: 'INV-0004' });
  await expect(reminder).toContainText(/was due on \d{4}-\d{2}-\d{2} \(\d+ days overdue\)/);
  await reminder.getByRole('link', { name: 'Prepare reminder for INV-0004' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue(
    /^Reminder: invoice INV-0004 was due on \d{4}-\d{2}-\d{2} \(\d+ days overdue\)$/,
  );

  // Accounting: the journal newest first, in the page's scroll (no box of its own).
  await open(page, '/platform/accounting?tab=journal');
  const journal = page.getByRole('table', { name: 'Journal entries' });
  await expect(journal.getByRole('row').nth(2)).toBeVisible({ timeout: 90_000 });
  const dates = await journal
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1, 6).map((row) => row.querySelector('[role="cell"]')?.textContent ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  const boxes = await journal.evaluate((table) => ({
    own: table.scrollHeight - table.clientHeight,
    page: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(boxes.own).toBeLessThanOrEqual(1);
  expect(boxes.page).toBeGreaterThan(1_000);

  // The sidebar at 600 px: the last link is reachable and nothing covers it.
  await page.setViewportSize({ width: 1366, height: 600 });
  const utility = page
    .getByRole('navigation', { name: 'Platform' })
    .getByRole('link', { name: 'Utility', exact: true });
  await utility.scrollIntoViewIfNeeded();
  await expect(utility).toBeInViewport();
  const box = await utility.boundingBox();
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('a')?.textContent ?? '',
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  );
  expect(hit).toBe('Utility');
  await utility.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utility' })).toBeVisible();

  // Every page and tab with the sample's data, at 1366 px in light and on the phone in dark: nothing
  // scrolls sideways outside a table's own box, and no text is cut without a way to read it whole.
  const hidden: Record<string, string[]> = {};
  for (const pass of [
    { scheme: 'light', viewport: { width: 1366, height: 900 } },
    { scheme: 'dark', viewport: PHONE },
  ] as const) {
    await page.setViewportSize(pass.viewport);
    await emulateScheme(page, pass.scheme);
    for (const route of platformRoutes)
      await walkRoute(
        page,
        route,
        async (view) => {
          const problems = await hiddenFromTheReader(page);
          if (problems.length > 0) hidden[`${view.id}, ${pass.scheme}, ${pass.viewport.width} px`] = problems;
        },
        site.url,
      );
  }
  expect(hidden).toEqual({});
});
