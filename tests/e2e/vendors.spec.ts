// Vendors against the built site with the test wallet on a real anvil: a
// Viewer's approval is refused, an Accountant approves with an EIP-712 signature the page verifies
// and the bill posts expense and payable; three approved bills are paid in ONE Distributor
// transaction and all marked paid from the engine's confirmed row; a declined wallet request
// leaves them unpaid; one bill paid through the PaymentRouter is marked paid by its reference.
import type { Page } from '@playwright/test';
import { getAddress, Interface, keccak256, toUtf8Bytes } from 'ethers';
import { readFileSync } from 'node:fs';
import { distributorBytecode, paymentRouterBytecode } from '@/lib/contracts/generated/artifacts';
import { deployToken, mintToken, receiptOf, sendFrom } from '../fixtures/chain-actions';
import { testArtifact } from '../fixtures/test-contracts';
import { postedTo, putRows, readRows } from '../fixtures/workspace-rows';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { declineRequests } from '../fixtures/wallet-decline';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';
import { approveBill } from '../fixtures/bill-actions';

const DEPLOYED = (
  JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<
    string,
    { PaymentRouter: string; Distributor: string }
  >
)['31337']!;
const fresh = (salt: string) => getAddress(keccak256(toUtf8Bytes(salt)).slice(0, 42));
const VENDORS = [
  { id: 'v-alpha', name: 'Alpha Hosting', wallet: fresh('vendor-alpha') },
  { id: 'v-beta', name: 'Beta Design', wallet: fresh('vendor-beta') },
  { id: 'v-gamma', name: 'Gamma Legal', wallet: fresh('vendor-gamma') },
];
const NOW = '2026-01-01T00:00:00.000Z';

// Each test enters and signs bills through the page before paying: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Platform contract code at the deployments file's addresses on this fresh chain. */
async function installContract(wallet: TestWallet, bytecode: string, at: string): Promise<void> {
  const receipt = await receiptOf(
    wallet.rpcUrl,
    await sendFrom(wallet.rpcUrl, { from: wallet.accounts[9] ?? '', data: bytecode }),
  );
  await wallet.rpc('anvil_setCode', [at, await wallet.rpc('eth_getCode', [receipt.contractAddress, 'latest'])]);
}

const member = (account: string, role: string, revision = 1) => ({
  id: 'm-1',
  name: 'Robin Reviewer',
  email: 'robin@example.com',
  role,
  wallet: getAddress(account),
  createdAt: NOW,
  revision,
});
const vendorRow = (v: (typeof VENDORS)[number]) => ({
  id: v.id,
  name: v.name,
  legalName: '',
  email: '',
  isClient: false,
  isVendor: true,
  wallets: [{ chainId: 31337, address: v.wallet }],
  taxId: '',
  address: '',
  paymentTermsDays: 30,
  incomeAccountId: null,
  expenseAccountId: null,
  notes: '',
  createdAt: NOW,
  updatedAt: NOW,
  revision: 1,
});

async function openVendors(page: Page, wallet: TestWallet, role: string): Promise<string> {
  const account = wallet.accounts[0] ?? '';
  await connectWallet(page, '/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  // The team is exactly this member (replacing the first Admin the workspace was created with).
  await putRows(page, account, 'teamMembers', [member(account, role)], { replace: true });
  await putRows(page, account, 'counterparties', VENDORS.map(vendorRow));
  await page.reload();
  await page.getByRole('tab', { name: 'Directory' }).click();
  await expect(page.getByRole('cell', { name: 'Gamma Legal', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Bills' }).click();
  return account;
}

/** The New bill form, in its side panel (opened from the Bills tab unless it is open already). */
async function newBillForm(page: Page) {
  const form = page.getByRole('form', { name: 'New bill' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New bill' }).click();
  await expect(form).toBeVisible();
  return form;
}

async function addBill(page: Page, vendor: string, number: string, total: string, asset = 'ETH'): Promise<void> {
  const form = await newBillForm(page);
  await form.getByLabel('Vendor', { exact: true }).selectOption({ label: vendor });
  await form.getByLabel("Vendor's bill number").fill(number);
  await form.getByLabel('Issue date').fill('2026-01-05');
  // Due long ago: every bill here reads overdue (docs/product.md#bills), which the aging test relies on.
  await form.getByLabel('Due date').fill('2026-02-04');
  const value = await form
    .getByLabel('Asset')
    .locator('option', { hasText: new RegExp(`^${asset} `) })
    .getAttribute('value');
  await form.getByLabel('Asset').selectOption(value ?? '');
  await form.getByLabel('Expense account').selectOption({ label: '6300 Software' });
  await form.getByLabel('Total').fill(total);
  await form.getByRole('button', { name: 'Save and send for approval' }).click();
  await expect(form).toHaveCount(0); // the panel closes on save
  await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Awaiting approval · Overdue');
}

const bill = (page: Page, number: string) => page.getByTestId(`bill-${number}`);

test('in a new workspace the wallet that created it is its first Admin and approves a bill at once', async ({
  page,
  wallet,
}) => {
  const account = wallet.accounts[0] ?? '';
  await connectWallet(page, '/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await putRows(page, account, 'counterparties', VENDORS.map(vendorRow));
  await page.reload();
  await addBill(page, 'Alpha Hosting', 'O-1', '0.1');
  // What is signed, shown first: vendor, amount, due date and the payee in full.
  const signed = await approveBill(page, bill(page, 'O-1'));
  expect(signed).toContain('Alpha Hosting');
  expect(signed).toContain('0.1\u00a0ETH');
  expect(signed).toMatch(/Feb 4, 2026|4 Feb 2026/);
  expect(signed).toContain(VENDORS[0]?.wallet ?? '');
  await expect(bill(page, 'O-1').getByTestId('bill-status')).toHaveText('Approved · Overdue');
  await expect(bill(page, 'O-1').getByTestId('approval')).toContainText('Approved by Business User (Admin)');
});

test('a Viewer cannot approve; an Accountant approves with a signature the page verifies, posting expense and payable', async ({
  page,
  wallet,
}) => {
  const account = await openVendors(page, wallet, 'Viewer');
  // A vendor added through the shared directory: its wallet on this network becomes the bill's payee.
  const omega = fresh('vendor-omega');
  await page.getByRole('tab', { name: 'Directory' }).click();
  const directory = page.getByRole('region', { name: 'Vendor directory' });
  await directory.getByRole('button', { name: 'Add vendor' }).click();
  const vendorForm = directory.getByRole('form', { name: 'New counterparty' });
  await vendorForm.getByLabel('Name', { exact: true }).fill('Omega Supplies');
  await vendorForm.getByRole('button', { name: 'Add wallet' }).click();
  await vendorForm.getByLabel('Network of wallet 1').selectOption({ label: 'Anvil (local)' });
  await vendorForm.getByLabel('Address of wallet 1').fill(omega.toLowerCase());
  await vendorForm.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(directory.getByRole('cell', { name: 'Omega Supplies', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Bills' }).click();
  const newBill = await newBillForm(page);
  await newBill.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Omega Supplies' });
  await expect(newBill.getByLabel("Pay to (vendor's wallet)")).toHaveValue(omega);
  await addBill(page, 'Omega Supplies', 'A-1', '0.25');
  // A Viewer's Approve is disabled, with the reason and where to fix it.
  await expect(bill(page, 'A-1').getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(bill(page, 'A-1').getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
    /Robin Reviewer is a Viewer: only an Admin, Accountant or Approver can approve or reject bills\./,
  );
  await expect(page.getByRole('link', { name: 'Add your wallet to the team in Company' })).toHaveAttribute(
    'href',
    /\/platform\/company$/,
  );
  // Reject, in the row's menu, is disabled for the same reason.
  await bill(page, 'A-1').getByRole('button', { name: 'Actions for bill A-1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reject' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Reject' })).toHaveAccessibleDescription(
    /Robin Reviewer is a Viewer: only an Admin, Accountant or Approver can approve or reject bills\./,
  );
  await page.keyboard.press('Escape');
  await expect(bill(page, 'A-1').getByTestId('bill-status')).toHaveText('Awaiting approval · Overdue');
  expect(wallet.requests).not.toContain('eth_signTypedData_v4');

  await putRows(page, account, 'teamMembers', [member(account, 'Accountant', 2)]);
  await page.reload();
  await approveBill(page, bill(page, 'A-1'));
  await expect(bill(page, 'A-1').getByTestId('bill-status')).toHaveText('Approved · Overdue');
  const approval = bill(page, 'A-1').getByTestId('approval');
  await expect(approval).toContainText('Approved by Robin Reviewer (Accountant)');
  // The approver by name, the short address beside it and the full one on hover (and in the details).
  await expect(approval.locator(`[title="${getAddress(account)}"]`)).toContainText(getAddress(account).slice(-4));
  await expect(approval).toContainText('Signature verified');
  expect(wallet.requests).toContain('eth_signTypedData_v4');
  const [stored] = await readRows(page, account, 'bills');
  const entries = (await readRows(page, account, 'journalEntries')).filter(
    (e) => e.source === `bill:${String(stored?.id)}`,
  );
  expect(
    entries.map((e) => (e.postings as { accountId: string; amount: string }[]).map((p) => [p.accountId, p.amount])),
  ).toEqual([
    [
      ['software', '250000000000000000'],
      ['accounts-payable', '-250000000000000000'],
    ],
  ]);
  // Changing the approved bill sends it back to approval; the old signature no longer holds.
  await bill(page, 'A-1').getByRole('button', { name: 'Actions for bill A-1' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('form', { name: 'Edit bill' }).getByLabel('Total').fill('0.3');
  await page.getByRole('form', { name: 'Edit bill' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(bill(page, 'A-1').getByTestId('bill-status')).toHaveText('Awaiting approval · Overdue');
  await expect(bill(page, 'A-1').getByTestId('approval')).toContainText(
    'Signature invalid: the bill changed after it was signed',
  );
});

test('three approved bills are paid in one Distributor transaction and all marked paid; a declined wallet request pays none', async ({
  page,
  wallet,
}) => {
  await installContract(wallet, distributorBytecode, DEPLOYED.Distributor);
  await declineRequests(page, 'eth_sendTransaction', [0]);
  const account = await openVendors(page, wallet, 'Accountant');
  const bills: [string, string, string][] = [
    ['Alpha Hosting', 'B-1', '0.1'],
    ['Beta Design', 'B-2', '0.2'],
    ['Gamma Legal', 'B-3', '0.3'],
  ];
  for (const [vendor, number, total] of bills) {
    await addBill(page, vendor, number, total);
    await approveBill(page, bill(page, number));
    await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Approved · Overdue');
  }
  for (const [, number] of bills) await page.getByLabel(`Select bill ${number} for a batch payment`).check();
  await page.getByRole('button', { name: 'Pay selected bills' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the selected bills' });
  await expect(dialog.getByTestId('pay-item')).toHaveText(
    VENDORS.map((v, i) => `Bill B-${i + 1}: 0.${i + 1} ETH to ${v.wallet}`),
  );
  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You declined in your wallet: nothing was paid, the bills are still unpaid.',
  );
  for (const [, number] of bills)
    await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Approved · Overdue');
  expect(await readRows(page, account, 'billPayments')).toEqual([]);

  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  const hash = new URL(page.url()).searchParams.get('tx') ?? '';
  const tx = (await wallet.rpc('eth_getTransactionByHash', [hash])) as { to: string };
  expect(getAddress(tx.to)).toBe(DEPLOYED.Distributor);
  for (const [i, v] of VENDORS.entries())
    expect(BigInt((await wallet.rpc('eth_getBalance', [v.wallet, 'latest'])) as string)).toBe(
      BigInt(i + 1) * 10n ** 17n,
    );

  await page.goto('/platform/vendors');
  for (const [, number] of bills) await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Paid');
  const payments = await readRows(page, account, 'billPayments');
  expect(payments.map((p) => [p.kind, p.hash, (p.items as unknown[]).length])).toEqual([['batch', hash, 3]]);
  await page.getByRole('tab', { name: 'Aging' }).click();
  await expect(page.getByText('Nothing owed to vendors.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payables aging' })).toHaveCount(0);
  // Paying posts payable against the wallet (the transaction's own row is booked as payable).
  await expect
    .poll(() => postedTo(page, account, `tx:31337:${hash}:native`, 'accounts-payable'))
    .toEqual(['600000000000000000']);
});

test('one bill paid through the PaymentRouter with its reference is marked paid', async ({ page, wallet }) => {
  await installContract(wallet, paymentRouterBytecode, DEPLOYED.PaymentRouter);
  const account = await openVendors(page, wallet, 'Admin');
  await addBill(page, 'Beta Design', 'C-1', '0.05');
  await approveBill(page, bill(page, 'C-1'));
  await expect(bill(page, 'C-1').getByTestId('bill-status')).toHaveText('Approved · Overdue');
  await bill(page, 'C-1').getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay this bill' });
  await expect(dialog.getByTestId('pay-item')).toHaveText(`Bill C-1: 0.05 ETH to ${VENDORS[1]!.wallet}`);
  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await page.goto('/platform/vendors');
  await expect(bill(page, 'C-1').getByTestId('bill-status')).toHaveText('Paid');
  const [stored] = await readRows(page, account, 'bills');
  const events = await readRows(page, account, 'payments');
  expect(events.map((e) => [e.reference, e.payee])).toEqual([[stored?.reference, VENDORS[1]!.wallet]]);
});

test('bills in an ERC-20: the allowance is checked and the approval asked first, then one transaction pays them all', async ({
  page,
  wallet,
}) => {
  const [owner = ''] = wallet.accounts;
  const token = getAddress(await deployToken(wallet.rpcUrl, owner, 'Test Dollar', 'TUSD', 6));
  await mintToken(wallet.rpcUrl, token, owner, owner, 1_000_000_000n);
  await installContract(wallet, distributorBytecode, DEPLOYED.Distributor);
  const account = await openVendors(page, wallet, 'Accountant');
  // The sync engine meets TUSD in the mint's Transfer log and adds it to the workspace's tokens.
  await expect((await newBillForm(page)).getByLabel('Asset').locator('option', { hasText: /^TUSD / })).toHaveCount(1);
  await addBill(page, 'Alpha Hosting', 'T-1', '1.5', 'TUSD');
  await addBill(page, 'Beta Design', 'T-2', '2.25', 'TUSD');
  for (const number of ['T-1', 'T-2']) {
    await approveBill(page, bill(page, number));
    await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Approved · Overdue');
    await page.getByLabel(`Select bill ${number} for a batch payment`).check();
  }
  await page.getByRole('button', { name: 'Pay selected bills' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the selected bills' });
  await expect(dialog.getByRole('heading', { name: 'TUSD: 3.75 TUSD in total' })).toBeVisible();
  const sendsBefore = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  // Two wallet requests: approve(Distributor, 3.75 TUSD), then distributeToken.
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length - sendsBefore).toBe(2);
  const erc20 = new Interface([
    'function balanceOf(address) view returns (uint256)',
    'function allowance(address,address) view returns (uint256)',
  ]);
  const read = async (fn: 'balanceOf' | 'allowance', args: string[]) =>
    BigInt(
      (await wallet.rpc('eth_call', [{ to: token, data: erc20.encodeFunctionData(fn, args) }, 'latest'])) as string,
    );
  expect([
    await read('balanceOf', [VENDORS[0]!.wallet]),
    await read('balanceOf', [VENDORS[1]!.wallet]),
    await read('allowance', [owner, DEPLOYED.Distributor]),
  ]).toEqual([1_500_000n, 2_250_000n, 0n]);
  // The engine writes the payment's Transfer rows once mined and its ledger poster books them as
  // payable, so the books show it while the Success page is open, with no Vendors page running.
  const hash = String((await readRows(page, account, 'billPayments'))[0]?.hash);
  await expect
    .poll(() => postedTo(page, account, `tx:31337:${hash}:`, 'accounts-payable'))
    .toEqual(['1500000', '2250000']);
  await page.goto('/platform/vendors');
  for (const number of ['T-1', 'T-2']) await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Paid');
});

test('a batch the chain reverts (a payee that rejects ETH) marks none of its bills paid', async ({ page, wallet }) => {
  await installContract(wallet, distributorBytecode, DEPLOYED.Distributor);
  const rejecting =
    (
      await receiptOf(
        wallet.rpcUrl,
        await sendFrom(wallet.rpcUrl, {
          from: wallet.accounts[9] ?? '',
          data: testArtifact('RejectingReceiver').bytecode,
        }),
      )
    ).contractAddress ?? '';
  const account = await openVendors(page, wallet, 'Accountant');
  await putRows(page, account, 'counterparties', [
    vendorRow({ id: 'v-delta', name: 'Delta Refuses', wallet: getAddress(rejecting) }),
  ]);
  await page.reload();
  await addBill(page, 'Alpha Hosting', 'R-1', '0.1');
  await addBill(page, 'Delta Refuses', 'R-2', '0.2');
  for (const number of ['R-1', 'R-2']) {
    await approveBill(page, bill(page, number));
    await expect(bill(page, number).getByTestId('bill-status')).toHaveText('Approved · Overdue');
    await page.getByLabel(`Select bill ${number} for a batch payment`).check();
  }
  await page.getByRole('button', { name: 'Pay selected bills' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the selected bills' });
  await dialog.getByRole('button', { name: 'Confirm in wallet' }).click();
  // The node takes it and the chain reverts it (EthTransferFailed): the engine records it failed.
  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  const hash = new URL(page.url()).searchParams.get('tx') ?? '';
  expect(((await wallet.rpc('eth_getTransactionReceipt', [hash])) as { status: string }).status).toBe('0x0');
  await page.goto('/platform/vendors');
  await expect
    .poll(async () => (await readRows(page, account, 'chainTransactions')).find((r) => r.hash === hash)?.status)
    .toBe('failed');
  for (const number of ['R-1', 'R-2'])
    await expect(bill(page, number).getByTestId('bill-status')).toHaveText(
      `Approved · OverdueLast payment failed on chain (${hash}): nothing was paid`,
    );
  // Both can be selected and paid again; nothing moved.
  await expect(page.getByLabel('Select bill R-1 for a batch payment')).toBeVisible();
  expect(BigInt((await wallet.rpc('eth_getBalance', [VENDORS[0]!.wallet, 'latest'])) as string)).toBe(0n);
});

test('a received e-invoice (our own CII example) becomes a bill draft, its file in Storage linked to it', async ({
  page,
  wallet,
}) => {
  const account = wallet.accounts[0] ?? '';
  await connectWallet(page, '/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await page
    .getByLabel('E-invoice (UBL, CII or Factur-X PDF)')
    .setInputFiles('tests/fixtures/einvoices/own-cii-example.xml');
  const read = page.getByLabel('What the e-invoice says');
  await expect(read).toContainText('NumberND-2026-0417');
  await expect(read).toContainText('No vendor matches');
  await expect(page.getByText(/passes the EN 16931 rules checked here/)).toBeVisible();
  expect(await readRows(page, account, 'documents')).toEqual([]); // reading stores nothing
  await page.getByRole('button', { name: 'Add vendor Nordlicht Druck GmbH' }).click();
  // The vendor added is then the one its VAT ID matches.
  await expect(read).toContainText('Nordlicht Druck GmbH (matched by VAT ID)');
  await page.getByRole('button', { name: 'Create bill draft' }).click();

  const form = page.getByRole('form', { name: 'New bill' });
  await expect(form.getByLabel("Vendor's bill number")).toHaveValue('ND-2026-0417');
  await expect(form.getByLabel('Vendor', { exact: true }).locator('option:checked')).toHaveText('Nordlicht Druck GmbH');
  await expect(form.getByLabel('Issue date')).toHaveValue('2026-03-02');
  await expect(form.getByLabel('Amounts in')).toHaveValue('EUR');
  // Its lines add up to the amount due (1062.25): they are the bill's lines, with the VAT per rate
  // (7 % and 19 %, each on its taxable amount) as the e-invoice's breakdown states it.
  await expect(form.getByLabel('Total')).toHaveCount(0);
  await expect(form.getByLabel('Line 1 description')).toHaveValue('Broschüre A5, 16 Seiten (500 × 0.84, VAT 7 %)');
  await expect(form.getByLabel('Line 1 amount')).toHaveValue('420.00');
  await expect(form.getByLabel('Line 2 amount')).toHaveValue('260.00');
  await expect(form.getByLabel('Line 3 amount')).toHaveValue('255.00');
  await expect(form.getByLabel('Line 4 description')).toHaveValue('VAT 7 % on €420.00');
  await expect(form.getByLabel('Line 4 amount')).toHaveValue('29.40');
  await expect(form.getByLabel('Line 5 description')).toHaveValue('VAT 19 % on €515.00');
  await expect(form.getByLabel('Line 5 amount')).toHaveValue('97.85');
  await expect(form.getByLabel('Line 6 description')).toHaveCount(0);
  await expect(form.getByLabel('Notes')).toHaveValue(
    /Pay by SEPA credit transfer, to DE34200505501234567890, reference ND-2026-0417/,
  );
  // The vendor's IBAN is no wallet: the user gives the wallet and the account, then saves.
  await form.getByLabel("Pay to (vendor's wallet)").fill(fresh('vendor-nordlicht'));
  await form.getByLabel('Expense account').selectOption({ label: '6300 Software' });
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form).toHaveCount(0);
  await expect(bill(page, 'ND-2026-0417').getByTestId('bill-status')).toHaveText('Draft');
  // The saved bill carries both rates, and its total is the e-invoice's amount due to the cent.
  const [saved] = await readRows(page, account, 'bills');
  expect(saved).toMatchObject({ total: '106225', fiat: expect.objectContaining({ currency: 'EUR' }) });
  await bill(page, 'ND-2026-0417').getByRole('button', { name: 'Actions for bill ND-2026-0417' }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  const lines = page.getByTestId('bill-details').getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveText([
    /^Description\s*Amount$/,
    /^Broschüre A5, 16 Seiten \(500 × 0\.84, VAT 7 %\)\s*420(\.00)?\s*EUR$/,
    /^Plakat A2.*260(\.00)?\s*EUR$/,
    /^Satz und Gestaltung.*255(\.00)?\s*EUR$/,
    /^VAT 7 % on €420\.00\s*29\.40?\s*EUR$/,
    /^VAT 19 % on €515\.00\s*97\.85\s*EUR$/,
  ]);
  await page.keyboard.press('Escape');
  const [document] = await readRows(page, account, 'documents');
  expect(document).toMatchObject({ name: 'own-cii-example.xml', tags: ['bill', 'e-invoice'] });
  expect(document?.links).toEqual([expect.objectContaining({ kind: 'bill' })]);
});

test('is axe-clean in light and dark with bills, aging and a statement, and fits 360 px without sideways scrolling', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openVendors(page, wallet, 'Accountant');
  await addBill(page, 'Alpha Hosting', 'X-1', '0.1');
  await approveBill(page, bill(page, 'X-1'));
  await expect(bill(page, 'X-1').getByTestId('approval')).toContainText('Signature verified');
  await addBill(page, 'Beta Design', 'X-2', '0.2');
  // X-1 was due on 2026-02-04: overdue in the aging table and the overdue list.
  await page.getByRole('tab', { name: 'Aging' }).click();
  await expect(page.getByRole('table', { name: 'Payables aging' })).toContainText('Alpha Hosting');
  await expect(page.getByRole('list', { name: 'Overdue bills' })).toContainText(
    'Alpha Hosting, bill X-1: 0.1 ETH due 2026-02-04',
  );
  await page.getByRole('tab', { name: 'Statements' }).click();
  await page.getByLabel('Statement for').selectOption({ label: 'Alpha Hosting' });
  await expect(page.getByRole('table', { name: 'Vendor statement' })).toContainText('Bill X-1');
  // Every tab, as each one is now its own view (the statement stays chosen while the Statements tab is open).
  for (const tab of ['Statements', 'Bills', 'Directory', 'Aging']) {
    if (tab !== 'Statements') await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateScheme(page, colorScheme);
      const results = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${tab}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
