// A company token's deployment from a 2-of-3 treasury Safe whose CREATE fails, in the built site on
// the test wallet's anvil (Safe 1.4.1 from Safe's npm artifacts): the proposal's card says why no
// token appeared, and Tokens records none. Two ways it fails: the Safe refuses the execution (the
// transaction reverts with GS013, its nonce unused: the proposal is open again), or a SafeTx made
// elsewhere with safeTxGas runs with its inner call reverted (ExecutionFailure: the nonce is used).
// The SafeTxs are signed by the owners' wallets and sent by a third account outside the page; the
// proposals are the workspace's, as the team workspace brings them.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getAddress, Interface } from 'ethers';
import { connectWallet, expect, test, type TestWallet } from '../fixtures/test-wallet';
import { sendFrom } from '../fixtures/chain-actions';
import { createTreasurySafe } from '../fixtures/safe-actions';
import { putRows } from '../fixtures/workspace-rows';
import { DEPLOYMENT_FAILED } from '@/lib/safe/create-call';
import { failingDeploymentProposal, failingDeploymentTx } from '@/lib/safe/failing-deployment.testing';
import { encodeSignatures, typedSignature } from '@/lib/safe/owner-signatures';
import { safeTxTypedData } from '@/lib/safe/safe-tx';

// Safe 1.4.1's execTransaction and the local chain's CreateCall, read here as the tests do (lib/safe's
// contracts module imports the deployments file the way only the bundler reads it).
const SAFE = new Interface([
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
]);
const CREATE_CALL = (
  JSON.parse(readFileSync('src/lib/contracts/deployments.json', 'utf8')) as Record<string, Record<string, string>>
)['31337']!['Safe:CreateCall']!;

test.describe.configure({ timeout: 120_000 });

/**
 * The deployment SafeTx at nonce 0 (`safeTxGas` as given), signed by the first two owners and sent
 * by the third outside the page (`gas` set: sent even if it reverts); saved as the workspace's
 * proposal with the execution noted. Returns the transaction's hash.
 */
async function failedDeployment(page: Page, wallet: TestWallet, safe: string, safeTxGas: bigint): Promise<string> {
  const [admin, owner2, owner3] = wallet.accounts.map((account) => getAddress(account)) as [string, string, string];
  const tx = failingDeploymentTx(CREATE_CALL, safeTxGas);
  const payload = JSON.stringify(safeTxTypedData(31337, safe, tx));
  const signatures = await Promise.all(
    [admin, owner2].map(async (owner) =>
      typedSignature(owner, (await wallet.rpc('eth_signTypedData_v4', [owner, payload])) as string),
    ),
  );
  const proposedAtBlock = Number(await wallet.rpc('eth_blockNumber', []));
  const { to, value, data: call, operation, baseGas, gasPrice, gasToken, refundReceiver } = tx;
  const data = SAFE.encodeFunctionData('execTransaction', [
    ...[to, value, call, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver],
    encodeSignatures(signatures),
  ]);
  const hash = await sendFrom(wallet.rpcUrl, { from: owner3, to: safe, data, gas: 1_000_000n });
  const record = failingDeploymentProposal(safe, tx, {
    id: 'failed-deployment',
    proposedBy: admin,
    proposedAtBlock,
    signatures: signatures.map((signature) => ({ ...signature })),
    execution: { hash, from: owner3, at: new Date().toISOString() },
  });
  await putRows(page, admin, 'safeProposals', [record]);
  return hash;
}

test('a deployment the Safe refused on chain (GS013): the card says no contract was created, the proposal is open again, no token', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  const hash = await failedDeployment(page, wallet, safe, 0n);
  expect(((await wallet.rpc('eth_getTransactionReceipt', [hash])) as { status: string }).status).toBe('0x0');

  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  await expect(card.getByTestId('safe-execution-note')).toHaveText(
    `The execution ${hash} failed on chain: the deployment failed and no contract was created. Nothing was recorded; execute it again or reject it.`,
  );
  // The badge: its nonce unused, the proposal may execute again (or be rejected).
  await expect(page.getByText('2 of 2 signatures: ready to execute', { exact: true })).toBeVisible();
  await page.goto('/platform/tokens');
  await expect(page.getByText('No tokens on Anvil (local) yet')).toBeVisible();
});

test('a deployment the Safe ran with its inner call reverted (ExecutionFailure): "Executed, but the deployment failed", never a token', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, '/platform/company?tab=wallets');
  const safe = await createTreasurySafe(page, wallet.rpcUrl, wallet.accounts);
  const hash = await failedDeployment(page, wallet, safe, 500_000n);
  expect(((await wallet.rpc('eth_getTransactionReceipt', [hash])) as { status: string }).status).toBe('0x1');

  await page.goto('/platform/transactions?tab=safe-queue');
  const card = page.getByTestId('safe-proposal');
  // The badge: settled from the Safe's ExecutionFailure log, what happened in words.
  await expect(
    page.getByText(
      `${DEPLOYMENT_FAILED} The Safe's call to CreateCall reverted in ${hash} (nonce 0 is used); no token was recorded.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  await page.goto('/platform/tokens');
  await expect(page.getByText('No tokens on Anvil (local) yet')).toBeVisible();
});
