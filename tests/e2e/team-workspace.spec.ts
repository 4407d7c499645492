// The team workspace in the built site: two browser contexts with different wallets (accounts 0
// and 1) and separate storage, one anvil with deployAll, and the test IPFS node (Helia behind the
// Kubo RPC calls) started and stopped by the test. The built site's CSP allows https: only, so the
// contexts reach the node at an https name routed to it; nothing else changes on the way.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIpfsNode, type IpfsNode } from '../../scripts/lib/ipfs-node.mjs';
import { deployAll } from '../../scripts/lib/deploy.mjs';
import {
  addVendor,
  editVendor,
  routeIpfs,
  setTeamEndpoint as setEndpoint,
  teamTab,
  vendorField,
} from '../fixtures/team-actions';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';

let node: IpfsNode;
test.beforeAll(async () => {
  node = await startIpfsNode();
});
test.afterAll(async () => {
  await node?.stop();
});

test('invite, join and a first full copy; concurrent edits converge; a Viewer’s edit is refused', async ({
  page,
  wallet,
  browser,
}) => {
  test.setTimeout(180_000);
  await deployAll({
    rpcUrl: wallet.rpcUrl,
    deploymentsPath: join(await mkdtemp(join(tmpdir(), 'll-team-')), 'd.json'),
  });
  const invitee = wallet.accounts[1]!;

  // The Admin (account 0) has a vendor, sets the endpoint, and sets the team workspace up.
  await routeIpfs(page.context(), node.url);
  await connectWallet(page, '/platform/vendors?tab=directory');
  await addVendor(page, 'Acme Paper');
  await setEndpoint(page);
  let team = await teamTab(page);
  await team.getByRole('button', { name: 'Set up team workspace' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(team.getByText('0 changes not published yet')).toBeVisible();
  await team.getByLabel('Wallet address').fill(invitee);
  await team.getByLabel('Role').selectOption('Accountant');
  await team.getByRole('button', { name: 'Invite' }).click();
  await expect(members.getByRole('row')).toHaveCount(3);

  // The invitee (account 1), in a context of its own, sees the invitation and joins.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, reducedMotion: 'reduce' });
  await routeIpfs(other, node.url);
  const second = await other.newPage();
  const secondWallet = await installTestWallet(second, wallet.rpcUrl, 'approve');
  await secondWallet.switchAccount(1);
  await connectWallet(second, '/platform/company');
  await setEndpoint(second);
  const joining = await teamTab(second);
  const invitations = second.getByRole('table', { name: 'Invitations for your wallet' });
  await invitations.getByRole('button', { name: 'Join' }).click();
  // Admitted by the Admin's device, the invitee's device copies the books: the vendor is there.
  await expect(joining.getByRole('table', { name: 'Devices' }).getByRole('row')).toHaveCount(3);
  await second.goto('/platform/vendors?tab=directory');
  await expect(second.getByRole('cell', { name: 'Acme Paper', exact: true })).toBeVisible({ timeout: 60_000 });

  // Both edit the same vendor, different fields; on the local chain each publishes by itself.
  await editVendor(page, 'Acme Paper', 'E-mail', 'billing@acme.test');
  await editVendor(second, 'Acme Paper', 'Tax ID', 'GB-123');
  for (const each of [page, second]) {
    await expect(async () => {
      await expect(await vendorField(each, 'E-mail')).toHaveValue('billing@acme.test', { timeout: 2_000 });
      await expect(each.getByRole('form', { name: /^Edit / }).getByLabel('Tax ID')).toHaveValue('GB-123', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
  }

  // The Admin makes the member a Viewer; the Viewer's edit is refused by the Admin's device.
  team = await teamTab(page);
  await team.getByLabel('Wallet address').fill(invitee);
  await team.getByLabel('Role').selectOption('Viewer');
  await team.getByRole('button', { name: 'Invite' }).click();
  await expect(members).toContainText('Viewer');
  await editVendor(second, 'Acme Paper', 'Legal name', 'Acme Paper Viewer Ltd');
  const refused = page.getByRole('table', { name: 'Refused changes' });
  await expect(refused.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  await expect(refused).toContainText('(Viewer)');
  await expect(await vendorField(page, 'Legal name')).toHaveValue('');
  await other.close();
});
