// Bills paid from a 2-of-3 Safe treasury in the built site, with Safe 1.4.1 deployed on the test
// wallet's anvil from Safe's npm artifacts: the Admin (an owner) pays three approved bills from the
// Safe, which proposes one MultiSend SafeTx signed in the wallet instead of sending; the bills say
// "1 of 2 signatures"; the Safe queue exports the signing file, a second owner outside the
// workspace signs it and returns it (a stranger's file is refused with the reason); the Admin
// executes, and the bills show Paid. A bill proposal made outside the product with a safeTxGas,
// whose inner call reverts (the Safe runs it, logs ExecutionFailure, uses the nonce), leaves its
// bill open, saying why.
import { readFileSync } from 'node:fs';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { connectWallet, expect, test } from '../fixtures/test-wallet';
import { putRows, readRows, vendorRow } from '../fixtures/workspace-rows';
import { createTreasurySafe, executeOutside } from '../fixtures/safe-actions';
import { enterApprovedBill } from '../fixtures/bill-actions';
import { safeTx, safeTxHash, safeTxTypedData } from '@/lib/safe/safe-tx';
import { storeSafeTx } from '@/lib/safe/stored-proposal';
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

test('a bill proposal the Safe ran without effect (made elsewhere with a safeTxGas, its transfer reverted): the bill stays open and says why', async ({
  page,
  wallet,
}) => {
  const [admin, , owner3] = wallet.accounts.map((a) => getAddress(a)) as [string, string, string];
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  await page.goto('/platform/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await putRows(page, admin, 'counterparties', VENDORS);
  await page.reload();
  // 5 ETH from a Safe holding 1: the transfer reverts inside the Safe.
  const row = await enterApprovedBill(page, { vendor: VENDORS[0]!.name, number: 'X-1', total: '5' });
  const [bill] = await readRows(page, admin, 'bills');

  // Made elsewhere (Safe{Wallet}, a script) with a safeTxGas, and brought here by the team workspace:
  // the Admin's signature, then a second owner's, and a third account executes it outside the page.
  const tx = {
    ...safeTx({ to: String(bill!.payee), value: BigInt(String(bill!.total)), nonce: 0n }),
    safeTxGas: 300_000n,
  };
  const payload = JSON.stringify(safeTxTypedData(31337, safe, tx));
  const at = new Date().toISOString();
  const record = {
    id: 'outside-bills',
    chainId: 31337,
    safe,
    kind: 'bills',
    tx: storeSafeTx(tx),
    hash: safeTxHash(31337, safe, tx),
    bills: [
      {
        kind: 'single',
        asset: bill!.asset,
        items: [{ billId: bill!.id, payee: bill!.payee, units: bill!.total }],
      },
    ],
    signatures: [typedSignature(admin, (await wallet.rpc('eth_signTypedData_v4', [admin, payload])) as string)],
    proposedBy: admin,
    proposedAtBlock: Number(await wallet.rpc('eth_blockNumber', [])),
    execution: null,
    outcome: null,
    createdAt: at,
    updatedAt: at,
  };
  const hash = await executeOutside(wallet, safe, record);
  expect(((await wallet.rpc('eth_getTransactionReceipt', [hash])) as { status: string }).status).toBe('0x1');
  // The device that sent it noted the execution in the shared proposal.
  await putRows(page, admin, 'safeProposals', [{ ...record, execution: { hash, from: owner3, at } }]);
  await page.reload();
  await expect(row.getByTestId('bill-safe-without-effect')).toHaveText(
    `Safe proposal: Executed, but the Safe's call failed in ${hash} (nonce 0 is used): nothing it pays happened; its bills are still open, to pay again.`,
  );
  await expect(row.getByTestId('bill-status')).toHaveText(/^Approved( · Overdue)?/);
  await expect(row.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  expect(await readRows(page, admin, 'billPayments')).toEqual([]);
});
