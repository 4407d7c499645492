// The treasury's approval policy as a Company setting, on a real anvil with a 2-of-3 Safe 1.4.1 and
// the workspace in fake-indexeddb: the policy saved on the treasury wallet is read by the shared
// propose path (no page hands it in); a payment it stops is refused with the rule and who can
// unblock it and waits as a request; the Approver approves the request from their wallet
// (EIP-712 PaymentApproval through the node's eth_signTypedData_v4); the same payment asked again is
// proposed with the approval kept on it, signed by a second owner and executed.
import 'fake-indexeddb/auto';
import { getAddress, Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anvil } from '../../../scripts/lib/anvil.mjs';
import { receiptOf } from '../../../tests/fixtures/chain-actions';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call } from '@/lib/chain/rpc-methods';
import { assetSharesAbi, assetSharesBytecode } from '@/lib/contracts/generated/artifacts';
import { parseRecord } from '@/lib/db/records';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import type { SafeState } from '@/lib/safe/read-safe';
import { signProposal, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { approveRequest, requestCalls, requestsOf } from './payment-policy-requests';
import { SAFE_CAST, nodeWallet, safeStateOf, startSafeChain, treasurySafeRecord } from './safe-chain.testing';
import { proposeDeployFromSafe, proposeMintFromSafe, proposeTransferFromSafe } from './safe-pay-kinds';
import { executePaymentProposal, proposePaymentFromSafe } from './safe-payments';

let anvil: Anvil;
let db: WorkspaceDb;
let reader: ChainReader;
let contracts: SafeContracts;
let safeAddress: string;
let eurc: Asset;
const [admin, owner1, owner2, owner3, payer, approver] = SAFE_CAST;
const vendor = getAddress(`0x${'7'.repeat(40)}`);
let ids = 0;
const newId = () => `id-${++ids}`;
const now = new Date('2026-11-29T10:00:00Z');

const walletOf = (): Eip1193Provider => nodeWallet(anvil.rpcUrl);
const ctxOf = (account: string): SafeActionContext => ({
  db,
  provider: walletOf(),
  reader,
  account,
  now: () => now,
  newId,
});
const safeNow = (): Promise<SafeState> => safeStateOf(reader, safeAddress);
const member = (id: string, name: string, role: string, wallet: string | null) =>
  parseRecord('teamMembers', { id, name, email: '', role, wallet, createdAt: now.toISOString(), revision: 1 });

beforeAll(async () => {
  let token: string;
  ({ anvil, reader, contracts, safe: safeAddress, token } = await startSafeChain([owner1, owner2, owner3], admin, 33n));
  eurc = { chainId: 31337, kind: 'erc20', address: token, symbol: 'EURC', decimals: 6, name: 'Euro Coin' };
  db = new WorkspaceDb(`payment-policy-${crypto.randomUUID()}`);
  await db.treasuryWallets.add(
    parseRecord('treasuryWallets', {
      ...treasurySafeRecord(safeAddress),
      approvalPolicy: { above: '1000', currency: 'EUR' },
    }),
  );
  await db.teamMembers.bulkAdd([
    member('m1', 'Dana', 'Approver', approver),
    member('m2', 'Vic', 'Viewer', payer),
    member('m3', 'Ann', 'Approver', null),
  ]);
});

afterAll(async () => {
  db.close();
  await anvil.stop();
});

describe("a treasury's saved approval policy", () => {
  it('stops a payment without a price, keeps it waiting once, and proposes it once the Approver approved it', async () => {
    const transfer = { asset: eurc, to: vendor, units: 5_000_000n };
    const refused = proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, transfer);
    await expect(refused).rejects.toThrow(
      "Payments above €1,000.00 from this treasury need an Approver's approval before they are proposed. This payment's value in EUR is not known (no price), so it needs one too. It can be approved by Dana (Approver). Nothing was proposed. The payment waits for their approval in Transactions → Safe queue.",
    );
    await expect(proposeTransferFromSafe(ctxOf(owner2), await safeNow(), contracts, transfer)).rejects.toThrow(
      'Nothing was proposed.',
    );
    expect(await db.safeProposals.count()).toBe(0);
    const [request, ...more] = await requestsOf(db, 31337, safeAddress);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      status: 'waiting',
      kind: 'transfer',
      requestedBy: owner1,
      summary: `A transfer of 5 EURC to ${vendor}`,
      approvals: [],
    });

    // A wallet that is not an Approver's signs: it does not count, and the payment stays stopped.
    await approveRequest(db, walletOf(), contracts, request!, { address: payer, name: 'Vic', role: 'Approver' }, now);
    await expect(proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, transfer)).rejects.toThrow(
      'It can be approved by Dana (Approver).',
    );

    const approval = await approveRequest(
      db,
      walletOf(),
      contracts,
      (await db.paymentRequests.get(request!.id))!,
      { address: approver, name: 'Dana', role: 'Approver' },
      now,
    );
    expect(JSON.parse(approval.message)).toMatchObject({ treasury: safeAddress, summary: request!.summary });
    const proposed = await proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, transfer);
    expect(proposed.approvals).toEqual([approval]);
    expect(await db.paymentRequests.get(request!.id)).toMatchObject({ status: 'proposed', proposalId: proposed.id });

    const signed = (await signProposal(ctxOf(owner2), await safeNow(), proposed)).record!;
    const hash = await executePaymentProposal(ctxOf(owner3), await safeNow(), signed);
    expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
    const balanceOf = new Interface(['function balanceOf(address) view returns (uint256)']);
    expect(
      BigInt(await call(reader, { to: eurc.address!, data: balanceOf.encodeFunctionData('balanceOf', [vendor]) })),
    ).toBe(5_000_000n);
  });

  it("stops a token's deployment (no price) as a request of kind 'deploy'; approved, it is proposed as the delegate call to CreateCall", async () => {
    const SHARES = new Interface(assetSharesAbi);
    const deployment = {
      template: 'shares' as const,
      name: 'Policy Shares',
      symbol: 'POL',
      cap: 10n,
      metadataUri: '',
      initCode: assetSharesBytecode + SHARES.encodeDeploy(['Policy Shares', 'POL', 10n, '', safeAddress]).slice(2),
    };
    await expect(proposeDeployFromSafe(ctxOf(owner1), await safeNow(), contracts, deployment)).rejects.toThrow(
      'It can be approved by Dana (Approver).',
    );
    const request = (await requestsOf(db, 31337, safeAddress)).find((r) => r.kind === 'deploy')!;
    expect(request).toMatchObject({
      status: 'waiting',
      calls: [{ to: contracts.CreateCall, value: '0' }],
      pays: { kind: 'deploy', name: 'Policy Shares', symbol: 'POL', cap: '10' },
    });
    expect(request.summary).toMatch(
      /^The deployment of Policy Shares \(POL, fungible shares\), owned by the Safe, at 0x/,
    );
    // The Approver signs the delegate call the Safe will make (operation 1), not a plain call.
    const approval = await approveRequest(
      db,
      walletOf(),
      contracts,
      request,
      { address: approver, name: 'Dana', role: 'Approver' },
      now,
    );
    expect(JSON.parse(approval.message)).toMatchObject({ to: contracts.CreateCall, operation: 1 });
    // Proposed from the request as Transactions → Safe queue does.
    const waiting = (await db.paymentRequests.get(request.id))!;
    const payment = { kind: waiting.kind, bills: waiting.bills, pays: waiting.pays };
    const proposed = await proposePaymentFromSafe(
      ctxOf(owner1),
      await safeNow(),
      contracts,
      requestCalls(waiting),
      payment,
    );
    expect(proposed).toMatchObject({
      kind: 'deploy',
      tx: { to: contracts.CreateCall, operation: 1 },
      approvals: [approval],
    });
  });

  it('stops a mint (no price) and a payment once nobody can approve, saying so', async () => {
    const mint = { token: eurc.address!, symbol: 'EURC', to: vendor, units: 1n };
    await expect(proposeMintFromSafe(ctxOf(owner1), await safeNow(), contracts, mint)).rejects.toThrow(
      'It can be approved by Dana (Approver).',
    );
    await db.teamMembers.delete('m1');
    await expect(
      proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, { asset: eurc, to: vendor, units: 7n }),
    ).rejects.toThrow('Nobody in Company → Team can approve it: give a member the Approver role.');
    expect((await requestsOf(db, 31337, safeAddress)).filter((r) => r.status === 'waiting')).toHaveLength(2);
  });

  it('lets a payment under its asset limit through without a price, and stops one above it', async () => {
    const limit = { address: eurc.address, symbol: 'EURC', decimals: 6, above: '10' };
    await db.treasuryWallets.update('safe', { approvalPolicy: { above: '1000', currency: 'EUR', assets: [limit] } });
    const small = await proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, {
      asset: eurc,
      to: vendor,
      units: 9_000_000n,
    });
    expect(small.approvals).toBeUndefined();
    await expect(
      proposeTransferFromSafe(ctxOf(owner1), await safeNow(), contracts, {
        asset: eurc,
        to: vendor,
        units: 20_000_000n,
      }),
    ).rejects.toThrow(
      "Payments above €1,000.00 (or above 10\u00a0EURC) from this treasury need an Approver's approval before they are proposed. This payment moves 20\u00a0EURC, above the limit of 10\u00a0EURC.",
    );
  });
});
