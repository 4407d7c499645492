// A company token deployed from a 2-of-3 Safe 1.4.1 on a real anvil, as the other devices of a team
// see it: the execution noted in the shared proposal by the device that sent it is recorded by this
// device's sync engine (its ledger poster reads the receipt through the engine's reader), with no
// Safe queue opened. A deployment whose CREATE fails records no token, whether the Safe refused the
// execution (the transaction reverted, GS013) or logged ExecutionFailure (a SafeTx with safeTxGas,
// made elsewhere: the nonce used, nothing created), and says why. Workspaces in fake-indexeddb.
import 'fake-indexeddb/auto';
import { getAddress, Interface, parseEther } from 'ethers';
import { describe, expect, it } from 'vitest';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { blockNumber, call, getReceipt } from '@/lib/chain/rpc-methods';
import {
  assetDeedAbi,
  assetDeedBytecode,
  assetSharesAbi,
  assetSharesBytecode,
} from '@/lib/contracts/generated/artifacts';
import { importFile } from '@/lib/ipfs/import-file';
import { MemoryBlocks } from '@/lib/ipfs/memory-blocks';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { DEPLOYMENT_FAILED } from '@/lib/safe/create-call';
import { failingDeploymentProposal, failingDeploymentTx, REVERTING_CODE } from '@/lib/safe/failing-deployment.testing';
import { describeSafeTx } from '@/lib/safe/describe-tx';
import { execTransactionData } from '@/lib/safe/execute';
import { noteExecution, saveProposal, settleProposals } from '@/lib/safe/proposal-store';
import { executionSignatures, signProposal } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { proposalOf } from '@/lib/safe/stored-proposal';
import { SAFE_CAST, createTestSafe, safeOwners } from './safe-chain.testing';
import { deploymentFailure } from './safe-deployment-record';
import { recordNotedExecutions } from './safe-noted-executions';
import { proposeDeployFromSafe } from './safe-pay-kinds';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';

const h = syncOnAnvil('safe-deploy-outcomes');
const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;
const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);

/** Safe's contracts and a funded 2-of-3 Safe on this test's chain, and the owners' actions on it. */
async function safeOnChain(salt: bigint) {
  const url = h.anvil.rpcUrl;
  const { contracts, safe } = await createTestSafe(url, [owner1, owner2, owner3], admin, salt, parseEther('1'));
  return { contracts, safe, url };
}

const sharesCode = (safe: string) =>
  assetSharesBytecode + SHARES.encodeDeploy(['Team Shares', 'TEAM', 5_000n, '', safe]).slice(2);

/**
 * Team Shares (`initCode`, first `holders` minted with it) proposed from the Safe by the first owner
 * and signed by the second: 2 of 2.
 */
async function proposeAndSign(
  owners: ReturnType<typeof safeOwners>,
  contracts: SafeContracts,
  initCode: string,
  holders: readonly { to: string; units: bigint }[] = [],
) {
  const proposed = await proposeDeployFromSafe(owners.ctxOf(owner1), await owners.safeNow(), contracts, {
    template: 'shares',
    name: 'Team Shares',
    symbol: 'TEAM',
    cap: 5_000n,
    metadataUri: '',
    initCode,
    holders,
  });
  const signed = (await signProposal(owners.ctxOf(owner2), await owners.safeNow(), proposed)).record!;
  return { proposed, signed };
}

describe('a deployment from a Safe, settled on every device', () => {
  it("is recorded on a device that did not execute it, from the execution noted in the shared proposal, by its sync engine's poster", async () => {
    const db = await h.fresh();
    const { contracts, safe, url } = await safeOnChain(1n);
    // The device that proposes and executes: its own workspace.
    const sender = new WorkspaceDb(`safe-deploy-sender-${crypto.randomUUID()}`);
    try {
      const owners = safeOwners(sender, url, safe);
      const { proposed, signed } = await proposeAndSign(owners, contracts, sharesCode(safe));
      const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
      expect((await receiptOf(url, hash)).status).toBe('0x1');
      // The team workspace brings this device the proposal with the execution noted, nothing else.
      const shared = (await sender.safeProposals.get(proposed.id))!;
      expect(shared.execution?.hash).toBe(hash);
      expect(shared.outcome).toBeNull();

      h.start();
      await db.safeProposals.put(shared);
      await until(async () => expect(await db.companyTokens.count()).toBe(1));
      const address = (proposed.pays as { address: string }).address;
      expect(await db.companyTokens.toArray()).toEqual([
        expect.objectContaining({
          address: getAddress(address),
          kind: 'shares',
          name: 'Team Shares',
          symbol: 'TEAM',
          owner: safe,
          deployTxHash: hash,
        }),
      ]);
      // Nobody opened a Safe queue here: the proposal is still unsettled on this device.
      expect((await db.safeProposals.get(proposed.id))!.outcome).toBeNull();
    } finally {
      sender.close();
      await sender.delete();
    }
  });

  it('records a deed deployed from the Safe with its metadata (URI, CID and JSON), as a wallet-deployed deed is', async () => {
    const db = await h.fresh();
    const { contracts, safe, url } = await safeOnChain(4n);
    const owners = safeOwners(db, url, safe);
    const json = '{\n  "name": "Plot 7"\n}\n';
    const cid = (await importFile(new TextEncoder().encode(json), new MemoryBlocks())).cid.toString();
    const proposed = await proposeDeployFromSafe(owners.ctxOf(owner1), await owners.safeNow(), contracts, {
      template: 'deed',
      name: 'Plot 7',
      symbol: 'PLOT',
      cap: null,
      metadataUri: `ipfs://${cid}`,
      metadata: { cid, json },
      initCode: assetDeedBytecode + DEED.encodeDeploy(['Plot 7', 'PLOT', safe]).slice(2),
    });
    expect(proposed.pays).toMatchObject({ metadataUri: `ipfs://${cid}`, metadataCid: cid, metadataJson: json });
    const signed = (await signProposal(owners.ctxOf(owner2), await owners.safeNow(), proposed)).record!;
    const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
    expect(await recordNotedExecutions(db, { now: new Date(), newId: () => 'x', readerOf: () => owners.reader })).toBe(
      1,
    );
    expect(await db.companyTokens.toArray()).toEqual([
      expect.objectContaining({
        address: (proposed.pays as { address: string }).address,
        kind: 'deed',
        symbol: 'PLOT',
        cap: null,
        owner: safe,
        deployTxHash: hash,
        metadataUri: `ipfs://${cid}`,
        metadataCid: cid,
        metadataJson: json,
      }),
    ]);
  });

  it('records nothing for an execution the Safe refused because the deployment failed, and says so', async () => {
    const db = await h.fresh();
    const { contracts, safe, url } = await safeOnChain(2n);
    const owners = safeOwners(db, url, safe);
    const { signed } = await proposeAndSign(owners, contracts, REVERTING_CODE);
    // The app checks with eth_call first and sends nothing; a tool that sends anyway gets GS013 on chain.
    await expect(executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed)).rejects.toThrow('GS013');
    const data = execTransactionData(proposalOf(signed).tx, executionSignatures(signed, await owners.safeNow(), payer));
    const hash = await sendFrom(url, { from: payer, to: safe, data, gas: 1_000_000n });
    expect((await receiptOf(url, hash)).status).toBe('0x0');
    await noteExecution(db, signed.id, { hash, from: payer }, new Date());

    expect(await recordNotedExecutions(db, { now: new Date(), newId: () => 'x', readerOf: () => owners.reader })).toBe(
      0,
    );
    expect(await db.companyTokens.count()).toBe(0);
    const receipt = (await getReceipt(owners.reader, hash))!;
    expect(deploymentFailure(receipt, signed, hash)).toBe(
      `The execution ${hash} failed on chain: the deployment failed and no contract was created. Nothing was recorded; execute it again or reject it.`,
    );
    // The nonce was not used: the proposal stays open.
    expect((await owners.safeNow()).nonce).toBe(0n);
  });

  it('settles a deployment the Safe executed with its inner call reverted (ExecutionFailure) as failed, never as a token or a replacement', async () => {
    const db = await h.fresh();
    const { contracts, safe, url } = await safeOnChain(3n);
    const owners = safeOwners(db, url, safe);
    // A SafeTx made elsewhere with safeTxGas: the Safe then runs a failing inner call and keeps the nonce.
    const tx = failingDeploymentTx(contracts.CreateCall, 500_000n);
    const record = await saveProposal(
      db,
      failingDeploymentProposal(safe, tx, {
        id: 'failing',
        proposedBy: owner1,
        proposedAtBlock: await blockNumber(owners.reader),
        signatures: [],
        execution: null,
      }),
    );
    const once = (await signProposal(owners.ctxOf(owner1), await owners.safeNow(), record)).record!;
    const signed = (await signProposal(owners.ctxOf(owner2), await owners.safeNow(), once)).record!;
    const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
    expect((await receiptOf(url, hash)).status).toBe('0x1');
    expect((await owners.safeNow()).nonce).toBe(1n);

    const settled = await settleProposals(db, owners.reader, await owners.safeNow(), new Date());
    expect(settled.map(({ executedBy }) => executedBy)).toEqual([null]);
    expect((await db.safeProposals.get('failing'))!.outcome).toEqual({
      status: 'replaced',
      reason: `${DEPLOYMENT_FAILED} The Safe's call to CreateCall reverted in ${hash} (nonce 0 is used); no token was recorded.`,
      failedIn: hash,
    });
    await recordSettledPayments(db, owners.reader, settled, { now: new Date(), newId: () => 'x' });
    expect(await recordNotedExecutions(db, { now: new Date(), newId: () => 'x', readerOf: () => owners.reader })).toBe(
      0,
    );
    expect(await db.companyTokens.count()).toBe(0);
    // The receipt read on its own says the same.
    expect(deploymentFailure((await getReceipt(owners.reader, hash))!, signed, hash)).toBe(
      `${DEPLOYMENT_FAILED} The Safe's call to CreateCall reverted in ${hash} (nonce 0 is used); no token was recorded.`,
    );
  });

  it("mints fungible shares' first holders in the deployment's own SafeTx (one MultiSend batch: CreateCall, then the mints)", async () => {
    const db = await h.fresh();
    const { contracts, safe, url } = await safeOnChain(5n);
    const owners = safeOwners(db, url, safe);
    const holders = [
      { to: getAddress(`0x${'a1'.repeat(20)}`), units: 1_000n },
      { to: getAddress(`0x${'b2'.repeat(20)}`), units: 2_500n },
    ];
    const { proposed, signed } = await proposeAndSign(owners, contracts, sharesCode(safe), holders);
    const address = (proposed.pays as { address: string }).address;
    expect(proposed.tx).toMatchObject({ to: contracts.MultiSend, operation: 1 });
    expect(proposed.pays).toMatchObject({ holders: holders.map(({ to, units }) => ({ to, units: String(units) })) });
    // What the owners check before signing: the deployment, then each mint from the Safe to the new token.
    const calls = describeSafeTx(
      proposalOf(proposed).tx,
      contracts.MultiSendCallOnly,
      contracts.CreateCall,
      contracts.MultiSend,
    );
    expect(calls.map((c) => [c.creation ? 'creation' : c.to, c.data.slice(0, 10)])).toEqual([
      ['creation', expect.any(String)],
      [address, SHARES.getFunction('mint')!.selector],
      [address, SHARES.getFunction('mint')!.selector],
    ]);
    const hash = await executePaymentProposal(owners.ctxOf(payer), await owners.safeNow(), signed);
    expect((await receiptOf(url, hash)).status).toBe('0x1');

    const balanceOf = async (holder: string) =>
      BigInt(await call(owners.reader, { to: address, data: SHARES.encodeFunctionData('balanceOf', [holder]) }));
    expect(await Promise.all(holders.map(({ to }) => balanceOf(to)))).toEqual([1_000n, 2_500n]);
    const owner = SHARES.decodeFunctionResult(
      'owner',
      await call(owners.reader, { to: address, data: SHARES.encodeFunctionData('owner', []) }),
    )[0] as string;
    expect(owner).toBe(safe);
    expect(await recordNotedExecutions(db, { now: new Date(), newId: () => 'x', readerOf: () => owners.reader })).toBe(
      1,
    );
    expect(await db.companyTokens.toArray()).toEqual([
      expect.objectContaining({ address, owner: safe, symbol: 'TEAM', deployTxHash: hash }),
    ]);
  });
});
