// An invoice in USD paid in ETH at the rate, on the built site with a real anvil: the ETH/USD feed
// answers 3,000 when the invoice is issued (its receivable is booked at 1 ETH); the feed moves to
// 2,500 before the client pays; the public /pay page quotes 1.2 ETH with the feed and round; paying
// that settles the invoice (valued at the payment block's rate), the realised exchange difference
// (0.2 ETH) posts to Realised FX gain/loss, and the hledger journal (with the feed's prices as P
// directives) gives hledger the page's trial balance while the Beancount file passes bean-check.
// Without a rate the invoice cannot be issued in USD.
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { sampleProfile } from '@/lib/db/sample-records.testing';
import { outsideToolsAgree, pageTrialBalance, trialBalance } from '../fixtures/books-check';
import { addClient, openClientPage } from '../fixtures/invoice-actions';
import { installPriceFeed, LOCAL_ETH_USD_FEED, pushPrice } from '../fixtures/price-feed-actions';
import { liveEntries, putRows } from '../fixtures/workspace-rows';
import { expect, installTestWallet, test } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

const ETH = 10n ** 18n;

/** Base currency USD (written as another tab would; the page reloads to read it). */
async function useUsd(page: Page, account: string): Promise<void> {
  await putRows(page, account, 'companyProfile', [sampleProfile({ baseCurrency: 'USD', logo: null })]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client' })).toBeVisible();
}

/** A draft invoice in USD paid in ETH, one line at `usd`, tolerance 1%; then Issue and sign. */
async function issueUsdInvoice(page: Page, usd: string): Promise<void> {
  await page.getByRole('button', { name: 'New invoice' }).click();
  const form = page.getByRole('form', { name: 'Invoice' });
  await form.getByLabel('Client').selectOption({ label: 'Acme' });
  const eth = await form.getByLabel('Paid in').locator('option').filter({ hasText: /^ETH/ }).first().textContent();
  await form.getByLabel('Paid in').selectOption({ label: eth ?? '' });
  await form.getByLabel('Amounts in').selectOption({ value: 'USD' });
  await form.getByLabel('Tolerance %').fill('1');
  await form.getByLabel('Receiving wallet').selectOption({ index: 1 });
  await form.getByLabel('Line 1 Description').fill('Audit');
  await form.getByLabel('Line 1 Unit price').fill(usd);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Issue and sign' }).click();
}

test('a USD invoice paid in ETH after the price moved posts the exchange difference; hledger and bean-check agree', async ({
  page,
  wallet,
  browser,
  baseURL,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  const owner = wallet.accounts[9] ?? '';
  await installPriceFeed(wallet.rpcUrl, owner);
  await pushPrice(wallet.rpcUrl, owner, '3000');
  await openClientPage(page, wallet);
  await useUsd(page, me);
  await addClient(page, 'Acme', client);
  await issueUsdInvoice(page, '3000');
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  await expect(page.getByTestId('invoice-fiat-terms')).toContainText(
    `Booked at 3000 USD per ETH (price feed ${LOCAL_ETH_USD_FEED}, round 18446744073709551617`,
  );
  const link = (await page.getByTestId('pay-link').getAttribute('href')) ?? '';

  await pushPrice(wallet.rpcUrl, owner, '2500');
  const payer = await browser.newContext({ baseURL });
  const payPage = await payer.newPage();
  const payerWallet = await installTestWallet(payPage, wallet.rpcUrl, 'approve');
  await payPage.goto(link);
  await payPage.reload();
  await expect(payPage.getByText('Signature valid')).toBeVisible();
  await expect(payPage.getByTestId('pay-total')).toHaveText('3,000 USD');
  await payerWallet.switchAccount(1);
  await payPage
    .getByRole('button', { name: /^Connect/ })
    .first()
    .click();
  const quote = payPage.getByTestId('pay-quote');
  await expect(quote).toContainText('Due 3,000 USD = 1.2 ETH at 2500 USD per ETH');
  await expect(quote).toContainText(`price feed ${LOCAL_ETH_USD_FEED}, round 18446744073709551618`);
  await expect(quote).toContainText('1%');
  expect((await axeBuilder(payPage).analyze()).violations).toEqual([]);
  await payPage.getByRole('button', { name: 'Pay 1.2 ETH' }).click();
  await expect(payPage.getByTestId('pay-status')).toHaveText(/Paid in full \(3,000\sUSD\)/);
  await payer.close();

  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect
    .poll(async () =>
      (await liveEntries(page, me, 'invoice:'))
        .flatMap((e) => e.postings)
        .filter((p) => p.accountId === 'realised-fx')
        .map((p) => p.amount),
    )
    .toEqual([(-(2n * ETH) / 10n).toString()]);

  // On Transactions the payment is an incoming row from the client, valued in USD on its day (the
  // feed's newest round of the day, 2500: 1.2 ETH is $3,000.00), its price's source on hover.
  await page.goto('/platform/transactions');
  const paid = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: '+1.2\u00a0ETH' });
  await expect(paid).toContainText('Acme');
  await expect(paid.locator('[data-base-value]')).toHaveText(/^≈ \$3,000\.00/);
  await expect(paid.locator('[data-base-value]')).toHaveAttribute(
    'title',
    new RegExp(`^Price from feed ${LOCAL_ETH_USD_FEED}`),
  );

  await page.getByRole('link', { name: 'Accounting', exact: true }).click();
  await page.getByRole('tablist', { name: 'Accounting sections' }).getByRole('tab', { name: 'Reports' }).click();
  await expect(trialBalance(page).getByRole('rowheader', { name: /Realised FX gain\/loss/ })).toBeVisible();
  const pageBalances = await pageTrialBalance(page);
  expect(pageBalances['4800']).toBe('-0.2');
  expect(pageBalances['1100']).toBeUndefined(); // the receivable is cleared

  await outsideToolsAgree(page, pageBalances, /^P \d{4}-\d{2}-\d{2} .*2500/m);
});

test('without a rate a USD invoice cannot be issued, and says why (never priced at 0)', async ({ page, wallet }) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  await installPriceFeed(wallet.rpcUrl, wallet.accounts[9] ?? ''); // a feed without any round
  await openClientPage(page, wallet);
  await useUsd(page, me);
  await addClient(page, 'Acme', client);
  await issueUsdInvoice(page, '3000');
  await expect(page.getByText(/has no round yet: no rate exists/)).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
});
