// Bills paid from a 2-of-3 Safe treasury in the built site, with Safe 1.4.1 deployed on the test
// wallet's anvil from Safe's npm artifacts: the Admin (an owner) pays three approved bills from the
// Safe, which proposes one MultiSend SafeTx signed in the wallet instead of sending; the bills say
// "1 of 2 signatures"; the Safe queue exports the signing file, a second owner outside the
// workspace signs it and returns it (a stranger's file is refused with the reason); the Admin
// executes, and the bills show Paid.
import { readFileSync } from 'node:fs';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows, vendorRow } from '../fixtures/workspace-rows';
import { createTreasurySafe } from '../fixtures/safe-actions';
import { enterApprovedBill } from '../fixtures/bill-actions';
import { safeTxTypedData } from '@/lib/safe/safe-tx';
import { typedSignature } from '@/lib/safe/owner-signatures';
import { readSigningFile, writeSigningFile } from '@/lib/safe/signing-file';

const fresh = (salt: string) => getAddress(keccak256(toUtf8Bytes(salt)).slice(0, 42));
const VENDORS = ['Alpha Hosting', 'Beta Design', 'Gamma Legal'].map((name, index) =>
  vendorRow(`v-${index}`, name, fresh(`safe-vendor-${index}`)),
);

// Three bills entered and approved through the page, a proposal, two files and an execution.
test.describe.configure({ timeout: 150_000 });

test('three bills paid from a 2-of-3 Safe: proposed, signed by a second owner through a signing file, executed, paid', async ({
  page,
  wallet,
}) => {
  const [admin, owner2, , stranger] = wallet.accounts.map((a) => getAddress(a));
  // The Safe is created from Company → Wallets, as a company would (it becomes a treasury wallet).
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);

  await page.goto('/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await putRows(page, admin!, 'counterparties', VENDORS);
  await page.reload();
  const bill = (number: string) => page.getByTestId(`bill-${number}`);
  for (const [index, vendor] of VENDORS.entries())
    await enterApprovedBill(
      page,
      { vendor: vendor.name, number: `S-${index + 1}`, total: `0.${index + 1}` },
      { batch: true },
    );

  const sends = () => wallet.requests.filter((method) => method === 'eth_sendTransaction').length;
  const sentBefore = sends(); // the Safe's creation
  await page.getByRole('button', { name: 'Pay selected bills' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the selected bills' });
  await dialog.getByRole('radio', { name: /^Safe Treasury/ }).check();
  await dialog.getByRole('button', { name: 'Propose and sign in wallet' }).click();
  await expect(
    dialog.getByText(/^Proposed to the Safe .* as nonce 0, signed by you: 1 of 2 signatures\./),
  ).toBeVisible();
  expect(wallet.requests).toContain('eth_signTypedData_v4');
  expect(sends()).toBe(sentBefore);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  for (const number of ['S-1', 'S-2', 'S-3']) {
    await expect(bill(number).getByTestId('bill-safe')).toHaveText('Safe proposal: 1 of 2 signatures');
    await expect(bill(number).getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  }

  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  await expect(card).toContainText('Bill S-1: 0.1 ETH to');
  await expect(page.getByText('1 of 2 signatures', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export signing file' }).click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  const read = readSigningFile(exported);
  if (!read.ok) throw new Error(read.reason);
  const payload = JSON.stringify(safeTxTypedData(31337, safe, read.proposal.tx));
  const returned = async (signer: string) =>
    writeSigningFile(
      {
        ...read.proposal,
        signatures: [
          ...read.proposal.signatures,
          typedSignature(signer, (await wallet.rpc('eth_signTypedData_v4', [signer, payload])) as string),
        ],
      },
      read.summary,
    );
  const importFile = (text: string) =>
    page
      .getByLabel('Import a signing file')
      .setInputFiles({ name: 'signed.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await importFile(await returned(stranger!));
  await expect(page.getByText(`Refused ${stranger}: ${stranger} is not an owner of this Safe.`)).toBeVisible();
  await importFile(await returned(owner2!));
  await expect(page.getByText(`Added the signature of ${owner2}.`)).toBeVisible();
  await expect(page.getByText('2 of 2 signatures: ready to execute')).toBeVisible();

  await card.getByRole('button', { name: 'Execute' }).click();
  await expect(card.getByText(/^Executed in block \d+ \(0x[0-9a-f]{64}\)\.$/)).toBeVisible();
  for (const vendor of VENDORS.slice(0, 1))
    expect(BigInt((await wallet.rpc('eth_getBalance', [vendor.wallets[0]!.address, 'latest'])) as string)).toBe(
      10n ** 17n,
    );
  await expect(page.getByText(/^Executed \(nonce 0\)$/)).toBeVisible();

  await page.goto('/platform/vendors');
  for (const number of ['S-1', 'S-2', 'S-3']) await expect(bill(number).getByTestId('bill-status')).toHaveText('Paid');
});
