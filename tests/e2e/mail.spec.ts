// Mail against the built site with the test wallet on a real anvil: a reminder prepared from an
// overdue invoice downloads as an .eml whose pay link opens that invoice's pay page and whose PDF
// invoice carries the wallet's code (read by poppler, qpdf and zbar); an incoming
// bill (.eml with a PDF) becomes a bill draft with the PDF in Storage; the page is axe clean.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAddress } from 'ethers';
import PostalMime from 'postal-mime';
import type { Page } from '@playwright/test';
import { paymentRouterBytecode } from '@/lib/contracts/generated/artifacts';
import { buildEml } from '@/lib/formats/eml';
import { parseEip681Integer } from '@/lib/formats/eip681-number';
import { addDays } from '@/lib/primitives/days';
import { isoDay } from '@/lib/primitives/days';
import { installCodeAt } from '../fixtures/payment-actions';
import { splitEip681, zbarDecode } from '../fixtures/qr-decode';
import { putRows, readRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, installTestWallet, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const ROUTER =
  (JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, { PaymentRouter: string }>)[
    '31337'
  ]?.PaymentRouter ?? '';
const axe = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const today = () => isoDay();

test.describe.configure({ timeout: 90_000 });

async function setSender(page: Page): Promise<void> {
  await page.goto('/platform/mail?tab=settings');
  await page.getByLabel('Your e-mail address').fill('billing@ledger-test.example');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Mail settings saved.')).toBeVisible();
}

test('a reminder prepared from an overdue invoice is an .eml carrying the wallet request (no pinning), and the invoice’s link opens its pay page', async ({
  page,
  wallet,
  browser,
  baseURL,
}) => {
  const client = getAddress(wallet.accounts[1] ?? '');
  await installCodeAt(wallet.rpcUrl, wallet.accounts[9] ?? '', paymentRouterBytecode, ROUTER);
  await connectWallet(page, '/platform/client');
  await expect(page.getByRole('heading', { level: 1, name: 'Client' })).toBeVisible();
  // A client with an e-mail address, and an invoice issued 30 days ago, due 10 days ago.
  await page.getByRole('tab', { name: 'Directory' }).click();
  await page.getByRole('button', { name: 'Add client' }).click();
  const party = page.getByRole('form', { name: 'New counterparty' });
  await party.getByLabel('Name', { exact: true }).fill('Zoë Müller GmbH');
  await party.getByLabel('E-mail').fill('ap@zoe.example');
  await party.getByRole('button', { name: 'Add wallet' }).click();
  await party.getByLabel('Address of wallet 1').fill(client);
  await party.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: 'New invoice' }).click();
  const form = page.getByRole('form', { name: 'Invoice' });
  await form.getByLabel('Client').selectOption({ label: 'Zoë Müller GmbH' });
  await form.getByLabel('Issue date').fill(addDays(today(), -30));
  await form.getByLabel('Due date').fill(addDays(today(), -10));
  await form.getByLabel('Receiving wallet').selectOption({ index: 1 });
  await form.getByLabel('Line 1 Description').fill('Audit');
  await form.getByLabel('Line 1 Unit price').fill('2');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('button', { name: 'Issue and sign' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued · Overdue');
  await expect(page.getByText('Nothing was mailed yet')).toBeVisible();
  const number = ((await page.getByRole('heading', { name: /^Invoice / }).textContent()) ?? '').replace('Invoice ', '');
  // The long self-contained link stays on the invoice to copy (a mail carries the short one or the wallet request).
  const link = (await page.getByTestId('pay-link').getAttribute('href')) ?? '';
  expect(link).toContain('/pay#i=');

  // The company has a name but no address yet: the template's {{companyAddress}} has no value.
  await putRows(page, wallet.accounts[0] ?? '', 'companyProfile', [
    {
      id: 'company',
      legalName: 'Ledger Test Co',
      registrationNumber: '',
      taxId: '',
      address: '',
      country: '',
      baseCurrency: '',
      fiscalYearStartMonth: 1,
      logo: null,
      updatedAt: new Date().toISOString(),
      revision: 1,
    },
  ]);
  await setSender(page);
  // The schedule's "7 days after" reminder (3 days ago) is listed; preparing it fills the template.
  await page.getByRole('tab', { name: 'Reminders' }).click();
  const row = page.getByRole('table', { name: 'Reminders table' }).getByRole('row').filter({ hasText: '7 days after' });
  await row.getByRole('link', { name: `Prepare reminder for ${number}` }).click();
  await expect(page.getByLabel('To')).toHaveValue('ap@zoe.example');
  await expect(page.getByLabel('Subject')).toHaveValue(
    `Reminder: invoice ${number} was due on ${addDays(today(), -10)} (10 days overdue)`,
  );
  // The variable without a value is named, and nothing can leave until it is dealt with.
  await expect(page.getByText('{{companyAddress}} has no value')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download .eml' })).toBeDisabled();
  const body = page.getByLabel('Message', { exact: true });
  await body.fill((await body.inputValue()).replace('{{companyAddress}}', '1 Main Street'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .eml' }).click();
  const eml = readFileSync((await (await download).path()) ?? '');
  const mail = await PostalMime.parse(eml);
  expect(mail.to?.[0]).toMatchObject({ address: 'ap@zoe.example' });
  // No pinning here: no pay-page code (its short link would open in this browser only), and neither
  // the body nor the calendar entry carries a pay link: the body has the wallet's EIP-681 request
  // (the PDF's code below), never the long link.
  expect(mail.attachments.map((a) => a.mimeType)).toEqual(['application/pdf', 'text/calendar']);
  expect(mail.text).not.toContain('/pay#i=');
  const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar')?.content ?? '';
  expect(typeof ics === 'string' ? ics : new TextDecoder().decode(ics)).not.toContain('/pay#');
  const bodyRequest = /ethereum:\S+/.exec(mail.text ?? '')?.[0] ?? '';

  // The attached PDF invoice, read by Debian's tools: qpdf finds it sound, pdftotext reads the
  // number, and zbarimg reads its one code from a 300 dpi rendering at printed size: the wallet's
  // payEth request (no IPFS endpoint is set here, so the PDF prints no short link).
  const pdfDir = mkdtempSync(join(tmpdir(), 'mail-pdf-'));
  const pdfFile = join(pdfDir, `${number}.pdf`);
  const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')?.content ?? '';
  writeFileSync(pdfFile, typeof pdf === 'string' ? pdf : new Uint8Array(pdf));
  expect(execFileSync('qpdf', ['--check', pdfFile], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors',
  );
  expect(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' })).toContain(`Invoice ${number}`);
  execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', pdfFile, join(pdfDir, 'page')]);
  const printed = zbarDecode(readFileSync(join(pdfDir, 'page-1.png')));
  rmSync(pdfDir, { recursive: true, force: true });
  expect(printed).toHaveLength(1);
  expect(bodyRequest).toBe(printed[0]);
  const request = splitEip681(printed[0] ?? '');
  expect(request).toMatchObject({ contract: ROUTER, chainId: 31337, functionName: 'payEth' });
  expect(request.params.map(([k]) => k)).toEqual(['bytes32', 'address', 'value']);
  expect(request.params[0]?.[1]).toMatch(/^0x[0-9a-f]{64}$/);
  expect(request.params[1]?.[1]).toBe(getAddress(wallet.accounts[0] ?? ''));
  const value = parseEip681Integer(request.params[2]?.[1] ?? '');
  expect(value).toEqual({ ok: true, value: 2n * 10n ** 18n });

  // The link opens that invoice's pay page, signature valid, in a stranger's browser.
  const payer = await browser.newContext({ baseURL });
  const payPage = await payer.newPage();
  await installTestWallet(payPage, wallet.rpcUrl, 'approve');
  await payPage.goto(link);
  await expect(payPage.getByText('Signature valid')).toBeVisible();
  await expect(payPage.getByText(number).first()).toBeVisible();
  await payer.close();

  // The outbox has it until the user marks it sent; the invoice's history says so.
  await page.getByRole('tab', { name: 'Messages' }).click();
  const message = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: number });
  await expect(message).toContainText('In the outbox');
  await message.getByRole('button', { name: /^Actions for message / }).click();
  await page.getByRole('menuitem', { name: 'Mark as sent' }).click();
  await expect(message).toContainText('Sent');
});

test('an incoming bill (.eml with a PDF) becomes a bill draft with the PDF in Storage', async ({ page, wallet }) => {
  const account = wallet.accounts[0] ?? '';
  const now = new Date().toISOString();
  await connectWallet(page, '/platform/mail?tab=import');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await putRows(page, account, 'counterparties', [
    {
      id: 'v-paper',
      name: 'Paper Co',
      legalName: '',
      email: 'billing@paper.example',
      isClient: false,
      isVendor: true,
      wallets: [{ chainId: 31337, address: getAddress(wallet.accounts[2] ?? '') }],
      taxId: '',
      address: '',
      paymentTermsDays: 30,
      incomeAccountId: null,
      expenseAccountId: 'general-expenses',
      notes: '',
      createdAt: now,
      updatedAt: now,
      revision: 1,
    },
  ]);
  await page.reload();
  const pdf = new TextEncoder().encode('%PDF-1.4\n% a vendor bill\n%%EOF\n');
  const eml = buildEml({
    from: { name: 'Paper Co Billing', address: 'Billing@Paper.example' },
    to: [{ address: 'me@example.com' }],
    subject: 'Invoice PC-2026-77',
    text: 'Hello,\n\nAmount due: 12.50 ETH\nDue date: 2026-12-20\n\nThanks',
    date: new Date('2026-11-20T10:00:00Z'),
    id: 'incoming-1',
    attachments: [{ filename: 'PC-2026-77.pdf', contentType: 'application/pdf', content: pdf }],
  });
  await page
    .getByLabel('Message (.eml)')
    .setInputFiles({ name: 'bill.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) });
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'vendor Paper Co' })).toBeVisible();
  await page.getByRole('button', { name: 'Create bill draft' }).click();

  await expect(page).toHaveURL(/\/platform\/vendors/);
  const form = page.getByRole('form', { name: 'New bill' });
  await expect(form.getByLabel("Vendor's bill number")).toHaveValue('PC-2026-77');
  await expect(form.getByLabel('Due date')).toHaveValue('2026-12-20');
  await expect(form.getByLabel('Total')).toHaveValue('12.50');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Bill saved as a draft.')).toBeVisible();

  const [document] = await readRows(page, account, 'documents');
  expect(document).toMatchObject({ name: 'PC-2026-77.pdf', type: 'application/pdf', size: pdf.length });
  const [bill] = await readRows(page, account, 'bills');
  expect(bill).toMatchObject({ billNumber: 'PC-2026-77', total: '12500000000000000000', documentCid: document?.cid });
  await page.goto('/platform/storage');
  await expect(page.getByText('PC-2026-77.pdf').first()).toBeVisible();
});

// One test per colour scheme: ten axe runs in one test ran past its limit on a loaded machine.
for (const scheme of ['light', 'dark'] as const) {
  test(`every Mail tab is axe clean in ${scheme} at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await connectWallet(page, '/platform/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await emulateScheme(page, scheme);
    for (const tab of ['Messages', 'Reminders', 'Templates', 'Import', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      if (tab === 'Templates') await page.getByRole('button', { name: 'New template' }).click();
      expect({ scheme, tab, violations: await axe(page) }).toEqual({ scheme, tab, violations: [] });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ tab, overflow }).toEqual({ tab, overflow: 0 });
    }
  });
}
