// Company → Wallets with Safe's contracts on the test wallet's anvil (deployed from Safe's npm
// artifacts at their canonical addresses): a 2-of-3 Safe created from the page through the proxy
// factory, recorded as a treasury wallet, and read back from the chain with its owners named from
// the team and the connected wallet shown as an owner.
import { JsonRpcProvider } from 'ethers';
import { deploySafeContracts } from '../../scripts/lib/deploy-safe.mjs';
import { connectWallet, expect, test } from '../fixtures/test-wallet';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

test('an Admin creates a 2-of-3 Safe from the Wallets tab, and the table says which Safe and that they own it', async ({
  page,
  anvil,
}) => {
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, { staticNetwork: true });
  await deploySafeContracts({ provider, isLocal: true });
  provider.destroy();
  await connectWallet(page, '/platform/company?tab=wallets');
  await page.getByRole('button', { name: 'Create a Safe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Safe' });
  await dialog.getByLabel('Label').fill('Treasury Safe');
  await dialog.getByLabel('Owners').fill(`${ACCOUNT_0}\n${ACCOUNT_1}\n${ACCOUNT_2}`);
  await dialog.getByLabel('Signatures needed').fill('4');
  await dialog.getByRole('button', { name: 'Create Safe', exact: true }).click();
  await expect(dialog.getByText('The threshold must be between 1 and 3 (the number of owners).')).toBeVisible();
  await dialog.getByLabel('Signatures needed').fill('2');
  await dialog.getByRole('button', { name: 'Create Safe', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Treasury wallets' })
    .getByRole('row')
    .filter({ hasText: 'Treasury Safe' });
  await expect(row).toContainText('Safe 1.4.1, 2 of 3 owners sign');
  await expect(row).toContainText('The connected wallet is an owner.');
  // The workspace's first Admin is the connected wallet: its owner line carries the team's name.
  await expect(row.getByRole('list', { name: 'Owners' }).getByRole('listitem')).toHaveCount(3);
  await expect(row.getByRole('list', { name: 'Owners' })).toContainText('Business User');
});
