// Payments other than bills from a 2-of-3 Safe 1.4.1 on a real anvil: a distribution run (ETH in two
// batches, and a token run: approval and batch in one SafeTx), a transfer and a company token's
// mint, each proposed, signed by a second owner and executed through the same path as bills; the
// run done once its execution settles. The treasury's approval policy refuses a payment above its
// amount until an Approver's EIP-712 approval is given. Workspace in fake-indexeddb; each owner's
// wallet is the node's own unlocked account.
import 'fake-indexeddb/auto';
import { AbiCoder, getAddress, Interface, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anvil } from '../../../scripts/lib/anvil.mjs';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getBalance, getReceipt } from '@/lib/chain/rpc-methods';
import { assetSharesAbi, assetSharesBytecode, distributorBytecode } from '@/lib/contracts/generated/artifacts';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { paymentsSafeTx } from '@/lib/safe/execute';
import { settleProposals } from '@/lib/safe/proposal-store';
import type { SafeState } from '@/lib/safe/read-safe';
import { signProposal, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { SAFE_CAST, nodeWallet, safeRunRecord, safeStateOf, startSafeChain } from './safe-chain.testing';
import { signPaymentApproval } from './payment-approval-sign';
import { transferCall } from './payment-calls';
import type { PolicyApprover, PolicyGate } from './payment-policy';
import { createCallInterface, deployedContractOf } from '@/lib/safe/create-call';
import {
  proposeCallFromSafe,
  proposeDeployFromSafe,
  proposeMintFromSafe,
  proposeRunFromSafe,
  proposeTransferFromSafe,
} from './safe-pay-kinds';
import { recordSafeDeployment } from './safe-deployment-record';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';

let anvil: Anvil;
let db: WorkspaceDb;
let reader: ChainReader;
let contracts: SafeContracts;
let safeAddress: string;
let distributor: string;
let eurc: Asset;
const [admin, owner1, owner2, owner3, payer, approver] = SAFE_CAST;
const people = [1, 2, 3, 4].map((digit) => getAddress(`0x${String(digit).repeat(40)}`)) as [
  string,
  string,
  string,
  string,
];
const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const SHARES = new Interface(assetSharesAbi);
let ids = 0;
const newId = () => `id-${++ids}`;

const walletOf = (): Eip1193Provider => nodeWallet(anvil.rpcUrl);
const ctxOf = (account: string): SafeActionContext => ({
  db,
  provider: walletOf(),
  reader,
  account,
  now: () => new Date(),
  newId,
});

const safeNow = (): Promise<SafeState> => safeStateOf(reader, safeAddress);

const tokenBalance = async (token: string, holder: string) =>
  BigInt(await call(reader, { to: token, data: ERC20.encodeFunctionData('balanceOf', [holder]) }));

/** A run recorded with the Safe as its sender (what Auto Distribution saves on Pay), batches as given. */
async function safeRun(asset: Asset, payments: [string, bigint][], batches: [number, number][]) {
  const run = safeRunRecord({ id: `run-${++ids}`, sender: safeAddress, distributor, asset, payments, batches });
  await db.distributionRuns.add(run);
  return run;
}

/** The second owner signs, a non-owner executes; the queue then settles it and records what it paid. */
async function signAndExecute(proposed: SafeProposalRecord): Promise<string> {
  const signed = (await signProposal(ctxOf(owner2), await safeNow(), proposed)).record!;
  const hash = await executePaymentProposal(ctxOf(payer), await safeNow(), signed);
  expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
  const settled = await settleProposals(db, reader, await safeNow(), new Date());
  expect(settled.map(({ record, executedBy }) => [record.id, executedBy])).toEqual([[proposed.id, hash]]);
  await recordSettledPayments(db, reader, settled, { now: new Date(), newId });
  await recordSettledPayments(db, reader, settled, { now: new Date(), newId });
  return hash;
}

beforeAll(async () => {
  let token: string;
  ({ anvil, reader, contracts, safe: safeAddress, token } = await startSafeChain([owner1, owner2, owner3], admin, 21n));
  const deployed = await receiptOf(
    anvil.rpcUrl,
    await sendFrom(anvil.rpcUrl, { from: admin, data: distributorBytecode }),
  );
  distributor = getAddress(deployed.contractAddress!);
  eurc = { chainId: 31337, kind: 'erc20', address: token, symbol: 'EURC', decimals: 6, name: 'Euro Coin' };
  db = new WorkspaceDb(`safe-payments-${crypto.randomUUID()}`);
});

afterAll(async () => {
  db.close();
  await anvil.stop();
});

describe('runs, transfers and mints from a 2-of-3 Safe', () => {
  it('proposes an ETH run of two batches as one SafeTx; executed, the recipients are paid and the run is done once', async () => {
    const run = await safeRun(
      ETH,
      [
        [people[0], parseEther('1')],
        [people[1], parseEther('2')],
        [people[2], parseEther('0.5')],
      ],
      [
        [0, 2],
        [2, 3],
      ],
    );
    const proposed = await proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run);
    expect(proposed).toMatchObject({
      kind: 'run',
      pays: { kind: 'run', runId: run.id },
      tx: { to: contracts.MultiSendCallOnly, operation: 1 },
    });
    await expect(proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run)).rejects.toThrow(
      'This distribution is already proposed',
    );
    const before = await Promise.all(people.slice(0, 3).map((person) => getBalance(reader, person)));
    const hash = await signAndExecute(proposed);
    const after = await Promise.all(people.slice(0, 3).map((person) => getBalance(reader, person)));
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([
      parseEther('1'),
      parseEther('2'),
      parseEther('0.5'),
    ]);
    const done = (await db.distributionRuns.get(run.id))!;
    expect(done.status).toBe('done');
    expect(done.batches.map((batch) => [batch.status, batch.hash])).toEqual([
      ['mined', hash],
      ['mined', hash],
    ]);
    expect(done.batches[0]!.blockNumber).toBeGreaterThan(0);
  });

  it('pays a token run with its approval and batch in one SafeTx', async () => {
    const run = await safeRun(
      eurc,
      [
        [people[0], 10_000_000n],
        [people[3], 30_000_000n],
      ],
      [[0, 2]],
    );
    const hash = await signAndExecute(await proposeRunFromSafe(ctxOf(owner1), await safeNow(), contracts, run));
    expect([await tokenBalance(eurc.address!, people[0]), await tokenBalance(eurc.address!, people[3])]).toEqual([
      10_000_000n,
      30_000_000n,
    ]);
    expect((await db.distributionRuns.get(run.id))!).toMatchObject({
      status: 'done',
      approval: { status: 'mined', hash },
    });
  });

  it("proposes a transfer, a mint and the token's pause instead of sending, saved with what they pay", async () => {
    const transfer = await proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, {
      asset: eurc,
      to: people[2],
      units: 5_000_000n,
    });
    expect(transfer).toMatchObject({
      kind: 'transfer',
      pays: { kind: 'transfer', to: people[2], units: '5000000' },
      tx: { to: eurc.address, value: '0' },
    });
    await signAndExecute(transfer);
    expect(await tokenBalance(eurc.address!, people[2])).toBe(5_000_000n);

    // A company token the Safe owns: only the Safe may mint it.
    const args = AbiCoder.defaultAbiCoder().encode(
      ['string', 'string', 'uint256', 'string', 'address'],
      ['Acme Shares', 'ACME', 10n ** 30n, '', safeAddress],
    );
    const shares = getAddress(
      (
        await receiptOf(
          anvil.rpcUrl,
          await sendFrom(anvil.rpcUrl, { from: admin, data: assetSharesBytecode + args.slice(2) }),
        )
      ).contractAddress!,
    );
    const mint = await proposeMintFromSafe(ctxOf(owner1), await safeNow(), contracts, {
      token: shares,
      symbol: 'ACME',
      to: people[3],
      units: 1_000n,
    });
    expect(mint).toMatchObject({ kind: 'mint', pays: { kind: 'mint', token: shares, to: people[3], units: '1000' } });
    await signAndExecute(mint);
    expect(await tokenBalance(shares, people[3])).toBe(1_000n);

    // Its other owner-only calls are proposed too: the pause, saved with the call in words.
    const pause = await proposeCallFromSafe(ctxOf(owner1), await safeNow(), contracts, {
      to: shares,
      data: SHARES.encodeFunctionData('pause', []),
      label: 'The pause of ACME',
    });
    expect(pause).toMatchObject({
      kind: 'call',
      pays: { kind: 'call', to: shares, label: 'The pause of ACME' },
      tx: { to: shares, value: '0', operation: 0 },
    });
    const paused = async () =>
      SHARES.decodeFunctionResult(
        'paused',
        await call(reader, { to: shares, data: SHARES.encodeFunctionData('paused', []) }),
      )[0];
    expect(await paused()).toBe(false);
    await signAndExecute(pause);
    expect(await paused()).toBe(true);
  });

  it('proposes a company token deployed from the Safe; executed, the token is recorded where its log says, owned by the Safe', async () => {
    const initCode =
      assetSharesBytecode + SHARES.encodeDeploy(['Safe Shares', 'SAFE', 5_000n, '', safeAddress]).slice(2);
    const proposed = await proposeDeployFromSafe(ctxOf(owner1), await safeNow(), contracts, {
      template: 'shares',
      name: 'Safe Shares',
      symbol: 'SAFE',
      cap: 5_000n,
      metadataUri: '',
      initCode,
    });
    expect(proposed).toMatchObject({
      kind: 'deploy',
      pays: { kind: 'deploy', template: 'shares', name: 'Safe Shares', symbol: 'SAFE', cap: '5000' },
      tx: { to: contracts.CreateCall, value: '0', operation: 1 },
      signatures: [expect.objectContaining({ owner: owner1 })],
    });
    const predicted = (proposed.pays as { address: string }).address;
    expect(await db.companyTokens.count()).toBe(0);

    const hash = await signAndExecute(proposed);
    const created = deployedContractOf((await getReceipt(reader, hash))!.logs, safeAddress);
    expect(created).toBe(predicted);
    const tokens = await db.companyTokens.toArray();
    expect(tokens).toEqual([
      expect.objectContaining({
        chainId: 31337,
        address: created,
        kind: 'shares',
        name: 'Safe Shares',
        symbol: 'SAFE',
        cap: '5000',
        owner: safeAddress,
        deployTxHash: hash,
      }),
    ]);
    expect(await db.knownTokens.get(`31337:${created!.toLowerCase()}`)).toMatchObject({ symbol: 'SAFE' });
    const owner = SHARES.decodeFunctionResult(
      'owner',
      await call(reader, { to: created!, data: SHARES.encodeFunctionData('owner', []) }),
    )[0] as string;
    expect(getAddress(owner)).toBe(safeAddress);

    // A log naming a contract that is not the template's code (the EURC token) records nothing.
    const forged = createCallInterface.encodeEventLog('ContractCreation', [eurc.address]);
    const receipt = { status: 1, blockNumber: 1, logs: [{ ...forged, address: safeAddress }] };
    const pays = proposed.pays as ProposalPays & { kind: 'deploy' };
    expect(await recordSafeDeployment(db, proposed, pays, hash, receipt, new Date(), reader)).toBeNull();
    expect(await db.companyTokens.count()).toBe(1);
  });
});

describe("the treasury's approval policy", () => {
  const approvers: PolicyApprover[] = [{ address: approver, name: 'Dana', role: 'Approver' }];
  const policy = { above: 100_000n, currency: 'EUR', decimals: 2, approvals: 1 };
  const payment = () => ({ asset: ETH, to: people[3], units: parseEther('0.1') });

  it('refuses a payment above the amount with the rule and who can unblock it, and saves nothing', async () => {
    const count = await db.safeProposals.count();
    const gate: PolicyGate = { policy, value: 250_000n, approvers, approvals: [] };
    await expect(proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, payment(), gate)).rejects.toThrow(
      "Payments above €1,000.00 from this treasury need an Approver's approval before they are proposed. This payment is €2,500.00. It can be approved by Dana (Approver). Nothing was proposed.",
    );
    const unpriced: PolicyGate = { policy, value: null, approvers: [], approvals: [] };
    await expect(
      proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, payment(), unpriced),
    ).rejects.toThrow(
      'is not known (no price), so it needs one too. Nobody in Company → Team can approve it: give a member the Approver role.',
    );
    expect(await db.safeProposals.count()).toBe(count);
    // Below the amount, nothing is needed.
    const small = await proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, payment(), {
      ...gate,
      value: 90_000n,
    });
    expect(small.approvals).toBeUndefined();
  });

  it("takes the Approver's EIP-712 approval of this payment, keeps it with the proposal, and refuses one of another payment or by a non-approver", async () => {
    const call = paymentsSafeTx(contracts, [transferCall(ETH, people[3], parseEther('0.1'))], 0n);
    const approval = await signPaymentApproval(
      walletOf(),
      approvers[0]!,
      31337,
      safeAddress,
      call,
      '0.1 ETH to Acme',
      new Date(),
    );
    const other = await signPaymentApproval(
      walletOf(),
      approvers[0]!,
      31337,
      safeAddress,
      paymentsSafeTx(contracts, [transferCall(ETH, people[3], parseEther('0.2'))], 0n),
      '0.2 ETH',
      new Date(),
    );
    const stranger = await signPaymentApproval(
      walletOf(),
      { address: payer, name: 'Someone', role: 'Approver' },
      31337,
      safeAddress,
      call,
      '',
      new Date(),
    );
    const refused: PolicyGate = { policy, value: 250_000n, approvers, approvals: [other, stranger] };
    await expect(
      proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, payment(), refused),
    ).rejects.toThrow('It can be approved by Dana (Approver).');
    const proposed = await proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, payment(), {
      ...refused,
      approvals: [other, approval],
    });
    expect(proposed.approvals).toEqual([approval]);
    expect((await db.safeProposals.get(proposed.id))!.approvals).toEqual([
      expect.objectContaining({ approver, memberName: 'Dana', role: 'Approver' }),
    ]);
  });
});
