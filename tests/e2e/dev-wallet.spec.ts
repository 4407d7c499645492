import { expect, test } from '@playwright/test';
import { rpc, startAnvil } from '../../scripts/lib/anvil.mjs';
import { LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import { serveLocalSite } from '../fixtures/local-site';

// Local mode as `npm start` runs it: a real anvil, the contracts deployed, the local-mode build
// served with its same-origin RPC proxy, and no browser extension: the built-in dev wallet.
const site = serveLocalSite();

test('the dev wallet connects in local mode; with its node stopped the session is held, and returns when it answers', async ({
  page,
}) => {
  expect(await rpc(site.anvil.rpcUrl, 'eth_getCode', [LOCAL_CONTRACT_ADDRESS, 'latest'])).not.toBe('0x');
  await page.goto(`${site.url}login`);
  // The dev wallet is the only wallet announced, so Connect Wallet uses it directly.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await expect(page).toHaveURL(/\/platform$/);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('0xf39F…2266').first()).toBeVisible();
  // Account 0 paid the deployment gas, so a little under 10000 ETH, always with 4 decimals.
  await expect(page.getByText(/^99\d\d\.\d{4} ETH$/)).toBeVisible();
  await expect(page.getByText('Anvil (local)').first()).toBeVisible();

  // A record to read later (through the menu: no page load).
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('tab', { name: 'Directory' }).click();
  const directory = page.getByRole('region', { name: 'Vendor directory' });
  await directory.getByRole('button', { name: 'Add vendor' }).click();
  const added = directory.getByRole('form', { name: 'New counterparty' });
  await added.getByLabel('Name', { exact: true }).fill('Held Paper Co');
  await added.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(directory.getByRole('cell', { name: 'Held Paper Co', exact: true })).toBeVisible();

  // The node stops (the proxy answers 502). The app opens on the remembered account, not on /login;
  // the page reads its records; the banner names the node; signing refuses with the reason.
  const { port } = site.anvil;
  await site.anvil.stop();
  await page.reload();
  await expect(page).toHaveURL(/\/platform\/vendors/);
  const banner = page.getByRole('note').filter({ hasText: "The wallet's chain node does not answer" });
  await expect(banner).toContainText('Local node unreachable (HTTP 502)');
  await expect(page.getByText('0xf39F…2266').first()).toBeVisible();
  await expect(directory.getByRole('cell', { name: 'Held Paper Co', exact: true })).toBeVisible();
  const offer = page.getByRole('status').filter({ hasText: 'New here? Load a sample company' });
  await offer.getByRole('button', { name: 'Load a sample company' }).click();
  await expect(offer).toContainText("This needs the chain, and the wallet's network does not answer");
  const checkAgain = banner.getByRole('button', { name: /^Check again/ });
  await checkAgain.click();
  await expect(checkAgain).toHaveText('Check again');
  await expect(banner).toContainText('Local node unreachable (HTTP 502)');

  // The node answers again on its port: Check again brings the wallet's own session back.
  const restarted = await startAnvil({ port });
  try {
    await checkAgain.click();
    await expect(banner).toBeHidden();
    await expect(page.getByText(/^10000\.0000 ETH$/)).toBeVisible();
    await expect(page).toHaveURL(/\/platform\/vendors/);
  } finally {
    await restarted.stop();
  }
});
