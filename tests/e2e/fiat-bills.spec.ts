// A bill in USD paid in ETH at the rate, on the built site with a real anvil: the ETH/USD feed
// answers 3,000 when the bill is approved (its payable is booked at 1 ETH); the feed moves to 2,500
// before it is paid; the Vendors page quotes 1.2 ETH with the feed and round and pays that through
// the PaymentRouter; the bill is paid (valued at the payment block's rate), the payable's realised
// exchange difference (0.2 ETH, a loss) posts to Realised FX gain/loss, and hledger (with the
// feed's prices as P directives) gives the page's trial balance while bean-check passes the
// Beancount file. Without a rate a USD bill cannot be approved.
import type { Page } from '@playwright/test';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { readFileSync } from 'node:fs';
import { paymentRouterBytecode } from '@/lib/contracts/generated/artifacts';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { outsideToolsAgree, pageTrialBalance, trialBalance } from '../fixtures/books-check';
import { receiptOf, sendFrom } from '../fixtures/chain-actions';
import { installPriceFeed, LOCAL_ETH_USD_FEED, pushPrice } from '../fixtures/price-feed-actions';
import { liveEntries, putRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { sampleVendor } from '@/lib/db/search-samples.testing';
import { axeBuilder } from '../fixtures/axe';
import { approveBill } from '../fixtures/bill-actions';

const ETH = 10n ** 18n;
const ROUTER = (
  JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { PaymentRouter: string }>
)['31337']!.PaymentRouter;
const VENDOR = getAddress(keccak256(toUtf8Bytes('vendor-fx')).slice(0, 42));

// The bill is entered, signed and paid through the page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The PaymentRouter's code at the deployments file's address on this fresh chain. */
async function installRouter(wallet: TestWallet): Promise<void> {
  const from = wallet.accounts[9] ?? '';
  const receipt = await receiptOf(wallet.rpcUrl, await sendFrom(wallet.rpcUrl, { from, data: paymentRouterBytecode }));
  await wallet.rpc('anvil_setCode', [ROUTER, await wallet.rpc('eth_getCode', [receipt.contractAddress, 'latest'])]);
}

/** The Vendors page with one vendor and USD as base currency; the connected wallet is the workspace's Admin. */
async function openVendors(page: Page, account: string): Promise<void> {
  await connectWallet(page, '/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await putRows(page, account, 'companyProfile', [sampleProfile({ baseCurrency: 'USD', logo: null })]);
  await putRows(page, account, 'counterparties', [
    sampleVendor({ id: 'v-fx', name: 'Foxtrot Hosting', wallets: [{ chainId: 31337, address: VENDOR }] }),
  ]);
  await page.reload();
  await page.getByRole('tab', { name: 'Bills' }).click();
}

/** A USD bill paid in ETH of `usd`, tolerance 1%, sent for approval. */
async function addUsdBill(page: Page, number: string, usd: string): Promise<void> {
  await page.getByRole('button', { name: 'New bill' }).click();
  const form = page.getByRole('form', { name: 'New bill' });
  await form.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Foxtrot Hosting' });
  await form.getByLabel("Vendor's bill number").fill(number);
  await form.getByLabel('Issue date').fill('2026-01-05');
  await form.getByLabel('Due date').fill('2026-02-04');
  const eth = await form.getByLabel('Asset').locator('option', { hasText: /^ETH / }).getAttribute('value');
  await form.getByLabel('Asset').selectOption(eth ?? '');
  await form.getByLabel('Amounts in').selectOption({ value: 'USD' });
  await form.getByLabel('Tolerance %').fill('1');
  await form.getByLabel('Expense account').selectOption({ label: '6300 Software' });
  await form.getByLabel('Total').fill(usd);
  await form.getByRole('button', { name: 'Save and send for approval' }).click();
  await expect(form).toHaveCount(0);
  await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Awaiting approval · Overdue');
}

const bill = (page: Page, number: string) => page.getByTestId(`bill-${number}`);

test('a USD bill paid in ETH after the price moved posts the exchange difference; hledger and bean-check agree', async ({
  page,
  wallet,
}) => {
  const me = getAddress(wallet.accounts[0] ?? '');
  const owner = wallet.accounts[9] ?? '';
  await installRouter(wallet);
  await installPriceFeed(wallet.rpcUrl, owner);
  await pushPrice(wallet.rpcUrl, owner, '3000');
  await openVendors(page, me);
  await addUsdBill(page, 'FX-1', '3000');
  await approveBill(page, bill(page, 'FX-1'));
  await expect(bill(page, 'FX-1').getByTestId('bill-status')).toHaveText('Approved · Overdue');
  await expect(bill(page, 'FX-1').getByTestId('approval')).toContainText('Signature verified');
  await bill(page, 'FX-1').getByRole('button', { name: 'Actions for bill FX-1' }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expect(page.getByTestId('bill-fiat-terms')).toContainText(
    `Booked at 3000 USD per ETH (price feed ${LOCAL_ETH_USD_FEED}, round 18446744073709551617`,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bill-details')).toHaveCount(0);

  await pushPrice(wallet.rpcUrl, owner, '2500');
  await bill(page, 'FX-1').getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay this bill' });
  const quote = dialog.getByTestId('bill-quote');
  await expect(quote).toContainText('Due 3,000 USD = 1.2 ETH at 2500 USD per ETH');
  await expect(quote).toContainText(`price feed ${LOCAL_ETH_USD_FEED}, round 18446744073709551618`);
  await expect(quote).toContainText('1%');
  await expect(dialog.getByTestId('pay-item')).toHaveText(`Bill FX-1: 1.2 ETH to ${VENDOR}`);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await page.goto('/platform/vendors');
  await expect(bill(page, 'FX-1').getByTestId('bill-status')).toHaveText('Paid', { timeout: 30_000 });
  await expect
    .poll(async () =>
      (await liveEntries(page, me, 'bill:'))
        .flatMap((e) => e.postings)
        .filter((p) => p.accountId === 'realised-fx')
        .map((p) => p.amount),
    )
    .toEqual([((2n * ETH) / 10n).toString()]);

  await page.getByRole('link', { name: 'Accounting', exact: true }).click();
  await page.getByRole('tablist', { name: 'Accounting sections' }).getByRole('tab', { name: 'Reports' }).click();
  await expect(trialBalance(page).getByRole('rowheader', { name: /Realised FX gain\/loss/ })).toBeVisible();
  const pageBalances = await pageTrialBalance(page);
  expect(pageBalances['4800']).toBe('0.2'); // a loss: the bill cost 0.2 ETH more than its payable
  expect(pageBalances['2100']).toBeUndefined(); // the payable is cleared
  await outsideToolsAgree(page, pageBalances, /^P \d{4}-\d{2}-\d{2} .*2500/m);
});

test('without a rate a USD bill cannot be approved, and says why (never booked at 0)', async ({ page, wallet }) => {
  const me = getAddress(wallet.accounts[0] ?? '');
  await installPriceFeed(wallet.rpcUrl, wallet.accounts[9] ?? ''); // a feed without any round
  await openVendors(page, me);
  await addUsdBill(page, 'FX-2', '3000');
  await approveBill(page, bill(page, 'FX-2'));
  await expect(page.getByText(/has no round yet: no rate exists/)).toBeVisible();
  await expect(bill(page, 'FX-2').getByTestId('bill-status')).toHaveText('Awaiting approval · Overdue');
});
