// A treasury's approval policy holding a payment from its Safe in the built site (safe-bills.spec's
// world: Safe 1.4.1 on the test wallet's anvil, a 2-of-3 Safe created from Company → Wallets, the
// local ETH/USD feed at $2,000, the company's currency USD): the Safe's Approval policy asks for an
// approval above $1,000; paying a 1 ETH bill ($2,000) from the Safe is refused in the pay dialog with
// the rule it breaks and who can unblock it, and nothing is proposed (no signature asked, the Safe
// queue empty); the payment waits in Transactions → Safe queue, where the Admin (an approver by role)
// checks what they approve in the confirmation, approves from their wallet, and proposes it: the
// proposal shows "1 of 2 signatures" with the approval kept, and the bill shows the proposal.
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { FIRST_ADMIN_NAME } from '@/lib/db/entities/team-member';
import { enterApprovedBill } from '../fixtures/bill-actions';
import { installPriceFeed, pushPrice } from '../fixtures/price-feed-actions';
import { createTreasurySafe } from '../fixtures/safe-actions';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows, readRows, vendorRow } from '../fixtures/workspace-rows';

const PAYEE = getAddress(keccak256(toUtf8Bytes('safe-policy-vendor')).slice(0, 42));
const VENDOR = vendorRow('v-policy', 'Delta Consulting', PAYEE);

test.describe.configure({ timeout: 120_000 });

test('a Safe treasury whose policy asks for an approval above $1,000 refuses a $2,000 bill until the Admin approves it, then proposes it', async ({
  page,
  wallet,
}) => {
  const admin = getAddress(wallet.accounts[0]!);
  const feedOwner = wallet.accounts[9]!;
  await installPriceFeed(wallet.rpcUrl, feedOwner);
  await pushPrice(wallet.rpcUrl, feedOwner, '2000');
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  await putRows(page, admin, 'companyProfile', [sampleProfile({ baseCurrency: 'USD', logo: null })]);
  await putRows(page, admin, 'counterparties', [VENDOR]);
  await page.reload();

  // Company → Wallets → the Safe's row → Approval policy: an approval above $1,000.
  const wallets = page.getByRole('table', { name: 'Treasury wallets' });
  await expect(async () => {
    await wallets.getByRole('button', { name: 'Actions for Treasury' }).click();
    await page.getByRole('menuitem', { name: 'Approval policy' }).click({ timeout: 1_000 });
  }).toPass();
  const policy = page.getByRole('dialog', { name: 'Approval policy of Treasury' });
  await policy.getByLabel('Approval needed above (USD)').fill('1000');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(policy).toHaveCount(0);

  await page.goto('/platform/vendors');
  const row = await enterApprovedBill(page, { vendor: VENDOR.name, number: 'P-1', total: '1' });
  const signatures = () => wallet.requests.filter((method) => method === 'eth_signTypedData_v4').length;
  const signedBefore = signatures(); // the bill's approval
  await row.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay this bill' });
  await pay.getByRole('radio', { name: /^Safe Treasury/ }).check();
  await pay.getByRole('button', { name: 'Propose and sign in wallet' }).click();
  const rule =
    "Payments above $1,000.00 from this treasury need an Approver's approval before they are proposed. This payment is $2,000.00.";
  await expect(pay.getByRole('alert')).toHaveText(
    `Not proposed: ${rule} It can be approved by ${FIRST_ADMIN_NAME} (Admin). Nothing was proposed. The payment waits for their approval in Transactions → Safe queue.`,
  );
  expect(signatures()).toBe(signedBefore);
  expect(await readRows(page, admin, 'safeProposals')).toEqual([]);
  await pay.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByTestId('bill-safe')).toHaveCount(0);

  // The queue: no proposal, the payment waiting for approval.
  await page.goto('/platform/transactions?tab=safe-queue');
  const waiting = page.getByRole('article', { name: 'Waiting for approval: A bill: 1 ETH' });
  await expect(waiting).toContainText(rule);
  await expect(waiting).toContainText(`Waits for ${FIRST_ADMIN_NAME} (Admin).`);
  await expect(page.getByTestId('safe-proposal')).toHaveCount(0);
  await waiting.getByRole('button', { name: 'Approve in my wallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this payment' });
  const content = confirm.getByTestId('payment-approval-content');
  await expect(content).toContainText('A bill: 1 ETH');
  await expect(content).toContainText(`From the Safe${safe}`);
  await expect(content).toContainText(`1 ETH to ${PAYEE}`);
  await expect(content).toContainText(rule);
  await confirm.getByRole('button', { name: 'Approve in wallet' }).click();
  await expect(waiting.getByText('Approved: an owner can propose it now.')).toBeVisible();
  expect(signatures()).toBe(signedBefore + 1);
  await expect(waiting).toContainText(`Approved by ${FIRST_ADMIN_NAME} (Admin).`);

  await waiting.getByRole('button', { name: 'Propose' }).click();
  await expect(waiting).toHaveCount(0);
  const card = page.getByTestId('safe-proposal');
  await expect(card).toContainText(`Bill P-1: 1 ETH to ${VENDOR.name} (${PAYEE})`);
  await expect(card.getByRole('list', { name: 'Approvals' })).toContainText(`Approved by ${FIRST_ADMIN_NAME} (Admin,`);
  await expect(page.getByText('1 of 2 signatures', { exact: true })).toBeVisible();
  expect(signatures()).toBe(signedBefore + 2);

  await page.goto('/platform/vendors');
  await expect(page.getByTestId('bill-P-1').getByTestId('bill-safe')).toHaveText('Safe proposal: 1 of 2 signatures');
});
