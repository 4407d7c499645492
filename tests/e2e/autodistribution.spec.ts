// Auto Distribution against the built site with the test wallet on a real anvil: 100 wei split
// three ways pays exactly the previewed 33/33/34; an ERC-20 distribution asks for the approval
// first; a declined approval leaves nothing behind; 250 recipients imported from CSV go in two
// batches, the second declined then resumed, and nobody is paid twice; a Safe CSV with a bad row
// is refused with its line number; a saved template exports as Safe CSV.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { getAddress, Interface, keccak256, toUtf8Bytes } from 'ethers';
import { distributorBytecode } from '@/lib/contracts/generated/artifacts';
import { isoDay } from '@/lib/primitives/days';
import { deployToken, mintToken, receiptOf, sendFrom } from '../fixtures/chain-actions';
import { declineRequests } from '../fixtures/wallet-decline';
import { postedTo } from '../fixtures/workspace-rows';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

// The deployments file's address on the local chain (read as data: Playwright cannot import JSON modules).
const DISTRIBUTOR =
  (JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { Distributor: string }>)[
    '31337'
  ]?.Distributor ?? '';
const ERC20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address,address) view returns (uint256)',
]);
const form = (page: Page) => page.getByRole('form', { name: 'Distribution' });
const preview = (page: Page) => page.getByRole('dialog', { name: 'Check the distribution' });

/** Fresh addresses with no balance: a balance afterwards is exactly what was paid. */
const fresh = (count: number, salt: string) =>
  Array.from({ length: count }, (_, i) => getAddress(keccak256(toUtf8Bytes(`${salt}:${i}`)).slice(0, 42)));

/** The Distributor's code at the deployments file's address on this fresh chain. */
async function installDistributor(wallet: TestWallet): Promise<void> {
  const receipt = await receiptOf(
    wallet.rpcUrl,
    await sendFrom(wallet.rpcUrl, { from: wallet.accounts[9] ?? '', data: distributorBytecode }),
  );
  const code = await wallet.rpc('eth_getCode', [receipt.contractAddress, 'latest']);
  await wallet.rpc('anvil_setCode', [DISTRIBUTOR, code]);
}

const balance = async (wallet: TestWallet, address: string) =>
  BigInt((await wallet.rpc('eth_getBalance', [address, 'latest'])) as string);
const tokenCall = async (wallet: TestWallet, token: string, fn: 'balanceOf' | 'allowance', args: string[]) =>
  BigInt((await wallet.rpc('eth_call', [{ to: token, data: ERC20.encodeFunctionData(fn, args) }, 'latest'])) as string);

async function fillRows(page: Page, rows: [string, string][]): Promise<void> {
  for (const [index, [address, share]] of rows.entries()) {
    if (index > 0) await form(page).getByRole('button', { name: 'Add recipient' }).click();
    await form(page)
      .getByLabel(`Address, row ${index + 1}`)
      .fill(address);
    await form(page)
      .getByLabel(new RegExp(`^(Share|Amount), row ${index + 1}$`))
      .fill(share);
  }
}

async function openPage(page: Page, wallet: TestWallet): Promise<void> {
  await installDistributor(wallet);
  await connectWallet(page, '/platform/autodistribution');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Distribution' })).toBeVisible();
  await openTab(page, 'New distribution');
}

/** The page opens on its templates and history; the editor is the other tab. */
async function openTab(page: Page, name: 'New distribution' | 'Templates and history'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * The previewed amounts in base units, exactly: each Amount cell carries them (the screen shows the
 * readable amount, exact on hover), and a rounded-up one is marked "+1".
 */
async function expectUnits(dialog: Locator, units: string[]): Promise<void> {
  const cells = dialog.getByTestId('units');
  await expect(cells).toHaveCount(units.length);
  const read = await cells.evaluateAll((elements) =>
    elements.map((e) => `${e.getAttribute('data-units') ?? ''}${e.hasAttribute('data-rounded-up') ? ' (+1)' : ''}`),
  );
  expect(read).toEqual(units);
}

test('100 wei split three ways pays on chain exactly the previewed 33, 33 and 34 wei', async ({ page, wallet }) => {
  await openPage(page, wallet);
  const [a, b, c] = fresh(3, 'e2e-pct') as [string, string, string];
  await form(page)
    .getByLabel(/^Total to split/)
    .fill('0.0000000000000001');
  await fillRows(page, [
    [a.toLowerCase(), '33.3333'],
    [b, '33.3333'],
    [c, '33.3334'],
  ]);
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  const dialog = preview(page);
  await expectUnits(dialog, ['33', '33', '34 (+1)']);
  await expect(dialog.locator('tr[data-recipient]').nth(2)).toContainText('+1');
  await expect(dialog.getByTestId('remainder-rule')).toContainText(
    'the 1 wei left over go one each to the 1 largest remainders',
  );
  await expect(dialog.getByTestId('preview-distributor')).toHaveText(DISTRIBUTOR);
  await expect(dialog.locator('tr[data-recipient]').first()).toHaveAttribute('data-recipient', a);
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await expect(page.getByRole('heading', { name: /^Distributed/ })).toContainText('to 3 recipients in 1 transaction');
  expect([await balance(wallet, a), await balance(wallet, b), await balance(wallet, c)]).toEqual([33n, 33n, 34n]);
});

test('fixed amounts of an ERC-20: the approval comes first, then the payment', async ({ page, wallet }) => {
  const [owner = ''] = wallet.accounts;
  const token = getAddress(await deployToken(wallet.rpcUrl, owner, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, owner, owner, 1_000_000_000n);
  await installDistributor(wallet);
  await connectWallet(page, '/platform/autodistribution');
  await openTab(page, 'New distribution');
  // The sync engine meets TUSD in the mint's Transfer log and adds it to the workspace's tokens.
  await expect(form(page).getByLabel('Asset').locator(`option[value="31337:${token.toLowerCase()}"]`)).toHaveCount(1);

  const [a, b] = fresh(2, 'e2e-token') as [string, string];
  await form(page).getByLabel('Asset').selectOption(`31337:${token.toLowerCase()}`);
  await form(page).getByLabel('Fixed amounts').check();
  await fillRows(page, [
    [a, '12.5'],
    [b, '0.000001'],
  ]);
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  await expectUnits(preview(page), ['12500000', '1']);
  await expect(preview(page).getByTestId('preview-batches')).toHaveText(
    'An approval if the allowance is short, then one transaction',
  );
  await preview(page).getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/platform\/success\?/);
  expect([await tokenCall(wallet, token, 'balanceOf', [a]), await tokenCall(wallet, token, 'balanceOf', [b])]).toEqual([
    12_500_000n,
    1n,
  ]);
  expect(await tokenCall(wallet, token, 'allowance', [getAddress(owner), DISTRIBUTOR])).toBe(0n);
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2);
  // Booked as the list said (6900 General expenses, the default): the engine writes the Transfer rows
  // once mined and its ledger poster books them, with the Success page open, not this page.
  const hash = new URL(page.url()).searchParams.get('tx') ?? '';
  await expect.poll(() => postedTo(page, owner, `tx:31337:${hash}:`, 'general-expenses')).toEqual(['1', '12500000']);
});

test('a declined approval leaves nothing half done and says so', async ({ page, wallet }) => {
  const [owner = ''] = wallet.accounts;
  const token = getAddress(await deployToken(wallet.rpcUrl, owner, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, owner, owner, 1_000_000_000n);
  await declineRequests(page, 'eth_sendTransaction', [0]);
  await installDistributor(wallet);
  await connectWallet(page, '/platform/autodistribution');
  await openTab(page, 'New distribution');
  // The sync engine meets TUSD in the mint's Transfer log and adds it to the workspace's tokens.
  await expect(form(page).getByLabel('Asset').locator(`option[value="31337:${token.toLowerCase()}"]`)).toHaveCount(1);

  const [a] = fresh(1, 'e2e-decline') as [string];
  await form(page).getByLabel('Asset').selectOption(`31337:${token.toLowerCase()}`);
  await form(page).getByLabel('Fixed amounts').check();
  await fillRows(page, [[a, '5']]);
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  await preview(page).getByRole('button', { name: /^Pay/ }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'You declined the approval in your wallet: no allowance was given and nobody was paid.',
  );
  await expect(page.getByRole('heading', { name: 'Unfinished distributions' })).toHaveCount(0);
  await expect(form(page).getByLabel('Address, row 1')).toHaveValue(a);
  expect(await tokenCall(wallet, token, 'allowance', [getAddress(owner), DISTRIBUTOR])).toBe(0n);
  expect(await tokenCall(wallet, token, 'balanceOf', [a])).toBe(0n);
});

test('250 recipients from a CSV: batch 2 declined, resumed, and nobody is paid twice', async ({ page, wallet }) => {
  test.setTimeout(120_000);
  await declineRequests(page, 'eth_sendTransaction', [1]);
  await openPage(page, wallet);
  const recipients = fresh(250, 'e2e-many');
  const amounts = recipients.map((_, i) => 1000n + BigInt(i));
  await form(page).getByLabel('Fixed amounts').check();
  const csv = ['address,share', ...recipients.map((r, i) => `${r},0.00000000000000${amounts[i]}`)].join('\n');
  await page
    .getByLabel(/^Import CSV/)
    .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const imported = page.getByRole('region', { name: 'CSV import' });
  await expect(imported).toContainText('payroll.csv: 250 recipients read');
  await imported.getByRole('button', { name: 'Use these recipients' }).click();
  await expect(form(page).getByLabel('Address, row 250')).toHaveValue(recipients[249] ?? '');
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  await expect(preview(page).getByTestId('preview-batches')).toHaveText(
    '2 transactions of at most 200 recipients, in order',
  );
  await preview(page).getByRole('button', { name: /^Pay/ }).click();

  // Two transactions of 200 and 50 recipients, each followed to its receipt: allow for a busy machine.
  await expect(form(page).getByRole('alert')).toHaveText(
    '200 of 250 recipients are paid (1 of 2 batches). You declined batch 2 of 2 in your wallet: it was not sent. Resume to pay the rest.',
    { timeout: 45_000 },
  );
  const progress = page.getByRole('region', { name: 'Distribution progress' });
  await expect(progress.locator('[data-step="batch-1"]')).toHaveAttribute('data-state', 'mined');
  await expect(progress.locator('[data-step="batch-2"]')).toHaveAttribute('data-state', 'waiting');
  expect(await balance(wallet, recipients[0] ?? '')).toBe(1000n);
  expect(await balance(wallet, recipients[200] ?? '')).toBe(0n);

  // The tab is closed and opened again: the run is still there and resumes where it stopped.
  await page.reload();
  await progress.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Distribution finished: all 250 recipients are paid.')).toBeVisible({ timeout: 45_000 });
  const paid = await Promise.all(recipients.map((r) => balance(wallet, r)));
  expect(paid).toEqual(amounts);
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2);
});

test('a Safe CSV Airdrop file with a bad row is refused with its line number, nothing imported', async ({
  page,
  wallet,
}) => {
  await openPage(page, wallet);
  const [a, b] = fresh(2, 'e2e-safe') as [string, string];
  const csv = [
    'token_type,token_address,receiver,amount,id',
    `native,,${a},1.5,`,
    'native,,0x12345,2,',
    `native,,${b},0.25,`,
    `native,,${a},1,`,
  ].join('\n');
  await page
    .getByLabel(/^Import CSV/)
    .setInputFiles({ name: 'airdrop.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const imported = page.getByRole('region', { name: 'CSV import' });
  await expect(imported.getByRole('list', { name: 'Import errors' }).getByRole('listitem')).toHaveText([
    'Line 3: Receiver: Not a valid Ethereum address',
    'Line 5: Receiver: Duplicate of the address on line 2',
  ]);
  await expect(imported.getByRole('button', { name: 'Use these recipients' })).toBeDisabled();
  await expect(form(page).getByLabel('Address, row 1')).toHaveValue('');
});

test('a template with a monthly schedule is shown as due, Run now loads it, and paying moves it to next month', async ({
  page,
  wallet,
}) => {
  await openPage(page, wallet);
  const [a, b] = fresh(2, 'e2e-template') as [string, string];
  await form(page)
    .getByLabel(/^Total to split/)
    .fill('1');
  await fillRows(page, [
    [a, '60'],
    [b, '40'],
  ]);
  await form(page).getByLabel('Book as').selectOption({ label: 'Equity distribution: 3200 Retained earnings' });
  await openTab(page, 'Templates and history');
  const save = page.getByRole('form', { name: 'Save as template' });
  await save.getByLabel('Template name').fill('Dividends');
  await save.getByLabel('Repeat').selectOption('month');
  const today = isoDay();
  await save.getByLabel('First due on').fill(today);
  await save.getByRole('button', { name: 'Save the list as a template' }).click();
  await expect(save.getByRole('status')).toHaveText('Saved the template "Dividends".');
  await expect(page.getByRole('note').filter({ hasText: 'cannot pay anyone while this page is closed' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Templates' }).locator('li[data-template="Dividends"]');
  // A saved template exports without opening the preview: its exact amounts in Safe's CSV Airdrop format.
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dividends-safe-airdrop.csv');
  expect((await readFile(await download.path(), 'utf8')).trim().split('\r\n')).toEqual([
    'token_type,token_address,receiver,amount,id',
    `native,,${a},0.6,`,
    `native,,${b},0.4,`,
  ]);
  await expect(save.getByRole('status')).toHaveText('Exported "Dividends" as dividends-safe-airdrop.csv.');

  await openTab(page, 'New distribution');
  await form(page).getByRole('button', { name: 'Clear the list' }).click();
  await expect(form(page).getByLabel('Address, row 1')).toHaveValue('');
  await openTab(page, 'Templates and history');
  await expect(item).toHaveAttribute('data-due', 'yes');
  await expect(item).toContainText(`Monthly, next on ${today}`);
  await item.getByRole('button', { name: 'Run now' }).click();
  // Run now puts the template in the editor and shows it.
  await expect(page.getByRole('tab', { name: 'New distribution' })).toHaveAttribute('aria-selected', 'true');
  await expect(form(page).getByLabel('Address, row 2')).toHaveValue(b);
  await expect(form(page).getByLabel('Book as')).toHaveValue('3200');
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  await expectUnits(preview(page), ['600000000000000000', '400000000000000000']);
  await preview(page).getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/platform\/success\?/);
  expect(await balance(wallet, a)).toBe(6n * 10n ** 17n);

  await page.getByRole('link', { name: 'Back to where you started' }).click();
  await expect(item).toHaveAttribute('data-due', 'no');
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  const history = page.locator('li[data-run]').first();
  await expect(history).toContainText('booked as an equity distribution (3200)');
  // Per recipient as the chain shows it: the sync engine's row of the transaction, its calldata decoded.
  await history.locator('summary').click();
  await expect(history.getByTestId('on-chain')).toHaveText([/^0\.6\s+ETH$/, /^0\.4\s+ETH$/]);
});

test('the page passes axe in light mode with a preview open', async ({ page, wallet }) => {
  await openPage(page, wallet);
  const [a] = fresh(1, 'e2e-axe') as [string];
  await form(page)
    .getByLabel(/^Total to split/)
    .fill('1');
  await fillRows(page, [[a, '100']]);
  await form(page).getByRole('button', { name: 'Preview amounts' }).click();
  await expect(preview(page)).toBeVisible();
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
