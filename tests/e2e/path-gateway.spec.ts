import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import type { Page } from '@playwright/test';
import { payLink } from '@/lib/payments/invoice-typed-data';
import { payDocumentBytes, payDocumentCid, shortPayLink } from '@/lib/payments/pay-document';
import { signTestInvoice, testInvoiceMessage } from '@/lib/payments/signed-invoice.testing';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test as walletTest } from '../fixtures/test-wallet';

// The same dist/ served under a prefix it was not built for, as an IPFS path gateway serves it
// (/ipfs/<cid>/…): folders redirect to their trailing-slash form and every unknown path gets the
// root's 404.html. The prefix is random, so nothing can be hard-wired to it.

const dist = process.env.E2E_DIR ?? 'dist';
const prefix = `/ipfs/bafy${randomBytes(12).toString('hex')}/`;

const test = walletTest.extend<object, { gateway: { url: string; close: () => Promise<void> } }>({
  gateway: [
    async ({}, use) => {
      const server = await startStaticServer({ root: dist, base: prefix, folderRedirects: true });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ gateway }, provide) => provide(gateway.url),
});

/**
 * Every response of 400 or more the page receives from now on, except the document's own (a 404)
 * and the 404 page's HEAD probes for the site root.
 */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' || request.method() === 'HEAD') return;
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test('the landing page loads every asset and island under the prefix and links to the login page there', async ({
  page,
  gateway,
}) => {
  const failed = failedResponses(page);
  await page.goto(gateway.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const urls = await page.$$eval('[href], [src], [component-url], [renderer-url]', (elements) =>
    elements.flatMap((el) =>
      ['href', 'src', 'component-url', 'renderer-url'].map((name) => el.getAttribute(name) ?? '').filter(Boolean),
    ),
  );
  expect(urls.filter((url) => url.startsWith('/'))).toEqual([]);
  // The islands hydrated from the prefixed chunks: the pricing toggle answers.
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`${gateway.url}login/`);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('login lands in the platform under the prefix; a deep link with a tab survives a reload', async ({
  page,
  gateway,
  wallet,
}) => {
  wallet.authorize();
  const failed = failedResponses(page);
  await page.goto('login');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page).toHaveURL(`${gateway.url}platform`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('platform/vendors?tab=statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Statements' })).toHaveAttribute('aria-selected', 'true');
  // The router links stay under the prefix.
  await expect(
    page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Client', exact: true }),
  ).toHaveAttribute('href', `${prefix}platform/client`);
  await page.getByRole('tab', { name: 'Aging' }).click();
  await expect(page).toHaveURL(/\/platform\/vendors\/?\?tab=aging$/);
  await page.reload();
  expect(new URL(page.url()).pathname.startsWith(prefix)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Aging' })).toHaveAttribute('aria-selected', 'true');
  expect(failed).toEqual([]);
});

test('an unknown path at any depth under the prefix lands on the prefix home, its entry replaced', async ({
  page,
  gateway,
}) => {
  const failed = failedResponses(page);
  for (const path of ['nope', 'platform/x/y', 'platform/vendors/z/?q=1#top']) {
    await page.goto(`${gateway.url}#contact`);
    const response = await page.goto(`${gateway.url}${path}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(gateway.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Replaced, not pushed: one step back is the page before the unknown path.
    await page.goBack();
    await expect(page).toHaveURL(`${gateway.url}#contact`);
  }
  expect(failed).toEqual([]);
});

/** An invoice of one line for `wei`, signed by a new random issuer. */
async function ethInvoice(wei: string) {
  const issuer = Wallet.createRandom();
  const message = testInvoiceMessage(issuer.address, {
    lines: [{ description: 'Audit', quantity: '1', unitPrice: wei, discountPercent: '0', taxRatePercent: '0' }],
    taxTotal: '0',
    total: wei,
  });
  return { issuer, signed: await signTestInvoice(issuer, message) };
}

test('the pay page verifies a pay link made for the prefix and offers to pay', async ({ page, gateway }) => {
  const { issuer, signed } = await ethInvoice('2000000000000000000');
  const failed = failedResponses(page);

  await page.goto(payLink(gateway.url, signed));
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}pay/#i=`));
  await expect(page.getByTestId('pay-signer')).toHaveText(issuer.address);
  await expect(page.getByText('Signature valid')).toBeVisible();
  await expect(page.getByTestId('pay-total')).toHaveText('2 ETH');
  await expect(page.getByRole('button', { name: /^Connect/ }).first()).toBeVisible();
  expect(failed).toEqual([]);
});

test('a short pay link made for the prefix reads its signed invoice from the gateway serving the page', async ({
  page,
  gateway,
}) => {
  const { issuer, signed } = await ethInvoice('3000000000000000000');
  const document = Buffer.from(payDocumentBytes(signed));
  const cid = payDocumentCid(document);
  // Not in this browser's Storage; the path gateway serving the site has the pinned document at
  // its own /ipfs/<cid> (the static server stands in for the site's files only).
  const { host } = new URL(gateway.url);
  await page.context().route(
    (url) => url.host === host && url.pathname === `/ipfs/${cid}`,
    (route) => route.fulfill({ status: 200, body: document, contentType: 'application/vnd.ipld.raw' }),
  );
  const failed = failedResponses(page);

  // The lazily loaded Storage reader and payment panel come from the prefix too.
  await page.goto(shortPayLink(gateway.url, cid));
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}pay/#c=${cid}$`));
  await expect(page.getByTestId('pay-source')).toHaveText(
    `Fetched from the IPFS gateway ${host}; its content matches the link's CID.`,
  );
  await expect(page.getByTestId('pay-signer')).toHaveText(issuer.address);
  await expect(page.getByText('Signature valid')).toBeVisible();
  await expect(page.getByTestId('pay-total')).toHaveText('3 ETH');
  await expect(page.getByRole('button', { name: /^Connect/ }).first()).toBeVisible();
  expect(failed).toEqual([]);
});
