// The Accounting page against the built site with the test wallet on anvil (its views are tabs in
// the URL; "New entry" opens a side panel; each account and journal row has one actions menu): manual entries are
// checked as they are typed (an unbalanced one is refused naming the commodity, nothing typed is
// lost), reversed from the journal, an unused account deleted, a categorised transaction posts its entry and its fee entry live, recategorising reverses
// and re-posts, a closed period refuses a back-dated entry, closing a fiscal year posts its closing
// entry (reversed on reopen), and the exports are read by the real
// hledger (same totals as the page) and bean-check.
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import Papa from 'papaparse';
import { outsideToolsAgree, pageTrialBalance, trialBalance as trial } from '../fixtures/books-check';
import { sendEth } from '../fixtures/chain-actions';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const trialRow = (page: Page, account: string) =>
  trial(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: account, exact: true }) });
const journal = (page: Page) => page.getByRole('table', { name: 'Journal entries' });
const entryPanel = (page: Page) => page.getByRole('dialog', { name: 'New entry' });
const tree = (page: Page) => page.getByRole('tree', { name: 'Chart of accounts' });

/** Selects a view of the page's sub-navigation (Overview, Journal, Reports, …). */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Accounting sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Opens an account's actions menu in the chart and picks one. */
async function accountAction(page: Page, account: string, action: string): Promise<void> {
  await tree(page)
    .getByRole('button', { name: `Actions for ${account}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function openAccounting(page: Page): Promise<void> {
  await connectWallet(page, '/platform/accounting');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible();
  await openTab(page, 'Chart of accounts');
  await expect(tree(page)).toContainText('1900 Uncategorised');
}

/** Fills a line of the entry form (in the open "New entry" panel): account, then debit or credit. */
async function fillLine(
  page: Page,
  n: number,
  account: string,
  side: 'debit' | 'credit',
  amount: string,
): Promise<void> {
  await entryPanel(page).getByLabel(`Line ${n} account`).selectOption({ label: account });
  await entryPanel(page).getByLabel(`Line ${n} ${side}`).fill(amount);
}

/** Opens "New entry", fills a two-line entry and posts it (the panel closes once it is posted). */
async function postEntry(
  page: Page,
  date: string | null,
  debit: [string, string],
  credit: [string, string],
  memo?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'New entry' }).click();
  if (date) await entryPanel(page).getByLabel('Date', { exact: true }).fill(date);
  if (memo) await entryPanel(page).getByLabel('Memo', { exact: true }).fill(memo);
  await fillLine(page, 1, debit[0], 'debit', debit[1]);
  await fillLine(page, 2, credit[0], 'credit', credit[1]);
  await entryPanel(page).getByRole('button', { name: 'Post entry' }).click();
}

/** Clicks a report's download button and returns the CSV it saved, parsed. */
async function downloadCsv(page: Page, label: string): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${label}` }).click();
  const chunks = await (await (await download).createReadStream()).toArray();
  return Papa.parse<string[]>(Buffer.concat(chunks).toString('utf8').trim()).data;
}

/** Sets the category of a transaction on the Transactions page (the detail panel). */
async function categorise(page: Page, hash: string, category: string): Promise<void> {
  await page.goto(`/platform/transactions?tx=${hash}`);
  const dialog = page.getByRole('dialog', { name: 'Transaction details' });
  await dialog.getByLabel('Category', { exact: true }).fill(category);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
}

test('an unbalanced entry is refused naming the commodity and keeps what was typed; a balanced one reaches the trial balance and is reversed from the journal; an unused account is deleted', async ({
  page,
  wallet,
}) => {
  await openAccounting(page);
  await openTab(page, 'Journal');
  await page.getByRole('button', { name: 'New entry' }).click();
  const panel = entryPanel(page);
  await panel.getByLabel('Memo', { exact: true }).fill('Owner capital');
  await fillLine(page, 1, '6300 Software', 'debit', '1.5');
  await fillLine(page, 2, '3100 Owner contributions', 'credit', '1');
  await expect(panel.getByTestId('entry-imbalance')).toHaveText('ETH: out of balance by 0.5 ETH');
  await panel.getByRole('button', { name: 'Post entry' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'ETH on Anvil (local) does not balance: debits exceed credits by 0.5 ETH',
  );
  await expect(panel.getByLabel('Memo', { exact: true })).toHaveValue('Owner capital');
  await expect(panel.getByLabel('Line 1 debit')).toHaveValue('1.5');
  await expect(panel.getByLabel('Line 2 credit')).toHaveValue('1');
  await expect(panel.getByLabel('Line 1 account')).toHaveValue('software');
  // Nothing was posted: the journal behind the panel is still empty.
  await expect(journal(page).getByRole('row')).toHaveCount(1);

  await panel.getByLabel('Line 2 credit').fill('1.5');
  await expect(panel.getByTestId('entry-imbalance')).toHaveText('ETH: balanced');
  await panel.getByRole('button', { name: 'Post entry' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Entry posted on/ })).toBeVisible();
  const capital = journal(page).getByRole('row').filter({ hasText: 'Owner capital' });
  await expect(capital).toHaveCount(1);
  await openTab(page, 'Reports');
  await expect(trialRow(page, '6300 Software')).toContainText('1.5 ETH');
  await expect(trialRow(page, '3100 Owner contributions')).toContainText('1.5 ETH');

  // Reversed from the journal (the row's actions menu): a new entry linked to the original (its
  // memo names it), balances back to zero.
  await openTab(page, 'Journal');
  await journal(page)
    .getByRole('button', { name: /^Actions for entry of .*Owner capital$/ })
    .click();
  await page.getByRole('menuitem', { name: 'Reverse' }).click();
  await expect(capital).toHaveCount(2);
  const original = capital.filter({ hasNotText: 'Reversal of' });
  const reversal = capital.filter({ hasText: /Reversal of \S+: Owner capital/ });
  await expect(original.getByRole('cell').nth(4)).toHaveText('reversed');
  await expect(reversal.getByRole('cell').nth(4)).toHaveText('reversal');
  // Source and who posted it: the connected wallet, named as the team's first Admin (the wallet
  // that created the workspace).
  await expect(reversal.getByRole('cell').nth(3)).toHaveText('manual');
  await expect(original.getByRole('cell').nth(5)).toHaveText('Business User');
  await expect(
    original
      .getByRole('cell')
      .nth(5)
      .getByTitle(getAddress(wallet.accounts[0] ?? '')),
  ).toBeVisible();
  const source = page.getByLabel('Source', { exact: true });
  await source.selectOption({ label: 'Invoices' });
  await expect(journal(page).getByRole('row')).toHaveCount(1);
  await source.selectOption({ label: 'Manual' });
  await expect(capital).toHaveCount(2);
  await openTab(page, 'Reports');
  await expect(trialRow(page, '6300 Software')).toHaveCount(0);

  // An account nothing uses can be deleted; one with postings says to archive it instead.
  await openTab(page, 'Chart of accounts');
  await page.getByRole('button', { name: 'New account' }).click();
  const addForm = page.getByRole('dialog', { name: 'New account' }).getByRole('form', { name: 'Add an account' });
  await addForm.getByLabel('Under').selectOption({ label: '6000 Expenses' });
  await addForm.getByLabel('Code').fill('6400');
  await addForm.getByLabel('Name').fill('Travel');
  await addForm.getByRole('button', { name: 'Add account' }).click();
  await expect(addForm).toBeHidden();
  await expect(tree(page)).toContainText('6400 Travel');
  await tree(page).getByRole('button', { name: 'Actions for 6300 Software' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Cannot delete: It has postings; archive it instead' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await accountAction(page, '6400 Travel', 'Delete');
  await expect(tree(page)).not.toContainText('6400 Travel');
});

test('a categorised transaction posts its entry and fee entry live; recategorising reverses and re-posts', async ({
  page,
  wallet,
}) => {
  test.slow(); // two tabs, each syncing and posting; timed out at 30 s once in a loaded CI run
  const [me, other] = wallet.accounts as [string, string];
  await openAccounting(page);
  await openTab(page, 'Reports');
  const hash = await sendEth(wallet.rpcUrl, me, other, 5n * 10n ** 17n);
  // Posted live by the sync engine's ledger poster: uncategorised at first, with its fee.
  await expect(trialRow(page, '1900 Uncategorised')).toContainText('0.5 ETH');
  await expect(trialRow(page, '6100 Network fees')).toContainText('ETH');

  // Recategorised in a second tab (the Transactions page): this tab's books follow live, no reload.
  const tab = await page.context().newPage();
  await installTestWallet(tab, wallet.rpcUrl, 'approve');
  await connectWallet(tab, '/platform/transactions');
  await categorise(tab, hash, 'Software');
  await expect(trialRow(page, '6300 Software')).toContainText('0.5 ETH');
  await expect(trialRow(page, '1900 Uncategorised')).toHaveCount(0);
  await expect(trialRow(page, '6100 Network fees')).toContainText('ETH');

  await categorise(tab, hash, '6200');
  await expect(trialRow(page, '6200 Contractors')).toContainText('0.5 ETH');
  await expect(trialRow(page, '6300 Software')).toHaveCount(0);
  await tab.close();
  // The Software entry was reversed (the entry and its reversal both stay in the journal).
  await openTab(page, 'Journal');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: '6300 Software' });
  const rows = journal(page).getByRole('row');
  await expect(rows.filter({ hasText: 'reversed' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'reversal' })).toHaveCount(1);
  // One fee entry only, never re-posted by a recategorisation.
  await page.getByLabel('Account', { exact: true }).selectOption({ label: '6100 Network fees' });
  await expect(rows.filter({ hasText: 'tx fee' })).toHaveCount(1);
});

test('a closed period refuses a back-dated entry', async ({ page }) => {
  await openAccounting(page);
  await openTab(page, 'Periods and prices');
  await page.getByLabel('Close from').fill('2020-01-01');
  await page.getByLabel('Close to').fill('2020-12-31');
  await page.getByRole('button', { name: 'Close period' }).click();
  await expect(page.getByRole('button', { name: 'Reopen 2020-01-01 to 2020-12-31' })).toBeVisible();
  await postEntry(page, '2020-06-01', ['6300 Software', '2'], ['3100 Owner contributions', '2']);
  await expect(entryPanel(page).getByRole('alert')).toHaveText(
    '2020-06-01 falls in the closed period 2020-01-01 to 2020-12-31; reopen it first or use a later date',
  );
  await expect(entryPanel(page).getByLabel('Line 1 debit')).toHaveValue('2');
  await page.keyboard.press('Escape');
  await expect(entryPanel(page)).toBeHidden();
  await openTab(page, 'Journal');
  await expect(journal(page).getByRole('row')).toHaveCount(1);
});

test('closing the last fiscal year posts its closing entry and the year after starts from retained earnings; reopening reverses it', async ({
  page,
}) => {
  // No Company profile: the fiscal year is the calendar year, so the last one ended is last year.
  const last = new Date().getUTCFullYear() - 1;
  const year = `${last}-01-01 to ${last}-12-31`;
  await openAccounting(page);
  await postEntry(page, `${last}-06-01`, ['1900 Uncategorised', '2'], ['4100 Sales', '2']);
  await expect(entryPanel(page)).toBeHidden();
  await openTab(page, 'Periods and prices');
  await page.getByRole('button', { name: `Close the fiscal year ${year}` }).click();
  await expect(page.getByRole('button', { name: `Reopen ${year}` })).toBeVisible();
  await openTab(page, 'Journal');
  const rows = journal(page).getByRole('row');
  await expect(rows.filter({ hasText: `Year-end close of the fiscal year ${year}` })).toHaveCount(1);
  // This fiscal year's trial balance: last year's sales are in retained earnings, no income line
  // (the comparison column, last year's, still shows them: a year's own closing entry is left out).
  await openTab(page, 'Reports');
  await expect(trialRow(page, '4100 Sales')).toContainText('2 ETH');
  await page.getByLabel('Compare with the previous period').uncheck();
  await expect(trialRow(page, '3200 Retained earnings')).toContainText('2 ETH');
  await expect(trialRow(page, '4100 Sales')).toHaveCount(0);
  await openTab(page, 'Periods and prices');
  await page.getByRole('button', { name: `Reopen ${year}` }).click();
  await expect(page.getByRole('button', { name: `Close the fiscal year ${year}` })).toBeVisible();
  await openTab(page, 'Journal');
  await expect(rows.filter({ hasText: 'Reversal of' })).toHaveCount(1);
});

test('the hledger export gives hledger the page trial balance, and the Beancount file passes bean-check', async ({
  page,
  wallet,
}) => {
  const [me, other] = wallet.accounts as [string, string];
  await openAccounting(page);
  await postEntry(page, null, ['1900 Uncategorised', '3.25'], ['3100 Owner contributions', '3.25']);
  await openTab(page, 'Reports');
  await expect(trialRow(page, '3100 Owner contributions')).toContainText('3.25 ETH');
  await sendEth(wallet.rpcUrl, me, other, 10n ** 17n);
  await expect(trialRow(page, '6100 Network fees')).toContainText('ETH');

  // The cells show a readable precision; each figure carries its exact value, which is what is compared.
  const pageBalances = await pageTrialBalance(page);
  expect(Object.keys(pageBalances).length).toBeGreaterThanOrEqual(4);
  await outsideToolsAgree(page, pageBalances);
});

test('is axe-clean in light and dark, and fits 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openAccounting(page);
  await postEntry(page, null, ['6300 Software', '1'], ['3100 Owner contributions', '1']);
  await openTab(page, 'Reports');
  await expect(trialRow(page, '6300 Software')).toContainText('1 ETH');
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(page, colorScheme);
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  // Wide tables scroll sideways inside their own box; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The overview's figures link to the tab behind them (the tab is in the URL).
  await openTab(page, 'Overview');
  await expect(page.getByRole('group', { name: 'Posted entries' })).toContainText('1');
  await page.getByRole('link', { name: 'Open the journal' }).click();
  await expect(page).toHaveURL(/\?tab=journal$/);
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await expect(journal(page).getByRole('row')).toHaveCount(2);
});

test('accounts can be renamed; a price in the base currency values the reports, and no price shows as missing', async ({
  page,
}) => {
  await connectWallet(page, '/platform/company');
  const profile = page.getByRole('form', { name: 'Company profile' });
  await profile.getByLabel('Legal name').fill('Acme Ledger GmbH');
  await profile.getByLabel('Base currency').selectOption({ label: 'EUR — Euro' });
  await profile.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved');

  await page.goto('/platform/accounting?tab=chart');
  await expect(tree(page)).toContainText('3100 Owner contributions');
  await accountAction(page, '3100 Owner contributions', 'Rename');
  await page.getByLabel('New name of 3100').fill('Founder capital');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(tree(page)).toContainText('3100 Founder capital');

  await postEntry(page, null, ['6300 Software', '2'], ['3100 Founder capital', '2']);
  // The chart shows each balance's value beside it: without a price, missing (never 0).
  await openTab(page, 'Chart of accounts');
  const software = tree(page)
    .getByRole('treeitem')
    .filter({ hasText: /^6300 Software/ });
  await expect(software).toContainText('EUR value missing');
  await openTab(page, 'Reports');
  await expect(trialRow(page, '6300 Software')).toContainText('missing');
  // The missing price is said in words, with what was looked for on hover and read after it.
  const softwareValue = trialRow(page, '6300 Software').locator('[data-price-mark]');
  await expect(softwareValue).toHaveAttribute('data-price-mark', 'missing');
  await expect(softwareValue).toHaveAttribute('title', /^No price for ETH on or before \d{4}-\d{2}-\d{2}$/);
  await openTab(page, 'Periods and prices');
  await page.getByLabel('Price date').fill('2000-01-01');
  await page.getByLabel('Price', { exact: true }).fill('1500.25');
  await page.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Price added' })).toBeVisible();
  await openTab(page, 'Reports');
  await expect(trialRow(page, '6300 Software')).toContainText('€3,000.50');
  await expect(trialRow(page, '3100 Founder capital')).toContainText('€3,000.50');
  // The statements in the company's currency: money with its symbol and cents; debits = credits, and
  // the balance sheet's two sides agree.
  const baseTotal = page.getByTestId('base-trial-total').getByRole('cell');
  await expect(baseTotal.nth(0)).toHaveText('€3,000.50');
  await expect(baseTotal.nth(1)).toHaveText('€3,000.50');
  await expect(page.getByTestId('base-net-income').getByRole('cell').first()).toHaveText('-€3,000.50');
  await expect(page.getByTestId('base-total-assets').getByRole('cell').first()).toHaveText('€0.00');
  await expect(page.getByTestId('base-total-liabilities-equity').getByRole('cell').first()).toHaveText('€0.00');
  // A price typed for a day long past still values the line, marked stale with its day and source.
  await expect(trialRow(page, '6300 Software')).toContainText('stale price');
  // Named with its age where it valued the line (lib/ledger/stale-price.ts).
  await expect(
    trialRow(page, '6300 Software').getByTitle(
      /^Stale price of 2000-01-01, \d+ days old on \d{4}-\d{2}-\d{2}\. Price entered for 2000-01-01$/,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('balance-sheet')).toContainText('stale price');
  // And the chart's balances (the group's total too), marked stale with the price's source on hover.
  await openTab(page, 'Chart of accounts');
  await expect(software).toContainText('≈ €3,000.50 · stale');
  await expect(software.getByTitle('Price entered for 2000-01-01')).toBeVisible();
  await expect(
    tree(page)
      .getByRole('treeitem')
      .filter({ hasText: /^6000 Expenses/ })
      .first(),
  ).toContainText('≈ €');
});

test('reports compare with the previous period, every figure opens its entries, and each report downloads as CSV', async ({
  page,
}) => {
  await openAccounting(page);
  await postEntry(page, null, ['6300 Software', '0.75'], ['3100 Owner contributions', '0.75'], 'Design tool');
  await openTab(page, 'Reports');
  const income = page.getByTestId('income-statement');
  const software = income
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '6300 Software', exact: true }) });
  // The comparison column: the previous period has nothing on this account.
  await expect(income.getByRole('columnheader', { name: /^Previous \(/ })).toBeVisible();
  await expect(software.getByRole('cell')).toHaveText(['0.75 ETH', /^missing\. No base currency in Company$/, '0 ETH']);

  await software.getByRole('button', { name: /^0\.75 ETH: entries of 6300 Software/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Entries of 6300 Software/ });
  await expect(dialog.getByTestId('drill-ledger').getByRole('row').filter({ hasText: 'Design tool' })).toContainText(
    '0.75 ETH',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Compare with the previous period').uncheck();
  await expect(income.getByRole('columnheader', { name: /^Previous \(/ })).toHaveCount(0);

  const trialCsv = await downloadCsv(page, 'Trial balance CSV');
  expect(trialCsv[0]).toEqual([
    'account_code',
    'account_name',
    'account_type',
    'commodity',
    'debit',
    'credit',
    'balance',
    'base_value',
  ]);
  expect(trialCsv.find((r) => r[0] === '6300')?.slice(4, 7)).toEqual(['0.75', '', '0.75']);

  const incomeCsv = await downloadCsv(page, 'Income statement CSV');
  expect(incomeCsv[0]).toEqual(['section', 'account_code', 'account_name', 'commodity', 'amount', 'base_value']);
  expect(incomeCsv.find((r) => r[1] === '6300')?.slice(0, 5)).toEqual([
    'expense',
    '6300',
    'Software',
    'ETH_ANVIL',
    '0.75',
  ]);
  expect(incomeCsv.find((r) => r[0] === 'net_income')?.[4]).toBe('-0.75');

  const sheetCsv = await downloadCsv(page, 'Balance sheet CSV');
  expect(sheetCsv[0]).toEqual(['section', 'account_code', 'account_name', 'commodity', 'amount', 'base_value']);
  expect(sheetCsv.find((r) => r[1] === '3100')?.[4]).toBe('0.75');
  expect(sheetCsv.find((r) => r[0] === 'current_earnings')?.[4]).toBe('-0.75');
  // Assets = liabilities + equity (current earnings included).
  expect(sheetCsv.find((r) => r[0] === 'total_assets')?.[4]).toBe(
    sheetCsv.find((r) => r[0] === 'total_liabilities_and_equity')?.[4],
  );

  await page.getByLabel('General ledger of').selectOption({ label: '6300 Software' });
  const ledgerCsv = await downloadCsv(page, 'General ledger CSV');
  expect(ledgerCsv[0]).toEqual([
    'date',
    'entry_id',
    'account_code',
    'account_name',
    'commodity',
    'amount',
    'balance',
    'base_value',
    'memo',
    'source',
    'tx_hash',
  ]);
  const line = ledgerCsv.find((r) => r[8] === 'Design tool');
  expect(line?.slice(2, 7)).toEqual(['6300', 'Software', 'ETH_ANVIL', '0.75', '0.75']);
  expect(line?.[9]).toBe('manual');
});
