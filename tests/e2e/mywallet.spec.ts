// My Wallet against the built site with the test wallet on a real anvil: send ETH and an ERC-20
// end to end (confirmation with the full address, Success page pending → confirmed, balances
// move), a rejection in the wallet, validation next to the fields, drafts, and Receive's EIP-681 link.
import type { Page } from '@playwright/test';
import { getAddress } from 'ethers';
import { deployToken, mintToken } from '../fixtures/chain-actions';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm the transaction' });
const balanceRow = (page: Page, symbol: string) =>
  page
    .getByRole('table', { name: 'Balances on this network' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${symbol}`) }) });

async function openMyWallet(page: Page, eth: RegExp = /10,000\s+ETH/): Promise<void> {
  await connectWallet(page, '/platform/mywallet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(balanceRow(page, 'ETH')).toContainText(eth);
}

async function fillSend(page: Page, recipient: string, amount: string, asset?: string): Promise<void> {
  const form = sendForm(page);
  // The option's value is the asset id: `<chainId>:<token address, lower-case>`.
  if (asset) await form.getByLabel('Asset').selectOption(asset);
  await form.getByLabel('Recipient').fill(recipient);
  await form.getByLabel('Amount').fill(amount);
  await expect(form.getByText(/^Network fee: about/)).toBeVisible();
}

/** Turns automine off so the Success page can be seen pending; mining is then explicit. */
async function holdBlocks(wallet: TestWallet): Promise<void> {
  await wallet.rpc('evm_setAutomine', [false]);
}

test('sends ETH end to end: full address on the confirmation, pending → confirmed, balance changes', async ({
  page,
  wallet,
}) => {
  await openMyWallet(page);
  const recipient = getAddress(wallet.accounts[1] ?? '');
  await fillSend(page, recipient.toLowerCase(), '1.5');
  await sendForm(page).getByRole('button', { name: 'Review and send' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByTestId('confirm-recipient')).toHaveText(recipient);
  await expect(dialog).toContainText(/1\.5\s+ETH/);
  await expect(dialog).toContainText('Anvil (local)');
  await expect(dialog).toContainText(/Network fee.*at most/);
  await expect(dialog.getByRole('note')).toContainText('never sent to or received from this address');
  await holdBlocks(wallet);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page).toHaveURL(/\/platform\/success\?chain=31337&tx=0x[0-9a-f]{64}/);
  await expect(page.getByRole('heading', { name: /^Sent/ })).toHaveText(
    new RegExp(`^Sent 1\\.5\\s+ETH to ${recipient}$`),
  );
  const status = page.locator('[data-state]');
  await expect(status).toHaveAttribute('data-state', 'pending');
  await wallet.rpc('evm_mine');
  await expect(status).toHaveAttribute('data-state', 'confirmed');
  await expect(status).toContainText(/Confirmed in block \d+ \(1 confirmation\)/);
  await wallet.rpc('evm_setAutomine', [true]);

  await page.getByRole('link', { name: 'Back to where you started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(balanceRow(page, 'ETH')).toContainText(/9,998\.49\d*\s+ETH/);
  // The form was cleared by the send; nothing is left to send twice.
  await expect(sendForm(page).getByLabel('Recipient')).toHaveValue('');
});

test('sends an ERC-20 with 6 decimals added by address', async ({ page, wallet }) => {
  const [from = '', to = ''] = wallet.accounts;
  const token = await deployToken(wallet.rpcUrl, from, 'Test Dollar', 'TUSD', 6);
  await openMyWallet(page, /9,999\.\d+\s+ETH/); // the deployment cost gas

  // Added before any transfer touches the account (the engine also adds tokens it meets in Transfer logs).
  const addForm = page.getByRole('form', { name: 'Add token' });
  await addForm.getByLabel('Token contract address').fill(wallet.accounts[2] ?? '');
  await addForm.getByRole('button', { name: 'Add token' }).click();
  await expect(addForm.getByText(/^No ERC-20 token at/)).toBeVisible();
  await addForm.getByLabel('Token contract address').fill(token.toLowerCase());
  await addForm.getByRole('button', { name: 'Add token' }).click();
  await expect(addForm.getByRole('status')).toHaveText('Added TUSD (6 decimals).');
  await expect(addForm.getByLabel('Token contract address')).toHaveValue('');
  await expect(balanceRow(page, 'TUSD')).toContainText(/0\s+TUSD/);
  // Minted from outside the app: the balance follows without a reload.
  await mintToken(wallet.rpcUrl, token, from, from, 1_000_000_000n); // 1000 TUSD
  await expect(balanceRow(page, 'TUSD')).toContainText(/1,000\s+TUSD/);
  await addForm.getByLabel('Token contract address').fill(token);
  await addForm.getByRole('button', { name: 'Add token' }).click();
  await expect(addForm.getByText('TUSD is already in your tokens on this network')).toBeVisible();

  await fillSend(page, getAddress(to), '12.5', `31337:${token.toLowerCase()}`);
  await sendForm(page).getByRole('button', { name: 'Review and send' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByTestId('confirm-recipient')).toHaveText(getAddress(to));
  await expect(dialog).toContainText(/12\.5\s+TUSD/);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page).toHaveURL(/\/platform\/success\?/);
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed');
  await page.getByRole('link', { name: 'Back to where you started' }).click();
  await expect(balanceRow(page, 'TUSD')).toContainText(/987\.5\s+TUSD/);
});

test('a rejection in the wallet keeps the form exactly as typed', async ({ page, wallet }) => {
  // The fixture's reject mode covers eth_requestAccounts only; the wallet declines signing here.
  await page.addInitScript(() => {
    const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
      .ethereum;
    const original = provider.request.bind(provider);
    provider.request = async (args) => {
      if (args.method === 'eth_sendTransaction')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return original(args);
    };
  });
  await openMyWallet(page);
  const recipient = getAddress(wallet.accounts[1] ?? '');
  await fillSend(page, recipient, '0.25');
  await sendForm(page).getByRole('button', { name: 'Review and send' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Send', exact: true }).click();

  await expect(sendForm(page).getByRole('alert')).toHaveText(
    'You declined the transaction in your wallet. Nothing was sent; the form is as you left it.',
  );
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(sendForm(page).getByLabel('Recipient')).toHaveValue(recipient);
  await expect(sendForm(page).getByLabel('Amount')).toHaveValue('0.25');
  await expect(page).toHaveURL(/\/platform\/mywallet$/);
});

test('refuses a checksum-mismatch recipient and too many decimals next to the fields; drafts survive leaving', async ({
  page,
  wallet,
}) => {
  await openMyWallet(page);
  const form = sendForm(page);
  const good = getAddress(wallet.accounts[1] ?? '');
  // Swap the case of one letter: still hex, wrong EIP-55 checksum.
  const index = [...good].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c));
  const typo =
    good.slice(0, index) +
    (good[index] === good[index]?.toUpperCase() ? good[index]?.toLowerCase() : good[index]?.toUpperCase()) +
    good.slice(index + 1);
  await form.getByLabel('Recipient').fill(typo);
  await expect(form.getByText('Checksum mismatch: check the address for typos')).toBeVisible();
  await expect(form.getByLabel('Recipient')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Amount').fill('0.0000000000000000001');
  await expect(form.getByText('ETH has 18 decimals: use at most 18 digits after the point')).toBeVisible();
  await form.getByRole('button', { name: 'Review and send' }).click();
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(form.getByLabel('Recipient')).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Platform', includeHidden: true })
    .getByRole('link', { name: 'Company' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Platform', includeHidden: true })
    .getByRole('link', { name: 'My Wallet' })
    .click();
  await expect(sendForm(page).getByLabel('Recipient')).toHaveValue(typo);
  await expect(sendForm(page).getByLabel('Amount')).toHaveValue('0.0000000000000000001');
});

test('Max leaves room for the fee', async ({ page, wallet }) => {
  await openMyWallet(page);
  const form = sendForm(page);
  await form.getByLabel('Recipient').fill(getAddress(wallet.accounts[1] ?? ''));
  await expect(form.getByText(/^Network fee: about/)).toBeVisible();
  await form.getByRole('button', { name: 'Max' }).click();
  await expect(form.getByLabel('Amount')).toHaveValue(/^9,999\.99\d+$/);
  await expect(form.getByText(/Not enough ETH/)).toHaveCount(0);
});

test('Receive shows a QR code and the exact EIP-681 link', async ({ page, wallet }) => {
  await openMyWallet(page);
  const account = getAddress(wallet.accounts[0] ?? '');
  const receive = page.getByRole('region', { name: 'Receive' });
  await expect(receive.getByTestId('payment-uri')).toHaveText(`ethereum:${account}@31337`);
  await receive.getByLabel('Requested amount (optional)').fill('0.25');
  await expect(receive.getByTestId('payment-uri')).toHaveText(`ethereum:${account}@31337?value=250000000000000000`);
  await expect(receive.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
  await expect(receive.getByRole('button', { name: 'Copy the payment link' })).toBeVisible();
});

test('is axe-clean in light and dark, and fits 360 px without sideways scrolling', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openMyWallet(page);
  await sendForm(page)
    .getByLabel('Recipient')
    .fill(getAddress(wallet.accounts[1] ?? ''));
  await expect(sendForm(page).getByText(/^Network fee: about/)).toBeVisible();
  await page.getByRole('region', { name: 'Receive' }).getByLabel('Requested amount (optional)').fill('1');
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(page, colorScheme);
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
