// Utility → Tools in the built site, with the test wallet on a real anvil (personal_sign and
// eth_signTypedData_v4 are signed by anvil's unlocked accounts): the unit converter, the address
// check with workspace names, the QR generator, sign and verify (a signature made in the app
// verified after a reload, tampered ones refused), and hashes checked against node:crypto.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { keccak256 } from 'ethers';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MEMBER_WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const tool = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const signForm = (page: Page) => page.getByRole('form', { name: 'Sign' });
const verifyForm = (page: Page) => page.getByRole('form', { name: 'Verify' });
const formWithLegend = (page: Page, legend: string) =>
  page.locator('form').filter({ has: page.getByRole('group', { name: legend, exact: true }) });

/** Names account 0 ("Operating", treasury) and another address ("Ada Lovelace", team) on the Company page. */
async function nameAddresses(page: Page): Promise<void> {
  await connectWallet(page, '/platform/company?tab=wallets');
  await page.getByRole('button', { name: 'Add wallet', exact: true }).click();
  const treasury = formWithLegend(page, 'Add a treasury wallet');
  await treasury.getByLabel('Label').fill('Operating');
  await treasury.getByLabel('Address').fill(ACCOUNT_0);
  await treasury.getByRole('button', { name: 'Add wallet' }).click();
  await expect(page.getByRole('table', { name: 'Treasury wallets' }).getByText('Operating')).toBeVisible();
  await page.getByRole('tab', { name: 'Team', exact: true }).click();
  await page.getByRole('button', { name: 'Add member', exact: true }).click();
  const member = formWithLegend(page, 'Add a team member');
  await member.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await member.getByLabel('Email').fill('ada@example.com');
  await member.getByLabel('Wallet address').fill(MEMBER_WALLET);
  await member.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('table', { name: 'Team members' }).getByText('Ada Lovelace')).toBeVisible();
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Utility', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utility' })).toBeVisible();
}

test('the unit converter converts exactly both ways and explains refused input', async ({ page }) => {
  await connectWallet(page, '/platform/utility');
  const converter = tool(page, 'Unit converter');
  await converter.getByLabel('Ether', { exact: true }).fill('1.5');
  await expect(converter.getByLabel('Wei', { exact: true })).toHaveValue('1500000000000000000');
  await expect(converter.getByLabel('Gwei', { exact: true })).toHaveValue('1500000000');
  await expect(converter.getByLabel('Amount with 6 decimals')).toHaveValue('1500000000000');

  await converter.getByLabel('Wei', { exact: true }).fill('123456789012345678901234567890');
  await expect(converter.getByLabel('Ether', { exact: true })).toHaveValue('123456789012.34567890123456789');

  await converter.getByLabel('Gwei', { exact: true }).fill('1.0000000001');
  await expect(converter.getByText('Gwei has 9 decimals: use at most 9 digits after the point')).toBeVisible();
  await expect(converter.getByLabel('Gwei', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(converter.getByLabel('Ether', { exact: true })).toHaveValue('123456789012.34567890123456789');
  await converter.getByLabel('Ether', { exact: true }).fill('1e18');
  await expect(converter.getByText('"e" is not allowed in an amount: use digits and one decimal point')).toBeVisible();

  await converter.getByLabel('Decimals', { exact: true }).fill('80');
  await expect(converter.getByText('Decimals must be a whole number from 0 to 77')).toBeVisible();
  await converter.getByLabel('Decimals', { exact: true }).fill('2');
  await converter.getByLabel('Amount with 2 decimals').fill('12.34');
  await expect(converter.getByLabel('Wei', { exact: true })).toHaveValue('1234');

  // What was typed is still there after a reload.
  await page.reload();
  await expect(tool(page, 'Unit converter').getByLabel('Amount with 2 decimals')).toHaveValue('12.34');
});

test('the address check shows the checksummed form, what is wrong, and whom an address belongs to', async ({
  page,
}) => {
  await nameAddresses(page);
  const check = tool(page, 'Address check');
  const input = check.getByLabel('Address to check');
  await input.fill(ACCOUNT_0.toLowerCase());
  await expect(check.getByText('Valid address', { exact: true })).toBeVisible();
  await expect(check.getByText(ACCOUNT_0, { exact: true })).toBeVisible();
  await expect(check.getByText('Operating')).toBeVisible();
  await expect(check.getByText('(treasury wallet of this workspace)')).toBeVisible();

  await input.fill(MEMBER_WALLET);
  await expect(check.getByText('Valid address, checksum verified')).toBeVisible();
  await expect(check.getByText('Ada Lovelace')).toBeVisible();
  await expect(check.getByText('(team member of this workspace)')).toBeVisible();

  await input.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  await expect(check.getByText('Not a team member or treasury wallet of this workspace')).toBeVisible();

  await input.fill(MEMBER_WALLET.replace('8ba1f', '8Ba1f'));
  await expect(check.getByText('Checksum mismatch: check the address for typos')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill(`0x8ba1g109551bD432803012645Ac136ddd64DBA7`);
  await expect(
    check.getByText('Has 39 characters after 0x: an address has exactly 40 hexadecimal digits'),
  ).toBeVisible();
  await expect(check.getByText('Not hexadecimal (only 0–9 and a–f): "g" at position 7')).toBeVisible();
  await input.fill(ACCOUNT_0.slice(2));
  await expect(check.getByText('Missing the 0x prefix: an address starts with 0x')).toBeVisible();
});

test('the QR generator draws any text, downloads it as SVG and says when it is too long', async ({ page }) => {
  await connectWallet(page, '/platform/utility');
  const qr = tool(page, 'QR code');
  await qr.getByLabel('Text or URI').fill('ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@31337?value=1e18');
  await expect(qr.getByRole('img', { name: 'QR code of the text above' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Download SVG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ledgerline-qr.svg');
  const svg = await readFile(await download.path(), 'utf8');
  expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toContain('<path d="M');

  await qr.getByLabel('Text or URI').fill('x'.repeat(5000));
  await expect(qr.getByText('Too long for a QR code')).toBeVisible();
  await expect(qr.getByRole('img')).toHaveCount(0);
});

test('a message signed in the app verifies after a reload; a tampered message or signature is refused', async ({
  page,
  wallet,
}) => {
  await nameAddresses(page);
  const message = 'Ledgerline approves invoice INV-7 for 1.5 ETH';
  await signForm(page).getByLabel('Message', { exact: true }).fill(message);
  await signForm(page).getByRole('button', { name: 'Sign with wallet' }).click();
  await expect(signForm(page).getByRole('status').first()).toHaveText('Signed');
  const signature = await signForm(page).getByLabel('Signature', { exact: true }).inputValue();
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  expect(wallet.requests).toContain('personal_sign');

  await page.reload();
  await expect(signForm(page).getByLabel('Signature', { exact: true })).toHaveValue(signature);
  const verify = verifyForm(page);
  await verify.getByLabel('Message', { exact: true }).fill(message);
  await verify.getByLabel('Signature', { exact: true }).fill(signature);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Signature recovered')).toBeVisible();
  await expect(verify.getByText(ACCOUNT_0, { exact: true })).toBeVisible();
  await expect(verify.getByText('Operating')).toBeVisible();

  // One character of the message changed: another signer, and not the expected one.
  await verify.getByLabel('Message', { exact: true }).fill(message.replace('1.5', '2.5'));
  await verify.getByLabel('Expected signer (optional)').fill(ACCOUNT_0);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText(/^Not signed by the expected address/)).toBeVisible();
  await expect(verify.getByText('Not a team member or treasury wallet of this workspace')).toBeVisible();
  await expect(verify.getByText(ACCOUNT_0, { exact: true })).toHaveCount(1); // the expected one only

  // The signature's recovery byte altered: no signer at all.
  await verify.getByLabel('Message', { exact: true }).fill(message);
  await verify.getByLabel('Signature', { exact: true }).fill(`${signature.slice(0, -2)}05`);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText(/^Not a valid signature: no signer can be recovered/)).toBeVisible();
  await verify.getByLabel('Signature', { exact: true }).fill(signature.slice(0, -4));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(
    verify.getByText(
      'Has 126 hex digits after 0x: a signature has 130 (65 bytes), or 128 in the compact EIP-2098 form',
    ),
  ).toBeVisible();

  // The untouched pair, with the expected signer: valid.
  await verify.getByLabel('Signature', { exact: true }).fill(signature);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Valid: signed by the expected address')).toBeVisible();
});

test('typed data (EIP-712) is checked as typed, signed with the wallet and verified; a changed value shows another signer', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/utility');
  const sign = signForm(page);
  await sign.getByLabel('Typed data (EIP-712)').check();
  const editor = sign.getByLabel('Typed data (JSON)');
  await editor.fill('{"domain": {');
  await expect(sign.getByText(/^Not valid JSON: /)).toBeVisible();
  await editor.fill('');
  await sign.getByRole('button', { name: 'Insert a sample' }).click();
  const sample = await editor.inputValue();
  expect(JSON.parse(sample)).toMatchObject({ primaryType: 'PaymentApproval', domain: { chainId: 31337 } });
  await editor.fill(sample.replace('"wallet": "0x', '"purse": "0x'));
  await expect(sign.getByText('The message has no value for "approver.wallet"')).toBeVisible();
  await editor.fill(sample);
  await sign.getByRole('button', { name: 'Sign with wallet' }).click();
  await expect(sign.getByRole('status').first()).toHaveText('Signed');
  expect(wallet.requests).toContain('eth_signTypedData_v4');

  await sign.getByRole('button', { name: 'Verify this signature' }).click();
  const verify = verifyForm(page);
  await expect(verify.getByLabel('Typed data (EIP-712)')).toBeChecked();
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Valid: signed by the expected address')).toBeVisible();

  const typed = verify.getByLabel('Typed data (JSON)');
  await typed.fill((await typed.inputValue()).replace('"1500000000000000000"', '"1500000000000000001"'));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText(/^Not signed by the expected address/)).toBeVisible();
});

test('hashes of a text and of a streamed file match node:crypto', async ({ page }) => {
  await connectWallet(page, '/platform/utility');
  const hashes = tool(page, 'Hashes');
  const text = 'Grüezi Ledgerline ✓';
  await hashes.getByLabel('Text', { exact: true }).fill(text);
  await expect(
    hashes.getByText(createHash('sha256').update(text, 'utf8').digest('hex'), { exact: true }),
  ).toBeVisible();
  await expect(hashes.getByText(keccak256(Buffer.from(text, 'utf8')), { exact: true })).toBeVisible();

  // 5 MiB and a bit: many chunks, so the digest covers chunk boundaries.
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 7);
  for (let index = 0; index < buffer.length; index += 1) buffer[index] = (index * 7 + (index >> 11)) & 0xff;
  await hashes
    .getByLabel('File')
    .setInputFiles({ name: 'statement.bin', mimeType: 'application/octet-stream', buffer });
  await expect(hashes.getByText(/^Digests of statement\.bin/)).toBeVisible();
  await expect(hashes.getByText(createHash('sha256').update(buffer).digest('hex'), { exact: true })).toBeVisible();
  await expect(hashes.getByText(keccak256(buffer), { exact: true })).toBeVisible();
  await expect(hashes.getByRole('button', { name: 'Copy the SHA-256 of statement.bin' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode at 360 px: the tools have no axe violations and no horizontal overflow`, async ({
    page,
  }) => {
    await emulateScheme(page, colorScheme);
    await page.setViewportSize({ width: 360, height: 740 });
    await connectWallet(page, '/platform/utility');
    await tool(page, 'Address check').getByLabel('Address to check').fill('0x12');
    await tool(page, 'QR code').getByLabel('Text or URI').fill('https://example.com');
    await signForm(page).getByLabel('Typed data (EIP-712)').check();
    await expect(tool(page, 'QR code').getByRole('img')).toBeVisible();
    const results = await axeBuilder(page).include('[role="tabpanel"]').analyze();
    expect(results.violations).toEqual([]);
    // Only the tools are this spec's: nothing in them is wider than the page's column.
    const overflowing = await page.evaluate(() => {
      const tools = document.querySelector('[role="tabpanel"] > section');
      if (!tools) return ['no tools section'];
      const column = tools.getBoundingClientRect();
      return [tools, ...tools.querySelectorAll('*')]
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > column.right + 1,
        )
        .filter(
          (element) => getComputedStyle(element).overflowX === 'visible' && !element.classList.contains('sr-only'),
        )
        .map((element) => `${element.tagName} ${element.id || element.className.toString().slice(0, 40)}`);
    });
    expect(overflowing).toEqual([]);
  });
}
