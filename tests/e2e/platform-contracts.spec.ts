// Utility → Platform contracts on a fresh chain that is not the default (a second anvil, chain id
// 4242, so no deployments file applies): self-deploy from the wallet with progress per contract,
// recorded and still there after a reload; a declined signature stops cleanly; hand-entered
// addresses are checked (no code and the wrong contract refused, the right one saved).
import { test as base, type Locator, type Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { rpc, startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { paymentRouterBytecode, registryBytecode } from '@/lib/contracts/generated/artifacts';
import { receiptOf, sendFrom } from '../fixtures/chain-actions';
import { connectWallet, expect, installTestWallet, type TestWallet } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const CHAIN_ID = 4242;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SECTION = '[role="tabpanel"] > section';
const NAMES = ['Registry', 'PaymentRouter', 'Distributor'] as const;

// Not the fixture's `test`: its wallet is on the default chain and already installed in the page.
// This file's wallet is installed here, on its own anvil (one per worker, reverted after each test).
const test = base.extend<{ wallet: TestWallet }, { anvil2: Anvil }>({
  anvil2: [
    // Playwright requires the (empty) destructuring pattern here.
    async ({}, use) => {
      const anvil = await startAnvil({ args: ['--chain-id', String(CHAIN_ID)] });
      await use(anvil);
      await anvil.stop();
    },
    { scope: 'worker' },
  ],
  wallet: [
    async ({ page, anvil2 }, use) => {
      const snapshot = await rpc(anvil2.rpcUrl, 'evm_snapshot');
      await use(await installTestWallet(page, anvil2.rpcUrl, 'approve'));
      await page.close();
      await rpc(anvil2.rpcUrl, 'evm_revert', [snapshot]);
    },
    { auto: true },
  ],
});

const section = (page: Page) => page.getByRole('region', { name: 'Platform contracts' });
const chainRow = (page: Page) => section(page).locator(`tr[data-chain-id="${CHAIN_ID}"]`);
const progress = (page: Page, name: string) =>
  section(page).getByRole('list', { name: 'Deployment progress' }).locator(`li[data-step="${name}"]`);
const addressForm = (page: Page, name: string): Locator => section(page).getByRole('form', { name: `${name} address` });

async function openUtility(page: Page): Promise<void> {
  await connectWallet(page, '/platform/utility?tab=contracts');
  await expect(section(page).getByRole('heading', { name: 'Deploy to Chain 4242' })).toBeVisible();
}

/** Deploys a platform contract straight to the chain (a colleague's deployment); resolves with its address. */
async function deployDirectly(wallet: TestWallet, bytecode: string): Promise<string> {
  const receipt = await receiptOf(
    wallet.rpcUrl,
    await sendFrom(wallet.rpcUrl, { from: wallet.accounts[3] ?? '', data: bytecode }),
  );
  return getAddress(receipt.contractAddress ?? '');
}

test('deploys the three contracts from the wallet, records them checked, and keeps them after a reload', async ({
  page,
  wallet,
}) => {
  await openUtility(page);
  await expect(chainRow(page)).toContainText('Chain 4242');
  await expect(chainRow(page).getByText('Not deployed')).toHaveCount(3);

  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).click();
  for (const name of NAMES) await expect(progress(page, name)).toHaveAttribute('data-phase', 'checked');
  await expect(
    section(page).getByText('Registry, PaymentRouter and Distributor are in place on Chain 4242'),
  ).toBeVisible();

  // Each address is the one the wallet's deployment created, with code there.
  const addresses: string[] = [];
  for (const name of NAMES) {
    const text = (await progress(page, name).textContent()) ?? '';
    const address = /Deployed at (0x[0-9a-fA-F]{40})/.exec(text)?.[1] ?? '';
    expect(address).toBe(getAddress(address));
    expect(await wallet.rpc('eth_getCode', [address, 'latest'])).not.toBe('0x');
    addresses.push(address);
  }
  await expect(chainRow(page).getByText('Deployed from here')).toHaveCount(3);
  for (const address of addresses) await expect(chainRow(page)).toContainText(address);
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(3);

  await page.reload();
  await expect(chainRow(page).getByText('Deployed from here')).toHaveCount(3);
  for (const address of addresses) await expect(chainRow(page)).toContainText(address);

  // Deploying again sends nothing: all three are known and their code checks out.
  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).click();
  for (const name of NAMES) await expect(progress(page, name)).toHaveAttribute('data-phase', 'skipped');
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(3);
});

test('each deployment links to its Success page, confirmed from the workspace', async ({ page }) => {
  await openUtility(page);
  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).click();
  await expect(progress(page, 'Distributor')).toHaveAttribute('data-phase', 'checked');
  await progress(page, 'Distributor').getByRole('link', { name: 'Distributor transaction details' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=4242&tx=0x[0-9a-f]{64}/);
  await expect(page.getByText("Deployed Ledgerline's Distributor on Chain 4242")).toBeVisible();
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed');
});

test('a signature declined in the wallet stops the run with nothing half recorded', async ({ page, wallet }) => {
  // The fixture's wallet approves every send; this page's wallet declines the second one.
  await page.addInitScript(() => {
    const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
      .ethereum;
    const original = provider.request.bind(provider);
    let sends = 0;
    provider.request = async (args) => {
      if (args.method === 'eth_sendTransaction' && ++sends === 2)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return original(args);
    };
  });
  await openUtility(page);
  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).click();
  await expect(progress(page, 'PaymentRouter')).toHaveAttribute('data-phase', 'failed');
  await expect(progress(page, 'Registry')).toHaveAttribute('data-phase', 'checked');
  await expect(progress(page, 'Distributor')).toHaveAttribute('data-phase', 'stopped');
  await expect(
    section(page).getByText(
      'Stopped: You declined the PaymentRouter deployment in your wallet: nothing was sent for it and nothing is recorded.',
    ),
  ).toBeVisible();
  await expect(chainRow(page).getByText('Deployed from here')).toHaveCount(1);
  await expect(chainRow(page).getByText('Not deployed')).toHaveCount(2);
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);

  // Trying again deploys only what is missing.
  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).click();
  await expect(progress(page, 'Distributor')).toHaveAttribute('data-phase', 'checked');
  await expect(progress(page, 'Registry')).toHaveAttribute('data-phase', 'skipped');
  await expect(chainRow(page).getByText('Deployed from here')).toHaveCount(3);
});

test('addresses entered by hand are checked: no code and the wrong contract refused, the right one saved', async ({
  page,
  wallet,
}) => {
  await openUtility(page);
  const eoa = getAddress(wallet.accounts[5] ?? '');
  const registryForm = addressForm(page, 'Registry');
  await registryForm.getByLabel('Registry address').fill(eoa);
  await registryForm.getByRole('button', { name: 'Check and save Registry' }).click();
  await expect(registryForm.getByText(`No contract at ${eoa} on Chain 4242`)).toBeVisible();
  await expect(registryForm.getByLabel('Registry address')).toHaveAttribute('aria-invalid', 'true');
  await expect(chainRow(page).getByText('Not deployed')).toHaveCount(3);

  const router = await deployDirectly(wallet, paymentRouterBytecode);
  const distributorForm = addressForm(page, 'Distributor');
  await distributorForm.getByLabel('Distributor address').fill(router.toLowerCase());
  await distributorForm.getByRole('button', { name: 'Check and save Distributor' }).click();
  await expect(
    distributorForm.getByText(
      `The code at ${router} is not Ledgerline's Distributor (it is Ledgerline's PaymentRouter)`,
    ),
  ).toBeVisible();

  const registry = await deployDirectly(wallet, registryBytecode);
  await registryForm.getByLabel('Registry address').fill(registry);
  await registryForm.getByRole('button', { name: 'Check and save Registry' }).click();
  await expect(registryForm.getByText(`Saved: Registry at ${registry} on Chain 4242 (code checked).`)).toBeVisible();
  await expect(registryForm.getByLabel('Registry address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(chainRow(page).getByText('Entered by hand')).toHaveCount(1);
  await expect(chainRow(page)).toContainText(registry);
  await page.reload();
  await expect(chainRow(page)).toContainText(registry);
  await expect(chainRow(page).getByText('Not deployed')).toHaveCount(2);
});

test('at 360 px, by keyboard, light and dark: axe clean and nothing wider than the screen', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openUtility(page);
  const registryForm = addressForm(page, 'Registry');
  await registryForm.getByLabel('Registry address').fill(getAddress(wallet.accounts[5] ?? ''));
  await registryForm.getByLabel('Registry address').press('Enter');
  await expect(registryForm.getByText(/^No contract at 0x/)).toBeVisible();
  await section(page).getByRole('button', { name: 'Deploy to Chain 4242' }).focus();
  await page.keyboard.press('Enter');
  for (const name of NAMES) await expect(progress(page, name)).toHaveAttribute('data-phase', 'checked');
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(page, colorScheme);
    expect((await axeBuilder(page).include(SECTION).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    expect(await page.locator(SECTION).evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }
});
