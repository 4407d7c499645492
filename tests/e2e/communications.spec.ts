// Communications against the built site with the test wallet on anvil: a message signed by one
// account (anvil's unlocked key, as the other side would) verifies and is named from the address
// book, a tampered one is refused; a message signed in the app travels as a file and verifies; a
// logged call shows on the counterparty's timeline; axe clean in light and dark at 360 px.
import type { Page } from '@playwright/test';
import { getAddress, hexlify, toUtf8Bytes } from 'ethers';
import { sampleCounterparty } from '@/lib/db/search-samples.testing';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { putRows } from '../fixtures/workspace-rows';
import { emulateScheme } from '../fixtures/color-scheme';
import { axeBuilder } from '../fixtures/axe';

const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the page with one client, Northwind Traders, whose wallet is anvil's account 1. */
async function openWithClient(page: Page, wallet: TestWallet, tab = 'timeline'): Promise<string> {
  await connectWallet(page, `/platform/communications?tab=${tab}`);
  const [account, other] = wallet.accounts as [string, string];
  const client = getAddress(other);
  // The workspace is open (the page has read it) before rows are written into it.
  await expect(page.getByText(/^(No clients or vendors yet|No signed messages yet\.)$/)).toBeVisible();
  await putRows(page, account, 'counterparties', [
    sampleCounterparty({ id: 'northwind', wallets: [{ chainId: 31337, address: client }] }),
  ]);
  // Rows written outside the app's database connection are read on the next load.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  return client;
}

test('a message signed by another account is verified and named; a tampered one is refused', async ({
  page,
  wallet,
}) => {
  const client = await openWithClient(page, wallet, 'signed');
  const message = 'Northwind agrees to pay INV-0007 by 2026-12-31';
  const signature = (await wallet.rpc('personal_sign', [hexlify(toUtf8Bytes(message)), client])) as string;

  await page.getByRole('button', { name: 'Verify a message' }).click();
  const verify = panel(page, 'Verify a signed message');
  await verify.getByLabel('Signed message', { exact: true }).fill(message);
  await verify.getByLabel('Signature', { exact: true }).fill(signature);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verify.getByText('Valid: signed by Northwind Traders (a client or vendor)')).toBeVisible();

  // One character changed, the client named as signer: refused, another address recovered.
  await verify.getByLabel('Signed message', { exact: true }).fill(message.replace('2026', '2027'));
  await verify.getByLabel('Signer (optional)').fill(client);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verify.getByText(new RegExp(`^Refused: Not signed by ${client}`))).toBeVisible();
});

test('a message signed in the app is exported and verifies from its file, named as the team member', async ({
  page,
  wallet,
}) => {
  await openWithClient(page, wallet, 'signed');
  await page.getByRole('button', { name: 'Sign a message' }).click();
  const sign = panel(page, 'Sign a message');
  await sign.getByLabel('About (optional)').selectOption({ label: 'Northwind Traders' });
  await sign.getByLabel('Title').fill('Thanks');
  await sign.getByLabel('Message', { exact: true }).fill('Received with thanks');
  await sign.getByRole('button', { name: 'Sign with wallet' }).click();
  await expect(sign.getByText(/^Signed by 0x.* and kept on the counterparty's timeline/)).toBeVisible();
  expect(wallet.requests).toContain('personal_sign');
  const download = page.waitForEvent('download');
  await sign.getByRole('button', { name: 'Export file' }).click();
  const file = await (await download).path();
  await sign.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Kept messages and statements' }).getByText('Thanks')).toBeVisible();

  await page.getByRole('button', { name: 'Verify a message' }).click();
  const verify = panel(page, 'Verify a signed message');
  await verify.getByLabel('Signed-message file (optional)').setInputFiles(file);
  await expect(verify.getByLabel('Signed message', { exact: true })).toHaveValue('Received with thanks');
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verify.getByText('Valid: signed by Business User (a team member)')).toBeVisible();
});

test("a logged call shows on the counterparty's timeline", async ({ page, wallet }) => {
  await openWithClient(page, wallet);
  const timeline = page.getByRole('table', { name: 'Timeline of Northwind Traders' });
  await expect(timeline).toBeVisible();
  await page.getByRole('button', { name: 'Log a call' }).click();
  const call = panel(page, 'Log a call');
  await call.getByRole('button', { name: 'Log call' }).click();
  await expect(call.getByText('Enter a subject')).toBeVisible();
  await call.getByLabel('Subject').fill('Payment plan');
  await call.getByLabel('Business User').check();
  await call.getByLabel('Outcome').fill('They pay on Friday');
  await call.getByRole('button', { name: 'Log call' }).click();
  await expect(call).toBeHidden();
  await expect(timeline.getByText('Call: Payment plan')).toBeVisible();
  await expect(timeline.getByText('With Business User. They pay on Friday')).toBeVisible();
  // Filtered to signed messages only, the call is gone; the filter is in the URL.
  await page.getByLabel('Show').selectOption({ label: 'Signed message' });
  await expect(page).toHaveURL(/kind=signed/);
  await expect(timeline.getByText('Call: Payment plan')).toBeHidden();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode at 360 px: no axe violations and no sideways scroll`, async ({ page, wallet }) => {
    await emulateScheme(page, colorScheme);
    await page.setViewportSize({ width: 360, height: 740 });
    const clean = async () => {
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    };
    await openWithClient(page, wallet);
    await expect(page.getByRole('table', { name: 'Timeline of Northwind Traders' })).toBeVisible();
    await clean();
    await page.getByRole('button', { name: 'New note' }).click();
    await panel(page, 'New note').getByRole('button', { name: 'Post note' }).click();
    await expect(panel(page, 'New note').getByText('Write the note')).toBeVisible();
    await clean();
    await panel(page, 'New note').getByLabel('Note', { exact: true }).fill('Call them on Friday');
    await panel(page, 'New note').getByRole('button', { name: 'Post note' }).click();
    await page.getByRole('tab', { name: 'Feed' }).click();
    await expect(page.getByRole('list', { name: 'Team notes' }).getByText('Call them on Friday')).toBeVisible();
    await clean();
    await page.getByRole('tab', { name: 'Signed messages' }).click();
    await expect(page.getByRole('table', { name: 'Kept messages and statements' })).toBeVisible();
    await clean();
    await page.getByRole('button', { name: 'Verify a message' }).click();
    const verify = panel(page, 'Verify a signed message');
    await verify.getByLabel('Signature', { exact: true }).fill('0x1234');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(verify.getByText('Paste what was signed')).toBeVisible();
    await clean();
  });
}
