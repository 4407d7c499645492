// One definition per figure (docs/product.md#one-definition-per-figure), checked across pages on the
// sample company: the local-mode build with its dev wallet on a real anvil, one click on "Load a
// sample company", then every figure two pages share is read on each and compared. Nothing here
// knows the sample's values: whatever the sample holds, the pages must agree.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serveLocalSite } from '../fixtures/local-site';
import { readRows } from '../fixtures/workspace-rows';

// The dev wallet's account (anvil's first): the sample company's workspace.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ETH = '31337:native';

const site = serveLocalSite();

async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path.replace(/^\//, '')}`);
}

/** The number in an amount as a page shows it ("1,234.5 ETH", "−0.24 ETH"); 0 for "—" or nothing. */
function amountOf(text: string | null): number {
  const cleaned = (text ?? '').replace(/[\u2212\u2013]/g, '-').replace(/[^\d.-]/g, '');
  return cleaned === '' || cleaned === '-' ? 0 : Number(cleaned);
}

/** ETH on the Dashboard's key figure (its exact units), 0 when the figure shows none. */
async function dashboardEth(page: Page, figure: string): Promise<number> {
  const amount = page.getByTestId(`figure-${figure}`).locator(`[data-testid="figure-amount"][data-asset="${ETH}"]`);
  if ((await amount.count()) === 0) return 0;
  return Number(BigInt((await amount.getAttribute('data-units')) ?? '0')) / 1e18;
}

/** An aging table's totals (its last column, net of credits) over its counterparties' rows; 0 without the table. */
async function agingTotal(aging: Locator): Promise<number> {
  let total = 0;
  for (const row of await aging.getByRole('row').all()) {
    if ((await row.getByRole('rowheader').count()) === 0) continue;
    total += amountOf(await row.getByRole('cell').last().textContent());
  }
  return total;
}

/**
 * The balance sheet's first amount (its exact figure where the cell carries one) of the rows whose
 * account name matches, summed; read in one go once its rows are drawn.
 */
async function balanceSheetSum(page: Page, name: (header: string) => boolean): Promise<number> {
  const sheet = page.getByTestId('balance-sheet');
  await expect(sheet.getByRole('rowheader').first()).toBeVisible({ timeout: 60_000 });
  const rows = await sheet.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelector('td');
      const exact = cell?.querySelector('[data-exact]')?.getAttribute('data-exact');
      return { header: tr.querySelector('th')?.textContent ?? '', amount: exact ?? cell?.textContent ?? '' };
    }),
  );
  return rows.filter((row) => name(row.header.trim())).reduce((sum, row) => sum + amountOf(row.amount), 0);
}

test('every figure two pages share is the same on both, on the sample company', async ({ page }) => {
  test.setTimeout(420_000);
  await open(page, '/login');
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  await page.getByRole('button', { name: 'Load a sample company' }).click();
  await expect(page.getByText('The sample company is loaded')).toBeVisible({ timeout: 180_000 });
  // The engine has read the year once the last invoices' payments are in.
  await open(page, '/platform/client?tab=invoices');
  await expect(page.getByTestId('status-INV-0001')).toHaveText('Paid', { timeout: 90_000 });
  await expect(page.getByTestId('status-INV-0007')).toHaveText('Overpaid', { timeout: 60_000 });

  // Receivables: the Dashboard, the Client aging's totals and Accounts receivable in the ledger.
  let dashboardReceivables = 0;
  await expect(async () => {
    await open(page, '/platform');
    await expect(page.getByTestId('figure-receivables')).toBeVisible();
    dashboardReceivables = await dashboardEth(page, 'receivables');
    await open(page, '/platform/client?tab=aging');
    const aging = page.getByRole('table', { name: 'Receivables aging' });
    await expect(aging).toBeVisible();
    expect(await agingTotal(aging)).toBeCloseTo(dashboardReceivables, 2);
    await open(page, '/platform/accounting?tab=reports');
    const receivable = page.getByTestId('balance-sheet').getByRole('rowheader', { name: /^\d+ Accounts receivable$/ });
    if (dashboardReceivables !== 0) await expect(receivable).toBeVisible({ timeout: 60_000 });
    const ledger = await balanceSheetSum(page, (h) => /^\d+ Accounts receivable$/.test(h));
    expect(ledger).toBeCloseTo(dashboardReceivables, 2);
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  // Payables: the Dashboard's (net of vendors' credits), the Vendors aging's totals and Accounts payable.
  await expect(async () => {
    await open(page, '/platform');
    await expect(page.getByTestId('figure-payables')).toBeVisible();
    const dashboardPayables = await dashboardEth(page, 'payables');
    await open(page, '/platform/vendors?tab=aging');
    const aging = page.getByRole('table', { name: 'Payables aging' });
    await expect(aging.or(page.getByText('Nothing owed to vendors.'))).toBeVisible();
    expect(await agingTotal(aging)).toBeCloseTo(dashboardPayables, 2);
    await open(page, '/platform/accounting?tab=reports');
    const ledger = await balanceSheetSum(page, (h) => /^\d+ Accounts payable$/.test(h));
    expect(ledger).toBeCloseTo(dashboardPayables, 2);
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  // A client's overpayment is shown as its credit, netted in the aging's total.
  await open(page, '/platform/client?tab=aging');
  await expect(page.getByRole('table', { name: 'Receivables aging' })).toContainText('Client credit');

  // Cash: the Dashboard's is the company's treasury wallets' (Company → Wallets), as the books hold them.
  const treasury = (await readRows(page, ACCOUNT, 'treasuryWallets')) as { label: string }[];
  await expect(async () => {
    await open(page, '/platform');
    await expect(page.getByTestId('figure-cash')).toBeVisible();
    const cash = await dashboardEth(page, 'cash');
    if (treasury.length === 0) await expect(page.getByTestId('figure-cash')).toContainText('No treasury wallet yet');
    await open(page, '/platform/accounting?tab=reports');
    const books = await balanceSheetSum(page, (h) =>
      treasury.some((w) =>
        new RegExp(`^\\d+ ${w.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ETH on `).test(h.trim()),
      ),
    );
    expect(books).toBeCloseTo(cash, 6);
    // The company's own shares are never cash.
    await open(page, '/platform');
    const assets = await page.getByTestId('figure-cash').getByTestId('figure-amount').allTextContents();
    expect(assets.filter((text) => text.includes('LARK'))).toEqual([]);
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });

  // Runway: SBI's figure, the same on the Dashboard, SBI and the Calendar; Top insights say the same weeks.
  await open(page, '/platform');
  const runwayTile = page.getByTestId('figure-runway').getByTestId('figure-text');
  await expect(runwayTile).not.toHaveText(/Working out/, { timeout: 120_000 });
  const runway = ((await runwayTile.textContent()) ?? '').trim();
  const insights = await page
    .getByRole('region', { name: 'Top insights' })
    .textContent()
    .catch(() => '');
  const weeks = /runs out in about (\d+) weeks/.exec(insights ?? '')?.[1];
  if (weeks) expect(runway).toMatch(new RegExp(`^${weeks} weeks? `));
  await open(page, '/platform/sbi?tab=overview');
  await expect(page.getByRole('group', { name: 'Runway' }).getByTestId('runway-value')).toHaveText(runway, {
    timeout: 120_000,
  });
  await open(page, '/platform/calendar?view=month&cash=1');
  await expect(page.getByTestId('calendar-runway').getByTestId('runway-value')).toHaveText(runway, {
    timeout: 120_000,
  });

  // Reminders due: Mail's schedule; the Dashboard lists the same ones (its first ten).
  await open(page, '/platform/mail?tab=reminders');
  const mailTable = page.getByRole('table', { name: 'Reminders table' });
  await expect(mailTable).toBeVisible();
  // Each row: its date (the first cell) and its invoice (the row header), read in one go.
  const mail = await mailTable.locator('tbody tr').evaluateAll((trs) =>
    trs.flatMap((tr) => {
      const invoice = tr.querySelector('th')?.textContent?.trim();
      return invoice ? [`${invoice} ${tr.querySelector('td')?.textContent?.trim() ?? ''}`] : [];
    }),
  );
  await open(page, '/platform');
  const reminders = page.getByTestId('upcoming-reminder');
  if (mail.length === 0) await expect(page.getByText('No reminders due')).toBeVisible();
  else await expect(reminders).toHaveCount(Math.min(10, mail.length), { timeout: 30_000 });
  // Each row: "Remind <invoice>" (the row header's link) and its day (the first cell).
  const dashboard = await reminders.evaluateAll((trs) =>
    trs.map((tr) => {
      const number = (tr.querySelector('th')?.textContent ?? '').replace(/^\s*Remind\s*/, '').trim();
      const day = /\d{4}-\d{2}-\d{2}/.exec(tr.querySelector('td')?.textContent ?? '')?.[0] ?? '';
      return `${number} ${day}`;
    }),
  );
  expect(dashboard).toEqual(mail.slice(0, 10));
});
