// Bills paid from a 2-of-3 Safe by two owners in two browser profiles of one team workspace
// (team-world.ts: anvil, the test IPFS node, the Admin on account 0 and the member on account 1),
// with no Safe server: the Admin proposes a batch of three bills; the member's device receives the
// proposal through the workspace, the member checks the recipients and signs; the Admin's device
// receives the signature and the Admin executes; both devices show the bills Paid and post the
// payment once (one Accounts payable entry per bill). A non-owner's signature is refused in
// safe-bills.spec.ts (a signing file) and lib/payments/safe-team-signatures.anvil.test.ts (on merge);
// a policy blocking the proposal until an approval is given in safe-policy.spec.ts (the browser),
// payment-policy.anvil.test.ts and payment-requests.test.tsx.
import { getAddress, keccak256, parseEther, toUtf8Bytes } from 'ethers';
import { enterApprovedBill } from '../fixtures/bill-actions';
import { createSafe } from '../fixtures/safe-actions';
import { addVendor, teamTab } from '../fixtures/team-actions';
import { expect, test } from '../fixtures/team-world';
import { postedTo } from '../fixtures/workspace-rows';

const wallet = (salt: string) => getAddress(keccak256(toUtf8Bytes(salt)).slice(0, 42));
const BILLS = [
  { vendor: 'Alder Hosting', number: 'TS-1', total: '0.1', payee: wallet('team-safe-1') },
  { vendor: 'Birch Design', number: 'TS-2', total: '0.2', payee: wallet('team-safe-2') },
  { vendor: 'Cedar Legal', number: 'TS-3', total: '0.3', payee: wallet('team-safe-3') },
] as const;

test('three bills from a 2-of-3 Safe: the Admin proposes, the member signs through the team workspace, the Admin executes; Paid and posted once on both devices', async ({
  teamWorld,
}) => {
  test.setTimeout(240_000);
  const { admin, member, rpcUrl } = teamWorld;
  const third = admin.wallet.accounts[2]!;
  await createSafe(admin.page, rpcUrl, {
    account: admin.address,
    label: 'Team treasury',
    owners: [admin.address, member.address, third],
    threshold: 2,
    funder: third,
  });
  for (const bill of BILLS) await addVendor(admin.page, bill.vendor, bill.payee);
  await admin.page.goto('/platform/vendors');
  for (const bill of BILLS) await enterApprovedBill(admin.page, bill, { batch: true });
  await admin.page.getByRole('button', { name: 'Pay selected bills' }).click();
  const pay = admin.page.getByRole('dialog', { name: 'Pay the selected bills' });
  await pay.getByRole('radio', { name: /^Safe Team treasury/ }).check();
  await pay.getByRole('button', { name: 'Propose and sign in wallet' }).click();
  await expect(pay.getByText(/as nonce 0, signed by you: 1 of 2 signatures\./)).toBeVisible();
  await pay.getByRole('button', { name: 'Done', exact: true }).click();

  // The member's device receives the proposal; the member reads what it pays and signs.
  await member.page.goto('/platform/transactions?tab=safe-queue');
  const memberCard = member.page.getByTestId('safe-proposal');
  await expect(member.page.getByText('1 of 2 signatures', { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const bill of BILLS)
    await expect(memberCard).toContainText(`Bill ${bill.number}: ${bill.total} ETH to ${bill.vendor} (${bill.payee})`);
  await memberCard.getByText('Calls signed').click();
  const calls = memberCard.getByRole('listitem').filter({ hasText: ' ETH to ' });
  await expect(calls).toHaveText(
    BILLS.map((bill) => new RegExp(`^${bill.total}\\s+ETH to ${bill.vendor}\\s*${bill.payee}$`)),
  );
  await memberCard.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(memberCard.getByText('Your signature was added.')).toBeVisible();
  // Its device publishes the signature (as team-world waits for the member's first writes), so a
  // failure below is the Admin's device not applying it, not the member's not publishing it.
  await expect((await teamTab(member.page)).getByText('0 changes not published yet')).toBeVisible({
    timeout: 60_000,
  });

  // The Admin's device receives the signature; the Admin executes.
  await admin.page.goto('/platform/transactions?tab=safe-queue');
  const adminCard = admin.page.getByTestId('safe-proposal');
  await expect(admin.page.getByText('2 of 2 signatures: ready to execute')).toBeVisible({ timeout: 60_000 });
  await adminCard.getByRole('button', { name: 'Execute', exact: true }).click();
  const executed = adminCard.getByText(/^Executed in block \d+ \(0x[0-9a-f]{64}\)\.$/);
  await expect(executed).toBeVisible();
  const hash = /\((0x[0-9a-f]{64})\)/.exec((await executed.textContent())!)![1]!;

  // Both devices: the bills Paid, and one Accounts payable entry per bill for the execution.
  for (const { page, address } of [admin, member]) {
    await page.goto('/platform/vendors');
    for (const bill of BILLS)
      await expect(page.getByTestId(`bill-${bill.number}`).getByTestId('bill-status')).toHaveText('Paid', {
        timeout: 60_000,
      });
    await expect
      .poll(() => postedTo(page, address, `tx:31337:${hash}:`, 'accounts-payable'), { timeout: 60_000 })
      .toEqual(BILLS.map((bill) => parseEther(bill.total).toString()));
  }
});
