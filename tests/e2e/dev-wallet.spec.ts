import { expect, test } from '@playwright/test';
import { rpc } from '../../scripts/lib/anvil.mjs';
import { LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import { serveLocalSite } from '../fixtures/local-site';

// Local mode as `npm start` runs it: a real anvil, the contracts deployed, the local-mode build
// served with its same-origin RPC proxy, and no browser extension: the built-in dev wallet.
const site = serveLocalSite();

test('the dev wallet connects in local mode and the fixed contract address holds the Registry', async ({ page }) => {
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
});
