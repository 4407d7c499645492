// Opening balances and the reconciliation against the built site, the test wallet and a real anvil.
// The chain has history before the wallet is tracked (the genesis allocation, tokens and ETH received
// and some spent); the books open at what the wallet held where its tracking starts. Before the
// opening balance is confirmed the reconciliation names it as the cause of the difference; once it
// is confirmed, and after a day of activity (an invoice paid through the router, a bill paid, a
// transfer), every asset reconciles to zero difference with the chain.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { paymentRouterBytecode } from '@/lib/contracts/generated/artifacts';
import { isoDay } from '@/lib/primitives/days';
import { deployToken, mintToken, sendEth, transferToken } from '../fixtures/chain-actions';
import { installCodeAt, payEthVia } from '../fixtures/payment-actions';
import { putRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { approveBill } from '../fixtures/bill-actions';
import { sampleVendor } from '@/lib/db/search-samples.testing';

const ROUTER =
  (JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { PaymentRouter: string }>)[
    '31337'
  ]?.PaymentRouter ?? '';
const ETH = 10n ** 18n;
const VENDOR = getAddress(keccak256(toUtf8Bytes('reconciliation-vendor')).slice(0, 42));

test.describe.configure({ timeout: 120_000 });

const line = (page: Page, symbol: string) =>
  page.getByTestId('reconciliation-31337').getByTestId(`reconcile-${symbol}`);

async function reconciliation(page: Page): Promise<void> {
  await page.goto('/platform/accounting?tab=reconciliation');
  await expect(page.getByRole('heading', { name: 'Books against the chain' })).toBeVisible();
}

async function issueInvoice(page: Page, client: string): Promise<string> {
  await page.goto('/platform/client?tab=directory');
  await page.getByRole('button', { name: 'Add client' }).click();
  const clientForm = page.getByRole('form', { name: 'New counterparty' });
  await clientForm.getByLabel('Name', { exact: true }).fill('Acme');
  await clientForm.getByRole('button', { name: 'Add wallet' }).click();
  await clientForm.getByLabel('Address of wallet 1').fill(client);
  await clientForm.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: 'New invoice' }).click();
  const invoice = page.getByRole('form', { name: 'Invoice' });
  await invoice.getByLabel('Client').selectOption({ label: 'Acme' });
  const eth = await invoice.getByLabel('Paid in').locator('option').filter({ hasText: /ETH/ }).first().textContent();
  await invoice.getByLabel('Paid in').selectOption({ label: eth ?? '' });
  await invoice.getByLabel('Receiving wallet').selectOption({ index: 1 });
  await invoice.getByLabel('Line 1 Description').fill('Audit');
  await invoice.getByLabel('Line 1 Unit price').fill('2');
  await invoice.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('button', { name: 'Issue and sign' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  return (await page.getByTestId('invoice-reference').textContent()) ?? '';
}

async function payBill(page: Page, me: string): Promise<void> {
  await putRows(page, me, 'counterparties', [
    sampleVendor({ id: 'v-recon', name: 'Alpha Hosting', wallets: [{ chainId: 31337, address: VENDOR }] }),
  ]);
  await page.goto('/platform/vendors?tab=bills');
  await page.getByRole('button', { name: 'New bill' }).click();
  const form = page.getByRole('form', { name: 'New bill' });
  const today = isoDay();
  await form.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Alpha Hosting' });
  await form.getByLabel("Vendor's bill number").fill('R-1');
  await form.getByLabel('Issue date').fill(today);
  await form.getByLabel('Due date').fill(today);
  const asset = await form.getByLabel('Asset').locator('option', { hasText: /^ETH / }).getAttribute('value');
  await form.getByLabel('Asset').selectOption(asset ?? '');
  await form.getByLabel('Expense account').selectOption({ label: '6300 Software' });
  await form.getByLabel('Total').fill('0.1');
  await form.getByRole('button', { name: 'Save and send for approval' }).click();
  const bill = page.getByTestId('bill-R-1');
  await approveBill(page, bill);
  await expect(bill.getByTestId('bill-status')).toHaveText('Approved');
  await bill.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('dialog', { name: 'Pay this bill' }).getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await page.goto('/platform/vendors?tab=bills');
  await expect(page.getByTestId('bill-R-1').getByTestId('bill-status')).toHaveText('Paid');
}

test('the books open at what the wallet held, and reconcile to zero with the chain after a day of activity', async ({
  page,
  wallet,
}) => {
  const [me, client, other] = wallet.accounts.map((a) => getAddress(a)) as [string, string, string];
  await installCodeAt(wallet.rpcUrl, wallet.accounts[9] ?? '', paymentRouterBytecode, ROUTER);
  // History before the wallet is tracked: tokens received and some sent back, ETH in and out.
  const token = getAddress(await deployToken(wallet.rpcUrl, other, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, other, me, 1_500_000n);
  await transferToken(wallet.rpcUrl, token, me, other, 250_000n);
  await sendEth(wallet.rpcUrl, other, me, 3n * ETH);
  await sendEth(wallet.rpcUrl, me, other, ETH);

  await connectWallet(page, '/platform/accounting?tab=reconciliation');
  // Before confirming: the ETH difference is the opening balance (the genesis allocation) to confirm.
  const eth = line(page, 'ETH');
  await expect(eth.locator('[data-cause="opening-unconfirmed"]')).toBeVisible({ timeout: 30_000 });
  await expect(eth.locator('[data-cause]')).toHaveCount(1);
  await expect(line(page, 'TUSD')).toContainText('None: they match');
  await expect(page.getByTestId('opening-ETH')).toContainText('To confirm');

  // Confirm it from the cause's link: the dialog shows what the chain read and posts it.
  await eth.getByRole('button', { name: 'Review the opening balance' }).click();
  const dialog = page.getByRole('dialog', { name: /Opening balance: ETH/ });
  await expect(dialog).toContainText('at block 0');
  await dialog.getByRole('button', { name: 'Confirm and post' }).click();
  await expect(page.getByTestId('opening-ETH')).toContainText('Confirmed');
  await expect(page.getByTestId('reconciliation-31337')).toContainText('Books match the chain');

  // A day of activity: an invoice paid through the router, a bill paid, a transfer.
  const reference = await issueInvoice(page, client);
  await payEthVia(wallet.rpcUrl, ROUTER, client, reference, me, 2n * ETH);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await payBill(page, me);
  const head = Number(await wallet.rpc('eth_blockNumber'));
  await sendEth(wallet.rpcUrl, me, other, ETH / 4n);

  await reconciliation(page);
  const network = page.getByTestId('reconciliation-31337');
  await expect(network).toContainText(new RegExp(`Books match the chain at block (${head + 1}|${head + 2})`));
  for (const symbol of ['ETH', 'TUSD']) await expect(line(page, symbol)).toContainText('None: they match');
  await expect(network.locator('[data-cause]')).toHaveCount(0);
});

test('books that start on a day open at the last block before it, and post nothing dated earlier', async ({
  page,
  wallet,
}) => {
  const [me, , other] = wallet.accounts.map((a) => getAddress(a)) as [string, string, string];
  // A day of history, then the chain's clock moves a day forward and the wallet receives more.
  await sendEth(wallet.rpcUrl, other, me, 3n * ETH);
  await sendEth(wallet.rpcUrl, me, other, ETH);
  const lastBefore = Number(await wallet.rpc('eth_blockNumber'));
  await wallet.rpc('evm_increaseTime', [86_400]);
  await sendEth(wallet.rpcUrl, other, me, ETH / 2n);
  const head = (await wallet.rpc('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  const seconds = Number(head.timestamp);
  const startDay = isoDay(seconds * 1000);
  // The page lives on the chain's day (so the start day is not in its future).
  await page.clock.setSystemTime(new Date((seconds + 60) * 1000));

  await connectWallet(page, '/platform/accounting?tab=reconciliation');
  await expect(page.getByTestId('opening-ETH')).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Books start on' });
  await form.getByLabel('Start date').fill(startDay);
  await form.getByRole('button', { name: 'Save start date' }).click();
  await expect(page.getByRole('status').filter({ hasText: `start on ${startDay}` })).toBeVisible();

  // The opening is read again at the last block before the day (the one read at genesis replaced).
  await expect(page.getByTestId('opening-ETH')).toContainText(`Block ${lastBefore}`, { timeout: 30_000 });
  await line(page, 'ETH').getByRole('button', { name: 'Review the opening balance' }).click();
  const dialog = page.getByRole('dialog', { name: /Opening balance: ETH/ });
  await expect(dialog).toContainText(`at block ${lastBefore}`);
  await dialog.getByRole('button', { name: 'Confirm and post' }).click();
  await expect(page.getByTestId('opening-ETH')).toContainText('Confirmed');
  // The earlier day's movements are inside the opening: posted, they would count twice.
  await expect(page.getByTestId('reconciliation-31337')).toContainText('Books match the chain');
  await expect(line(page, 'ETH')).toContainText('None: they match');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Books start on' }).getByLabel('Start date')).toHaveValue(startDay);
});
