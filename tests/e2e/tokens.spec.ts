// Tokenization against the built site with the test wallet on a real anvil: shares deployed with
// initial holders (progress, Success page), the list's supply and holder count, the cap table
// equal to balanceOf of every holder and totalSupply (and its CSV, and the table at a past block), a mint beyond the cap refused
// next to the field, a pause that blocks a transfer (the contract's refusal in words), issuance
// posted to an equity account once, a deed whose token URI is its metadata CID, and a token whose
// owner is a 2-of-3 treasury Safe: its pause is proposed from the Safe, nothing sent.
import type { Page } from '@playwright/test';
import { getAddress, Interface } from 'ethers';
import Papa from 'papaparse';
import { assetDeedAbi, assetSharesAbi } from '@/lib/contracts/generated/artifacts';
import { toDecimalString } from '@/lib/money/decimal-string';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';
import { receiptOf, sendFrom } from '../fixtures/chain-actions';
import { createTreasurySafe, executeOutside } from '../fixtures/safe-actions';
import { putRows, readRows } from '../fixtures/workspace-rows';

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);
const createForm = (page: Page) => page.getByRole('form', { name: 'Create a token' });
const progress = (page: Page, key: string) =>
  page.getByRole('list', { name: 'Deployment progress' }).locator(`li[data-step="${key}"]`);

async function readShares(wallet: TestWallet, token: string, method: string, args: unknown[] = []): Promise<bigint> {
  const data = (await wallet.rpc('eth_call', [
    { to: token, data: SHARES.encodeFunctionData(method, args) },
    'latest',
  ])) as string;
  return BigInt(String(SHARES.decodeFunctionResult(method, data)[0]));
}

/** Creates ACME (cap 1000) with two initial holders from the page; resolves with its address. */
async function createAcme(page: Page, holders: [string, string][]): Promise<string> {
  await openTab(page, 'Create');
  const form = createForm(page);
  await form.getByLabel('Name').fill('Acme Shares');
  await form.getByLabel('Symbol').fill('ACME');
  await form.getByLabel(/^Cap/).fill('1000');
  for (const [index, [address, amount]] of holders.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add a holder' }).click();
    await form.getByLabel(`Holder ${index + 1} address`).fill(address);
    await form.getByLabel(`Holder ${index + 1} shares`).fill(amount);
  }
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review the token' });
  for (const [address] of holders) await expect(review).toContainText(getAddress(address));
  await review.getByRole('button', { name: 'Deploy from wallet' }).click();
  await expect(progress(page, 'deploy')).toHaveAttribute('data-phase', 'checked');
  for (const index of holders.keys())
    await expect(progress(page, `mint-${index}`)).toHaveAttribute('data-phase', 'done');
  const text = (await progress(page, 'deploy').textContent()) ?? '';
  return getAddress(/Deployed at (0x[0-9a-fA-F]{40})/.exec(text)?.[1] ?? '');
}

/** The page's tabs: Tokens (the list, where a token is managed), Cap table, Create. */
async function openTab(page: Page, name: 'Tokens' | 'Cap table' | 'Create'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A 2-of-3 treasury Safe of the wallet's accounts, then Tokens' Create form; the Safe's address and the form. */
async function createFromSafe(page: Page, wallet: TestWallet) {
  await openTokens(page);
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  await page.goto('/platform/tokens');
  await openTab(page, 'Create');
  return { safe, form: createForm(page) };
}

async function openTokens(page: Page): Promise<void> {
  await connectWallet(page, '/platform/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Tokenization' })).toBeVisible();
  await expect(page.getByText('No tokens on Anvil (local) yet')).toBeVisible();
}

test('creates shares with initial holders; the cap table equals balanceOf and totalSupply, and downloads as CSV', async ({
  page,
  wallet,
}) => {
  // Four transactions from the page plus a reload and the Success page.
  test.slow();
  await openTokens(page);
  const [a, b] = [wallet.accounts[1] ?? '', wallet.accounts[2] ?? ''];
  const token = await createAcme(page, [
    [a, '600'],
    [b, '150.5'],
  ]);
  expect(await wallet.rpc('eth_getCode', [token, 'latest'])).not.toBe('0x');

  await openTab(page, 'Tokens');
  const row = page.getByRole('region', { name: 'Company tokens' }).locator('tr[data-token="ACME"]');
  // The address is shown short, the full checksummed one on hover and copy.
  await expect(row.getByTitle(token, { exact: true })).toBeVisible();
  await expect(row.locator('[data-cell="supply"]')).toHaveText('750.5 of 1,000');
  await expect(row.locator('[data-cell="holders"]')).toHaveText('2');

  // A third party moves shares; the cap table follows the chain, not the app's own actions.
  const before = Number(await wallet.rpc('eth_blockNumber', []));
  await wallet.rpc('eth_sendTransaction', [
    { from: a, to: token, data: SHARES.encodeFunctionData('transfer', [wallet.accounts[3], 10n ** 20n]) },
  ]);
  // The row's actions: Manage shows the token below the list; Show cap table opens its tab.
  await row.getByRole('button', { name: 'Actions for ACME' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Manage', 'Show cap table']);
  await page.getByRole('menuitem', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Acme Shares (ACME)' })).toBeVisible();
  await row.getByRole('button', { name: 'Actions for ACME' }).click();
  await page.getByRole('menuitem', { name: 'Show cap table' }).click();
  await expect(page.getByRole('tab', { name: 'Cap table' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Cap table: Acme Shares' })).toBeVisible();
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('region', { name: 'ACME cap table' });
  await expect(table.locator('tr[data-holder]')).toHaveCount(3);
  const totalSupply = await readShares(wallet, token, 'totalSupply');
  let sum = 0n;
  for (const holder of [a, b, wallet.accounts[3] ?? '']) {
    const balance = await readShares(wallet, token, 'balanceOf', [holder]);
    sum += balance;
    const cells = table.locator(`tr[data-holder="${getAddress(holder)}"] td`);
    // Shown readable, exact on hover and copy: the Amount carries every digit.
    await expect(cells.nth(1).locator('[data-exact]')).toHaveAttribute('data-exact', toDecimalString(balance, 18));
  }
  expect(sum).toBe(totalSupply);
  await expect(page.getByTestId('cap-table-summary')).toContainText('750.5 ACME issued, 3 holders');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download cap table CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ACME-cap-table-31337-block-\d+\.csv$/);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const rows = Papa.parse<string[]>(csv.trim()).data;
  expect(rows[0]).toEqual(['rank', 'holder', 'balance', 'balance_units', 'percent', 'holder_since_block']);
  expect(
    rows
      .slice(1)
      .map((r) => BigInt(r[3] ?? '0'))
      .reduce((x, y) => x + y, 0n),
  ).toBe(totalSupply);
  expect(rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
    [getAddress(a), '500', '66.6223'],
    [getAddress(b), '150.5', '20.0533'],
    [getAddress(wallet.accounts[3] ?? ''), '100', '13.3244'],
  ]);

  // The table at the block before that transfer: the two initial holders, as minted.
  await page.getByLabel('At block').fill(String(before));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('cap-table-summary')).toHaveText(
    `At block ${before}: 750.5 ACME issued, 2 holders, from 2 transfers.`,
  );
  await expect(table.locator('tr[data-holder]')).toHaveCount(2);

  // The deployment's Success page, and the token still there after a reload.
  await openTab(page, 'Create');
  await progress(page, 'deploy').getByRole('link', { name: 'Transaction details' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed');
  await page.goto('/platform/tokens');
  await expect(
    page
      .getByRole('region', { name: 'Company tokens' })
      .locator('tr[data-token="ACME"]')
      .getByTitle(token, { exact: true }),
  ).toBeVisible();
});

test('a mint beyond the cap is refused next to the field; a pause blocks a transfer with the contract’s words', async ({
  page,
  wallet,
}) => {
  // Six transactions from the page, each followed to its receipt.
  test.slow();
  await openTokens(page);
  const token = await createAcme(page, [[wallet.accounts[0] ?? '', '900']]);
  await openTab(page, 'Tokens');
  const mint = page.getByRole('form', { name: 'Mint ACME' });
  await mint.getByLabel('To (address)').fill(wallet.accounts[4] ?? '');
  await mint.getByLabel('Shares').fill('100.5');
  await expect(mint.getByText('Over the cap: at most 100 more can be minted (cap 1000, supply 900)')).toBeVisible();
  const sends = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
  await mint.getByRole('button', { name: 'Mint' }).click();
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sends);
  // What was typed is kept; exactly the room left goes through.
  await expect(mint.getByLabel('Shares')).toHaveValue('100.5');
  await mint.getByLabel('Shares').fill('100');
  await mint.getByRole('button', { name: 'Mint' }).click();
  await expect.poll(() => readShares(wallet, token, 'totalSupply')).toBe(1000n * 10n ** 18n);
  await expect(page.getByRole('list', { name: 'Transaction progress' }).locator('li')).toHaveAttribute(
    'data-phase',
    'done',
  );

  await page.getByRole('button', { name: 'Pause ACME' }).click();
  await expect(page.getByTestId('pause-state')).toHaveText(/^Paused/);
  const transfer = page.getByRole('form', { name: 'Transfer ACME' });
  await transfer.getByLabel('To (address)').fill(wallet.accounts[5] ?? '');
  await transfer.getByLabel('Shares').fill('5');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Refused by the contract: the token is paused.' }),
  ).toBeVisible();
  expect(await readShares(wallet, token, 'balanceOf', [wallet.accounts[5]])).toBe(0n);

  await page.getByRole('button', { name: 'Unpause ACME' }).click();
  await expect(page.getByTestId('pause-state')).toHaveText(/^Active/);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect.poll(() => readShares(wallet, token, 'balanceOf', [wallet.accounts[5]])).toBe(5n * 10n ** 18n);
});

test('a deployment declined in the wallet records nothing and keeps everything typed', async ({ page, wallet }) => {
  await page.addInitScript(() => {
    const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
      .ethereum;
    const original = provider.request.bind(provider);
    let sends = 0;
    provider.request = async (args) => {
      if (args.method === 'eth_sendTransaction' && ++sends === 1)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return original(args);
    };
  });
  await openTokens(page);
  await openTab(page, 'Create');
  const form = createForm(page);
  await form.getByLabel('Name').fill('Acme Shares');
  await form.getByLabel('Symbol').fill('ACME');
  await form.getByLabel(/^Cap/).fill('1000');
  await form.getByLabel('Holder 1 address').fill(wallet.accounts[1] ?? '');
  await form.getByLabel('Holder 1 shares').fill('10');
  await form.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('region', { name: 'Review the token' })
    .getByRole('button', { name: 'Deploy from wallet' })
    .click();
  await expect(progress(page, 'deploy')).toHaveAttribute('data-phase', 'failed');
  await expect(progress(page, 'mint-0')).toHaveAttribute('data-phase', 'stopped');
  await expect(
    page.getByText('Stopped: You declined the ACME deployment in your wallet: nothing was sent.'),
  ).toBeVisible();
  await openTab(page, 'Tokens');
  await expect(page.getByText('No tokens on Anvil (local) yet')).toBeVisible();
  await openTab(page, 'Create');
  await expect(form.getByLabel('Name')).toHaveValue('Acme Shares');
  await expect(form.getByLabel('Holder 1 shares')).toHaveValue('10');
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(0);
});

test('issuance posts to the chosen equity account once, however often it is pressed', async ({ page, wallet }) => {
  test.slow();
  await openTokens(page);
  await createAcme(page, [
    [wallet.accounts[1] ?? '', '10'],
    [wallet.accounts[2] ?? '', '5'],
  ]);
  await openTab(page, 'Cap table');
  // The chart exists once the sync engine's ledger poster has run; if not yet, the page offers to set it up.
  // The poster can create the chart between reading the button and clicking it (the button then goes
  // for good, and a plain click waited for it until the test's timeout in CI): so each round clicks
  // only a button that is there, briefly, and ends when the chooser shows.
  const chooser = page.getByLabel('Equity account');
  const setUp = page.getByRole('button', { name: 'Set up the chart of accounts' });
  await expect(async () => {
    if (await setUp.isVisible()) await setUp.click({ timeout: 2_000 });
    await expect(chooser).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await chooser.selectOption({ label: '3100 Owner contributions' });
  // Posting creates the contra account, which makes the sync engine's ledger poster re-read the books
  // in the same database first: on a loaded machine that can take longer than the default 10 s.
  await page.getByRole('button', { name: 'Post issuance to the ledger' }).click();
  await expect(page.getByText('Posted 2 entries; 0 already in the books.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Post issuance to the ledger' }).click();
  await expect(page.getByText('Posted 0 entries; 2 already in the books.')).toBeVisible({ timeout: 30_000 });

  // On Transactions the mints read as mints, sent to the token named by what it is.
  await page.goto('/platform/transactions');
  const mints = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'Mint' });
  await expect(mints).toHaveCount(2);
  await expect(mints.first()).toContainText('Acme Shares (ACME)');
});

test('a unique asset: deed #1 carries the ipfs:// CID of its metadata, validation speaks next to the fields', async ({
  page,
  wallet,
}) => {
  // Two transactions, a Storage import and a full-page axe run.
  test.slow();
  await openTokens(page);
  await openTab(page, 'Create');
  const form = createForm(page);
  await form.getByLabel(/^A unique asset/).check();
  await form.getByLabel('Documents (optional)').fill('not-a-cid');
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText('Enter a name')).toBeVisible();
  await expect(form.getByText('Line 1 is not a CID (e.g. bafkrei…)')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Warehouse 7');
  await form.getByLabel('Symbol').fill('WH7');
  await form.getByLabel('Description').fill('Freehold warehouse');
  await form.getByLabel('Documents (optional)').fill('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy');
  await form.getByLabel('Properties (optional)').fill('City: Rotterdam');
  await form.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('region', { name: 'Review the token' })
    .getByRole('button', { name: 'Deploy from wallet' })
    .click();
  await expect(progress(page, 'mint-0')).toHaveAttribute('data-phase', 'done');
  await expect(page.getByText('Its metadata JSON is in Storage, linked to the token.')).toBeVisible();
  const address =
    /Deployed at (0x[0-9a-fA-F]{40})/.exec((await progress(page, 'deploy').textContent()) ?? '')?.[1] ?? '';

  // The new deed is the token shown under Tokens, with its metadata.
  await openTab(page, 'Tokens');
  const uri = (await page.getByTestId('metadata-uri').textContent()) ?? '';
  expect(uri).toMatch(/^ipfs:\/\/bafkrei[a-z2-7]+$/);
  const onChain = DEED.decodeFunctionResult(
    'tokenURI',
    (await wallet.rpc('eth_call', [
      { to: address, data: DEED.encodeFunctionData('tokenURI', [1n]) },
      'latest',
    ])) as string,
  )[0];
  expect(onChain).toBe(uri);
  const row = page.getByRole('region', { name: 'Company tokens' }).locator('tr[data-token="WH7"]');
  await expect(row.locator('[data-cell="supply"]')).toHaveText('1 deed');
  await expect(row.locator('[data-cell="holders"]')).toHaveText('1');

  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations).toEqual([]);
});

test('at 360 px, light and dark: axe clean with a token, its cap table and a refusal shown, nothing wider than the screen', async ({
  page,
  wallet,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await openTokens(page);
  await createAcme(page, [[wallet.accounts[1] ?? '', '1000']]);
  await openTab(page, 'Tokens');
  const mint = page.getByRole('form', { name: 'Mint ACME' });
  await mint.getByLabel('To (address)').fill(wallet.accounts[2] ?? '');
  await mint.getByLabel('Shares').fill('1');
  await expect(mint.getByText(/^Over the cap/)).toBeVisible();
  // Each tab in turn (the refusal stays typed on Tokens), light and dark.
  for (const [tab, colorScheme] of [
    ['Tokens', 'light'],
    ['Tokens', 'dark'],
    ['Cap table', 'light'],
    ['Cap table', 'dark'],
  ] as const) {
    await openTab(page, tab);
    if (tab === 'Tokens') await expect(mint.getByText(/^Over the cap/)).toBeVisible();
    else await expect(page.getByRole('region', { name: 'ACME cap table' }).locator('tr[data-holder]')).toHaveCount(1);
    await emulateScheme(page, colorScheme);
    expect(
      (
        await axeBuilder(page)
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
      ).violations,
    ).toEqual([]);
    expect(await page.locator('main').evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }
});

test('a token owned by a treasury Safe: its pause is proposed from the Safe (1 of 2 signatures), not sent', async ({
  page,
  wallet,
}) => {
  test.slow();
  await openTokens(page);
  const token = await createAcme(page, [[wallet.accounts[0] ?? '', '10']]);
  // The token's ownership moves to a 2-of-3 treasury Safe the connected wallet is an owner of.
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  const handOver = SHARES.encodeFunctionData('transferOwnership', [safe]);
  await receiptOf(
    wallet.rpcUrl,
    await sendFrom(wallet.rpcUrl, { from: wallet.accounts[0]!, to: token, data: handOver }),
  );
  await page.goto('/platform/tokens');
  await openTab(page, 'Tokens');
  await expect(page.getByText(`The token's owner is the Safe Treasury (${safe})`)).toBeVisible();

  const sends = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Propose: Pause ACME' }).click();
  await expect(
    page.getByText(/^The pause of ACME proposed from Treasury as nonce 0, signed by you: 1 of 2 signatures\./),
  ).toBeVisible();
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sends);
  expect(wallet.requests).toContain('eth_signTypedData_v4');
  await expect(page.getByTestId('pause-state')).toHaveText(/^Active/);

  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  // The token is named from the company's tokens, its address beside the name, in what it pays and
  // in the call signed (the full address on hover and copy, as everywhere).
  await expect(card).toContainText(`The pause of ACME: a call from the Safe to Acme Shares (ACME) (${token})`);
  await expect(page.getByText('1 of 2 signatures', { exact: true })).toBeVisible();
  await card.getByText('Calls signed').click();
  const signed = card.locator('li').filter({ hasText: 'calling Pause (pause())' });
  await expect(signed).toContainText(
    `0 ETH to Acme Shares (ACME)${token} calling Pause (pause()) with data 0x8456cb59`,
  );
  await expect(signed.getByTitle(token, { exact: true })).toContainText('Acme Shares (ACME)');
});

test('a token deployed from a 2-of-3 treasury Safe is proposed (1 of 2 signatures), nothing sent; once executed it is recorded where predicted, its first holder minted in the same execution', async ({
  page,
  wallet,
}) => {
  test.slow();
  const holder = getAddress(wallet.accounts[3]!);
  const { safe, form } = await createFromSafe(page, wallet);
  await form.getByRole('radio', { name: /^Safe Treasury/ }).check();
  await form.getByLabel('Name').fill('Acme Shares');
  await form.getByLabel('Symbol').fill('ACME');
  await form.getByLabel(/^Cap/).fill('1000');
  await form.getByLabel('Holder 1 address').fill(holder);
  await form.getByLabel('Holder 1 shares').fill('100');
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review the token' });
  await expect(review).toContainText(`owned by the Safe Treasury (${safe})`);
  await expect(review).toContainText('The Safe mints to the initial holders in the same Safe transaction');

  const sends = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
  await review.getByRole('button', { name: 'Propose from Safe Treasury' }).click();
  const proposed = page.getByText(
    /^The deployment of Acme Shares \(ACME\) proposed from Treasury as nonce 0, signed by you: 1 of 2 signatures\./,
  );
  await expect(proposed).toBeVisible();
  const predicted = /the token is at (0x[0-9a-fA-F]{40})/.exec((await proposed.textContent()) ?? '')?.[1] ?? '';
  expect(predicted).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sends);
  expect(wallet.requests).toContain('eth_signTypedData_v4');
  expect(await wallet.rpc('eth_getCode', [predicted, 'latest'])).toBe('0x');

  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  await expect(card).toContainText(
    `The deployment of Acme Shares (ACME, fungible shares), owned by the Safe, at ${predicted}; then the mint of `,
  );
  await expect(card).toContainText(`ACME (base units) to ${holder}`);
  await expect(page.getByText('1 of 2 signatures', { exact: true })).toBeVisible();

  // The second owner signs and a payer executes it outside the page, away from the Safe queue, so
  // only this device's sync engine can record it: the token is recorded where the Safe's
  // ContractCreation log says, owned by the Safe.
  const [stored] = await readRows(page, getAddress(wallet.accounts[0]!), 'safeProposals');
  await page.goto('/platform/tokens');
  const executor = getAddress(wallet.accounts[2]!);
  const hash = await executeOutside(wallet, safe, stored!);
  expect(await wallet.rpc('eth_getCode', [predicted, 'latest'])).not.toBe('0x');
  // One execution deployed the token and minted to its first holder, from the Safe.
  expect(await readShares(wallet, predicted, 'balanceOf', [holder])).toBe(100n * 10n ** 18n);
  // The device that sent it notes the execution in the shared proposal, as the team workspace brings it
  // here. Nobody opens the Safe queue: Tokens lists the token, recorded from the execution's receipt.
  const at = new Date().toISOString();
  await putRows(page, getAddress(wallet.accounts[0]!), 'safeProposals', [
    { ...stored, execution: { hash, from: executor, at }, updatedAt: at },
  ]);
  await page.reload();
  await openTab(page, 'Tokens');
  await expect(page.getByText(`The token's owner is the Safe Treasury (${safe})`)).toBeVisible();
  expect(await readRows(page, getAddress(wallet.accounts[0]!), 'companyTokens')).toEqual([
    expect.objectContaining({ address: predicted, symbol: 'ACME', owner: safe, kind: 'shares', deployTxHash: hash }),
  ]);
  // The queue then says it executed, and what it deployed.
  await page.goto('/platform/transactions?tab=safe-queue');
  await expect(page.getByText(/^Executed \(nonce 0\)$/)).toBeVisible();
  await expect(card.getByTestId('safe-execution-note')).toHaveText(
    `Deployed: Acme Shares (ACME) at ${predicted}, owned by the Safe, listed on Tokens.`,
  );
});

test('a unique asset deployed from a 2-of-3 treasury Safe: its metadata in Storage when proposed, recorded with the token once executed; deed #1 proposed from Manage', async ({
  page,
  wallet,
}) => {
  test.slow();
  const { safe, form } = await createFromSafe(page, wallet);
  await form.getByLabel(/^A unique asset/).check();
  await form.getByRole('radio', { name: /^Safe Treasury/ }).check();
  await form.getByLabel('Name').fill('Warehouse 7');
  await form.getByLabel('Symbol').fill('WH7');
  await form.getByLabel('Description').fill('Freehold warehouse');
  await form.getByLabel('Properties (optional)').fill('City: Rotterdam');
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review the token' });
  await expect(review).toContainText(`owned by the Safe Treasury (${safe}), then mint deed #1 to the Safe`);

  const sends = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
  await review.getByRole('button', { name: 'Propose from Safe Treasury' }).click();
  const proposed = page.getByText(
    /^The deployment of Warehouse 7 \(WH7\) proposed from Treasury as nonce 0, signed by you: 1 of 2 signatures\..*its metadata JSON is in Storage, linked to the token\.$/,
  );
  await expect(proposed).toBeVisible();
  const predicted = /the collection is at (0x[0-9a-fA-F]{40})/.exec((await proposed.textContent()) ?? '')?.[1] ?? '';
  expect(predicted).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sends);

  const admin = getAddress(wallet.accounts[0]!);
  const [stored] = await readRows(page, admin, 'safeProposals');
  const hash = await executeOutside(wallet, safe, stored!);
  await page.goto('/platform/transactions?tab=safe-queue');
  await expect(page.getByText(/^Executed \(nonce 0\)$/)).toBeVisible();
  await expect(page.getByTestId('safe-execution-note')).toHaveText(
    `Deployed: Warehouse 7 (WH7) at ${predicted}, owned by the Safe, listed on Tokens.`,
  );

  // Recorded as a wallet's deed is: its metadata URI, CID and JSON with the token, owned by the Safe.
  const [token] = await readRows(page, admin, 'companyTokens');
  expect(token).toMatchObject({ address: predicted, kind: 'deed', symbol: 'WH7', owner: safe, deployTxHash: hash });
  const cid = String(token!.metadataCid);
  expect(cid).toMatch(/^bafkrei[a-z2-7]+$/);
  expect(token!.metadataUri).toBe(`ipfs://${cid}`);
  expect(JSON.parse(String(token!.metadataJson))).toMatchObject({
    name: 'Warehouse 7',
    description: 'Freehold warehouse',
    properties: { City: 'Rotterdam' },
  });
  // The JSON is a Storage document under that CID, linked to the token.
  expect(await readRows(page, admin, 'documents')).toEqual([
    expect.objectContaining({
      name: 'WH7-metadata.json',
      cid,
      links: [{ kind: 'companyToken', id: `31337:${predicted.toLowerCase()}`, label: 'WH7 metadata' }],
    }),
  ]);

  await page.goto('/platform/tokens');
  await openTab(page, 'Tokens');
  await expect(page.getByTestId('metadata-uri')).toHaveText(`ipfs://${cid}`);
  await expect(page.getByRole('button', { name: `Propose: mint WH7 #1 to ${safe}` })).toBeVisible();
});
