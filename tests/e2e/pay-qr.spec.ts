// The printed invoice's QR codes, read by an independent decoder (zbarimg) from screenshots at their
// displayed size, on screen and with print media (where they are 40 mm wide): the wallet's EIP-681
// request (the PaymentRouter call with reference, payee and amount; approve then payToken for a
// token) and the short pay-page link, whose CID names the signed invoice in Storage. The short link
// opens the pay page from this browser's Storage, from an IPFS gateway in another browser (where it
// is paid), and says so when neither has it or a gateway returns other bytes.
import { getAddress } from 'ethers';
import type { BrowserContext, Page } from '@playwright/test';
import { parseEip681Integer } from '@/lib/formats/eip681-number';
import { payDocumentCid } from '@/lib/payments/pay-document';
import { deployToken, mintToken } from '../fixtures/chain-actions';
import { addClient, issueInvoice, openClientPage, ROUTER } from '../fixtures/invoice-actions';
import { decodeOnScreenAndPrinted, splitEip681 } from '../fixtures/qr-decode';
import { expect, installTestWallet, test } from '../fixtures/test-wallet';
import { axeBuilder } from '../fixtures/axe';

const GATEWAY = 'https://ipfs.io/ipfs/';
const ETH = 10n ** 18n;

const units = (text: string | undefined) => {
  const parsed = parseEip681Integer(text ?? '');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** The signed invoice's JSON the long link carries (the pay document's exact bytes). */
async function longLinkDocument(page: Page): Promise<Buffer> {
  const link = (await page.getByTestId('pay-link').getAttribute('href')) ?? '';
  return Buffer.from(new URL(link).hash.replace(/^#i=/, ''), 'base64url');
}

/** Serves the pay document (or other bytes) at the public gateway for a context, as a pinned CID would be. */
async function gatewayServes(context: BrowserContext, cid: string, body: Buffer | null): Promise<void> {
  await context.route(`${GATEWAY}**`, (route) =>
    route.request().url().startsWith(`${GATEWAY}${cid}`) && body
      ? route.fulfill({ status: 200, body, headers: { 'access-control-allow-origin': '*' } })
      : route.fulfill({ status: 404, body: 'not found', headers: { 'access-control-allow-origin': '*' } }),
  );
}

test('an ETH invoice prints a payEth request and a short link that decode to its fields', async ({
  page,
  wallet,
  baseURL,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  await openClientPage(page, wallet);
  await addClient(page, 'Acme', client);
  const reference = await issueInvoice(page, 'Acme', /ETH/, '2.5');
  const printable = page.getByRole('article', { name: /^Invoice / });

  const request = splitEip681(
    await decodeOnScreenAndPrinted(page, printable.getByRole('img', { name: /^Wallet payment QR code/ })),
  );
  expect(request).toMatchObject({ contract: ROUTER, chainId: 31337, functionName: 'payEth' });
  expect(request.params.map(([k]) => k)).toEqual(['bytes32', 'address', 'value']);
  expect(request.params[0]?.[1]).toBe(reference);
  expect(request.params[1]?.[1]).toBe(me);
  expect(units(request.params[2]?.[1])).toBe((5n * ETH) / 2n);

  const short = await decodeOnScreenAndPrinted(page, printable.getByRole('img', { name: /^Pay page QR code/ }));
  expect(short).toBe(await page.getByTestId('short-pay-link').getAttribute('href'));
  const cid = new URL(short).hash.replace(/^#c=/, '');
  expect(short).toBe(`${baseURL}/pay#c=${cid}`);
  expect(payDocumentCid(await longLinkDocument(page))).toBe(cid);
  await expect(page.getByTestId('pay-document-status')).toHaveText(/^Opens in this browser only/);
  // The long self-contained link stays on screen, with Copy.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: /^Copy the pay link of invoice / }).click();
  const longLink = await page.getByTestId('pay-link').getAttribute('href');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(longLink);

  // Same browser, no gateway: the pay page reads the document from this browser's Storage.
  await gatewayServes(page.context(), cid, null);
  const payPage = await page.context().newPage();
  await payPage.goto(short);
  await expect(payPage.getByTestId('pay-source')).toHaveText(/^Fetched from this browser; its content matches/);
  await expect(payPage.getByText('Signature valid')).toBeVisible();
  await expect(payPage.getByTestId('pay-total')).toHaveText('2.5 ETH');
  await payPage.close();
});

test('a token invoice prints approve then payToken; its short link opens in another browser through a gateway and pays', async ({
  page,
  wallet,
  browser,
  baseURL,
}) => {
  const [me, client] = wallet.accounts.map((a) => getAddress(a)) as [string, string];
  const token = getAddress(await deployToken(wallet.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, client, client, 100_000_000n);
  await mintToken(wallet.rpcUrl, token, client, me, 1n); // the workspace learns the token from this transfer
  await openClientPage(page, wallet);
  await addClient(page, 'Acme', client);
  const reference = await issueInvoice(page, 'Acme', /TUSD/, '5', '10');
  const printable = page.getByRole('article', { name: /^Invoice / });
  await expect(printable.getByText(/two transactions from a wallet app/)).toBeVisible();

  const approve = splitEip681(
    await decodeOnScreenAndPrinted(page, printable.getByRole('img', { name: /^Step 1 of 2/ })),
  );
  expect(approve).toMatchObject({ contract: token, chainId: 31337, functionName: 'approve' });
  expect(approve.params.map(([k]) => k)).toEqual(['address', 'uint256']);
  expect(approve.params[0]?.[1]).toBe(ROUTER);
  expect(units(approve.params[1]?.[1])).toBe(5_500_000n);
  const pay = splitEip681(await decodeOnScreenAndPrinted(page, printable.getByRole('img', { name: /^Step 2 of 2/ })));
  expect(pay).toMatchObject({ contract: ROUTER, chainId: 31337, functionName: 'payToken' });
  expect(pay.params.map(([k, v]) => (k === 'uint256' ? [k, units(v)] : [k, v]))).toEqual([
    ['address', token],
    ['bytes32', reference],
    ['address', me],
    ['uint256', 5_500_000n],
  ]);

  const short = await decodeOnScreenAndPrinted(page, printable.getByRole('img', { name: /^Pay page QR code/ }));
  const cid = new URL(short).hash.replace(/^#c=/, '');
  const document = await longLinkDocument(page);

  // Another browser: nothing in its Storage, the gateway has the pinned document.
  const payer: BrowserContext = await browser.newContext({ baseURL });
  await gatewayServes(payer, cid, document);
  const payPage = await payer.newPage();
  const payerWallet = await installTestWallet(payPage, wallet.rpcUrl, 'approve');
  await payPage.goto(short);
  await expect(payPage.getByTestId('pay-source')).toHaveText(/^Fetched from the IPFS gateway ipfs\.io/);
  await expect(payPage.getByTestId('pay-signer')).toHaveText(me);
  await expect(payPage.getByText('Signature valid')).toBeVisible();
  await expect(payPage.getByTestId('pay-total')).toHaveText('5.5 TUSD');
  expect((await axeBuilder(payPage).analyze()).violations.map((v) => v.id)).toEqual([]);
  await payerWallet.switchAccount(1);
  await payPage
    .getByRole('button', { name: /^Connect/ })
    .first()
    .click();
  await payPage.getByRole('button', { name: 'Pay 5.5 TUSD' }).click();
  await expect(payPage.getByTestId('pay-status')).toHaveText(/Paid in full/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await payer.close();
});

test('a short link neither this browser nor the gateway has, or that a gateway answers with other bytes, is refused', async ({
  page,
  baseURL,
}) => {
  // The CID of some bytes that are not an invoice anywhere.
  const cid = payDocumentCid(new TextEncoder().encode('no such invoice'));
  await gatewayServes(page.context(), cid, null);
  await page.goto(`${baseURL}/pay#c=${cid}`);
  await expect(page.getByRole('alert')).toContainText('This invoice could not be fetched.');
  await expect(page.getByRole('alert')).toContainText(
    "it is not in this browser's Storage; the IPFS gateway ipfs.io answered 404",
  );
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect((await axeBuilder(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.context().unrouteAll();
  await gatewayServes(page.context(), cid, Buffer.from('{"v":1,"tampered":true}'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText("returned content that does not match the link's CID");
});
