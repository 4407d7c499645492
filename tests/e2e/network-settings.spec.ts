// Utility → Network settings in the built local-mode site (dist-local: its CSP allows loopback
// http, which the production build refuses): a wrong-chain RPC is refused with the reason and
// nothing is saved; an explorer API for the local chain pointing at a mock explorer that follows
// the account module is saved, and the sync engine reads the wallet's history from it (stored,
// then shown on the Transactions page).
import { expect, test, type Page } from '@playwright/test';
import { startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { startMockExplorer, type MockExplorer } from '../../scripts/lib/mock-explorer.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { readRows } from '../fixtures/workspace-rows';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PAYER = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'e1'.repeat(32)}`;

let anvil: Anvil;
let otherChain: Anvil;
let explorer: MockExplorer;
let server: Awaited<ReturnType<typeof startStaticServer>>;

test.beforeAll(async () => {
  [anvil, otherChain] = await Promise.all([startAnvil(), startAnvil({ args: ['--chain-id', '1'] })]);
  explorer = await startMockExplorer({
    apiKey: 'E2E-KEY',
    data: {
      txlist: [
        {
          blockNumber: '1',
          timeStamp: '1700000000',
          hash: HASH,
          nonce: '0',
          from: PAYER,
          to: ACCOUNT_0.toLowerCase(),
          value: '2500000000000000000',
          gas: '21000',
          gasPrice: '1000000000',
          gasUsed: '21000',
          isError: '0',
          txreceipt_status: '1',
          input: '0x',
          contractAddress: '',
        },
      ],
    },
  });
  server = await startStaticServer({ root: 'dist-local', rpcProxy: anvil.rpcUrl });
});

test.afterAll(async () => {
  await server?.close();
  await explorer?.stop();
  await Promise.all([anvil?.stop(), otherChain?.stop()]);
});

async function openSettings(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.goto(`${server.url}login`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  await page.goto(`${server.url}platform/utility?tab=networks`);
  const form = page.getByRole('form', { name: 'Anvil (local) settings' });
  await expect(form).toBeVisible();
  return form;
}

test('an RPC URL serving another chain is refused with the reason, and nothing is saved', async ({ page }) => {
  const form = await openSettings(page);
  await expect(page.getByText(/stored in this browser's workspace, and in its backups/)).toBeVisible();
  const rpcUrl = form.getByLabel('RPC URL');
  await rpcUrl.fill(otherChain.rpcUrl);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(rpcUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(rpcUrl).toHaveAccessibleDescription(
    /This endpoint serves chain 1 \(Ethereum\), not 31337 \(Anvil \(local\)\)/,
  );
  await expect(rpcUrl).toBeFocused();
  await expect(rpcUrl).toHaveValue(otherChain.rpcUrl);
  expect(await readRows(page, ACCOUNT_0, 'networkSettings')).toEqual([]);
});

test('an explorer API for the local chain is checked, saved, and the sync reads history from it', async ({ page }) => {
  const form = await openSettings(page);
  await form.getByLabel('Explorer API URL').fill(explorer.url);
  await form.getByLabel('Explorer API key').fill('E2E-KEY');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  expect(await readRows(page, ACCOUNT_0, 'networkSettings')).toEqual([
    expect.objectContaining({
      chainId: 31337,
      explorerApiUrl: explorer.url,
      explorerApiKey: 'E2E-KEY',
      rpcUrl: null,
      tracked: true,
    }),
  ]);

  // The engine restarts the local chain on the explorer source: its row arrives, once.
  await expect
    .poll(async () => (await readRows(page, ACCOUNT_0, 'chainTransactions')).filter((row) => row.hash === HASH), {
      timeout: 15_000,
    })
    .toEqual([
      expect.objectContaining({
        id: `31337:${HASH}`,
        source: 'explorer',
        direction: 'in',
        units: '2500000000000000000',
        counterparty: PAYER,
      }),
    ]);
  await expect
    .poll(async () =>
      (await readRows(page, ACCOUNT_0, 'syncCursors'))
        .filter((cursor) => String(cursor.source).startsWith('explorer-'))
        .map((cursor) => cursor.state),
    )
    .toEqual(['live', 'live', 'live', 'live', 'live']);
  // Account history ascending; the PaymentRouter's Payment logs (the deployments file's router) through getLogs.
  expect(
    explorer.requests.every(
      (request) =>
        request.params.apikey === 'E2E-KEY' && (request.params.sort === 'asc' || request.params.module === 'logs'),
    ),
  ).toBe(true);
  expect(
    explorer.requests.filter((request) => request.params.module === 'logs').map((request) => request.params.address),
  ).toContain('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512');
  // And it shows on the Transactions page like any other row.
  await page.goto(`${server.url}platform/transactions`);
  await expect(page.getByRole('button', { name: new RegExp(`^Details of ${HASH} at `) })).toBeVisible({
    timeout: 15_000,
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}, 360 px wide, with a refusal shown: no axe violations and no sideways scrolling`, async ({
    page,
  }) => {
    await emulateScheme(page, colorScheme);
    await page.setViewportSize({ width: 360, height: 800 });
    const form = await openSettings(page);
    await form.getByLabel('Explorer API URL').fill(explorer.url);
    await form.getByLabel('Explorer API key').fill('WRONG');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Explorer API URL')).toHaveAccessibleDescription(
      /The explorer API refused the request: Invalid API Key/,
    );
    const results = await axeBuilder(page)
      .include('[role="tabpanel"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
