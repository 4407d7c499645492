// Client invoices paid on chain: an invoice paid by another account calling the
// PaymentRouter directly with the reference read from the invoice turns partially paid, then paid,
// on the open page without a reload, with its entries in the ledger; the same invoice flow through
// the public /pay page in a second browser context with a different wallet; a tampered pay link
// is refused with no payment button; a fake token's Payment or one to a payee that is not ours
// marks nothing; an overpayment is flagged.
import { readFileSync } from 'node:fs';
import { getAddress } from 'ethers';
import type { Page } from '@playwright/test';
import { deployToken, mintToken } from '../fixtures/chain-actions';
import { addClient, issueInvoice, openClientPage, ROUTER } from '../fixtures/invoice-actions';
import { payEthVia, payTokenVia } from '../fixtures/payment-actions';
import { liveEntries } from '../fixtures/workspace-rows';
import { expect, installTestWallet, test } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

const ETH = 10n ** 18n;
const axe = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Saves a company profile with a logo (a Blob, which putRows cannot carry), as the Company page would. */
async function seedCompanyLogo(page: Page, account: string): Promise<void> {
  await page.evaluate(
    ({ name, png }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('companyProfile', 'readwrite');
          const logo = new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' });
          tx.objectStore('companyProfile').put({
            id: 'company',
            legalName: 'Ledger Test Co',
            registrationNumber: '',
            taxId: '',
            address: '',
            country: 'DE',
            baseCurrency: 'EUR',
            fiscalYearStartMonth: 1,
            logo,
            updatedAt: new Date().toISOString(),
            revision: 1,
          });
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => (db.close(), reject(tx.error));
        };
      }),
    { name: `ledgerline-ws-${account.toLowerCase()}`, png: PNG_1PX },
  );
}

test('an invoice paid from outside through the PaymentRouter turns partially paid, then paid, live, with its ledger entries', async ({
  page,
  wallet,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  await openClientPage(page, wallet);
  await addClient(page, 'Acme', client);
  const reference = await issueInvoice(page, 'Acme', /ETH/, '2');
  expect(reference).toMatch(/^0x[0-9a-f]{64}$/);
  // A company logo saved meanwhile (straight into IndexedDB: the page sees it on its next read, the payment's).
  await seedCompanyLogo(page, me);

  await payEthVia(wallet.rpcUrl, ROUTER, client, reference, me, ETH / 2n);
  await expect(page.getByTestId('invoice-status')).toHaveText('Partially paid');
  await expect(page.getByTestId('invoice-settlement')).toContainText('Open 1.5 ETH');
  // The payer named from the client's wallets, its full address on hover.
  await expect(page.getByTestId('invoice-settlement')).toContainText('0.5 ETH from Acme');
  await expect(page.getByTestId('invoice-settlement').getByTitle(client)).toContainText('Acme');
  // The printable invoice shows the company's logo and the pay page's QR code.
  const printable = page.getByRole('article', { name: /^Invoice / });
  await expect(printable.getByRole('img', { name: 'Ledger Test Co logo' })).toBeVisible();
  await expect(printable.getByRole('img', { name: /^Pay page QR code of invoice / })).toBeVisible();

  // Receivables: the open part is aged (due today: current) and the client's statement has the payment.
  await page.getByRole('tab', { name: 'Aging' }).click();
  await expect(
    page.getByRole('table', { name: 'Receivables aging' }).getByRole('row').filter({ hasText: 'Acme' }),
  ).toContainText('1.5 ETH');
  await page.getByRole('tab', { name: 'Statements' }).click();
  await page.getByLabel('Statement for').selectOption({ label: 'Acme' });
  const statement = page.getByRole('table', { name: 'Client statement' }).getByRole('row');
  await expect(statement).toHaveCount(4); // the header, the invoice, the payment, the closing line
  await expect(statement.nth(2)).toContainText('0.5 ETH');
  await expect(statement.nth(2)).toContainText('1.5 ETH');
  await expect(statement.nth(3)).toContainText('Closing balance');
  await expect(page.getByTestId('statement-closing-quantity')).toHaveText('1.5\u00a0ETH');
  await page.getByRole('tab', { name: 'Invoices' }).click();

  const second = await payEthVia(wallet.rpcUrl, ROUTER, client, reference, me, (3n * ETH) / 2n);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  expect(await axe(page)).toEqual([]);

  await expect
    .poll(async () =>
      (await liveEntries(page, me, 'invoice:')).map((e) => e.source.split(':').slice(2, 3).join(':') || 'issue').sort(),
    )
    .toEqual(['issue', 'payment', 'payment']);
  const payments = (await liveEntries(page, me, 'invoice:')).filter((e) => e.source.includes(':payment:'));
  expect(payments.map((e) => e.postings.find((p) => p.accountId === 'accounts-receivable')?.amount).sort()).toEqual([
    `-${(3n * ETH) / 2n}`,
    `-${ETH / 2n}`,
  ]);

  // On Transactions the payment is its own incoming row from the client (the router forwarded the ETH
  // inside the client's call), linked to the invoice it paid.
  await page.goto('/platform/transactions');
  const paid = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: '+1.5\u00a0ETH' });
  await expect(paid).toContainText('Acme');
  await expect(paid).toContainText('Payment');
  await page.getByRole('button', { name: new RegExp(`^Details of ${second}`) }).click();
  const detail = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(detail).toContainText('internal transfer');
  await detail.getByRole('link', { name: /^Invoice / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Invoice / })).toBeVisible();
});

test('a fake token’s Payment or one to a payee not ours marks nothing paid; an overpayment is flagged', async ({
  page,
  wallet,
}) => {
  const [me, client, stranger] = wallet.accounts.map((a) => getAddress(a)) as [string, string, string];
  const token = getAddress(await deployToken(wallet.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
  const fake = getAddress(await deployToken(wallet.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, client, client, 100_000_000n);
  await mintToken(wallet.rpcUrl, fake, client, client, 100_000_000n);
  await mintToken(wallet.rpcUrl, token, client, me, 1n); // the workspace learns the token from this transfer
  await openClientPage(page, wallet);
  await addClient(page, 'Acme', client);
  const reference = await issueInvoice(page, 'Acme', /TUSD/, '10');

  await payTokenVia(wallet.rpcUrl, ROUTER, fake, client, reference, me, 10_000_000n);
  await payTokenVia(wallet.rpcUrl, ROUTER, token, client, reference, stranger, 10_000_000n);
  await expect(page.getByTestId('invoice-settlement')).toContainText('Not counted');
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  await expect(page.getByTestId('invoice-settlement')).toContainText('Paid 0 TUSD');

  await payTokenVia(wallet.rpcUrl, ROUTER, token, client, reference, me, 12_000_000n);
  await expect(page.getByTestId('invoice-status')).toHaveText('Overpaid');
  await expect(page.getByTestId('invoice-settlement')).toContainText('Overpaid by 2 TUSD');
});

test('paid through the /pay page from a second browser with another wallet; a tampered link is refused', async ({
  page,
  wallet,
  browser,
  baseURL,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  const token = getAddress(await deployToken(wallet.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, client, client, 100_000_000n);
  await mintToken(wallet.rpcUrl, token, client, me, 1n);
  await openClientPage(page, wallet);
  await addClient(page, 'Acme', client);
  await issueInvoice(page, 'Acme', /TUSD/, '5', '10');
  const link = (await page.getByTestId('pay-link').getAttribute('href')) ?? '';
  expect(link).toContain('/pay#i=');

  const payer = await browser.newContext({ baseURL });
  const payPage = await payer.newPage();
  const payerWallet = await installTestWallet(payPage, wallet.rpcUrl, 'approve');
  // A tampered link: the total changed in the fragment.
  const fragment = new URL(link).hash.slice(3);
  const data = JSON.parse(Buffer.from(fragment, 'base64url').toString('utf8')) as { message: { total: string } };
  data.message.total = '1';
  await payPage.goto(`/pay#i=${Buffer.from(JSON.stringify(data)).toString('base64url')}`);
  await expect(payPage.getByRole('alert')).toContainText('tampered');
  await expect(payPage.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(await axe(payPage)).toEqual([]);

  await payPage.goto(link);
  await payPage.reload();
  await expect(payPage.getByTestId('pay-signer')).toHaveText(me);
  await expect(payPage.getByText('Signature valid')).toBeVisible();
  await expect(payPage.getByTestId('pay-total')).toHaveText('5.5 TUSD');
  expect(await axe(payPage)).toEqual([]);
  await payerWallet.switchAccount(1);
  // The payer's wallet starts on another network: the page offers the switch and asks the wallet.
  await payerWallet.switchChain(1);
  await payPage
    .getByRole('button', { name: /^Connect/ })
    .first()
    .click();
  await payPage.getByRole('button', { name: /^Switch to / }).click();
  await expect.poll(() => payerWallet.requests.includes('wallet_switchEthereumChain')).toBe(true);
  await payerWallet.switchChain(31337); // the switch, as the wallet reports it
  await payPage.getByRole('button', { name: 'Pay 5.5 TUSD' }).click();
  await expect(payPage.getByTestId('pay-status')).toHaveText(/Paid in full/);
  expect(payerWallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2); // approve, then pay

  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await payer.close();
});

test('the client directory imports a CSV after a preview with per-row errors, and exports it', async ({
  page,
  wallet,
}) => {
  const client = getAddress(wallet.accounts[1] ?? '');
  await openClientPage(page, wallet);
  await page.getByRole('tab', { name: 'Directory' }).click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = `name,email,wallets,terms_days\nAcme,billing@acme.test,31337:${client},14\nBroken,not-an-email,,\n`;
  await page
    .getByLabel(/CSV file/)
    .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('list', { name: 'Rows with errors' })).toContainText('Line 3 (email)');
  await expect(page.getByRole('cell', { name: 'Acme', exact: true })).toHaveCount(0); // nothing written before Import
  await page.getByRole('button', { name: 'Import 1' }).click();
  await expect(page.getByRole('cell', { name: 'Acme', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'net 14' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  expect(readFileSync(file, 'utf8')).toContain(`Acme,,billing@acme.test,client,31337:${client},,,14`);
});
