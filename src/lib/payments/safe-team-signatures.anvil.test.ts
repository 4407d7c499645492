// A Safe's signatures through the team workspace, no Safe server: two devices (fake-indexeddb
// workspaces with their own team documents, merging the way bundles carry changes) and a 2-of-3
// Safe 1.4.1 on a real anvil. Owner A proposes on device 1; owner B sees the proposal on device 2,
// signs it; device 1 sees 2 of 2 and executes. Two owners signing at once both keep their signature
// (the union rule of the records document); a signature that is not its owner's is refused on merge
// with the reason, and the proposal keeps the others.
import 'fake-indexeddb/auto';
import { getAddress, parseEther, Wallet } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Anvil } from '../../../scripts/lib/anvil.mjs';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import { receiptOf } from '../../../tests/fixtures/chain-actions';
import { getBalance } from '@/lib/chain/rpc-methods';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { parseRecord } from '@/lib/db/records';
import type { Asset } from '@/lib/money/asset';
import { settleProposals } from '@/lib/safe/proposal-store';
import { safeQueue } from '@/lib/safe/queue';
import { signProposal, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { safeTxHash } from '@/lib/safe/safe-tx';
import { typedSignature } from '@/lib/safe/owner-signatures';
import { loadSafeTx } from '@/lib/safe/stored-proposal';
import { startAutomergeInNode } from '@/lib/team/doc/automerge-node.testing';
import { recordConflicts } from '@/lib/team/doc/conflicts';
import { openDevice, sync, type Device } from '@/lib/team/doc/devices.testing';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { SAFE_CAST, nodeWallet, safeStateOf, startSafeChain, treasurySafeRecord } from './safe-chain.testing';
import { approveRequest } from './payment-policy-requests';
import { proposeTransferFromSafe } from './safe-pay-kinds';
import { executePaymentProposal } from './safe-payments';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const [admin, owner1, owner2, owner3, payer, approver] = SAFE_CAST;
let anvil: Anvil;
let reader: ChainReader;
let contracts: SafeContracts;
let safeAddress: string;
let eurc: Asset;
let devices: Device[] = [];
let ids = 0;

const ctxOf = (device: Device, account: string): SafeActionContext => ({
  db: device.db,
  provider: nodeWallet(anvil.rpcUrl),
  reader,
  account,
  now: () => new Date(),
  newId: () => `proposal-${++ids}`,
});
const safeNow = () => safeStateOf(reader, safeAddress);
const status = async (device: Device, id: string) => {
  const queue = safeQueue(await device.db.safeProposals.toArray(), await safeNow(), () => undefined);
  return queue.find((entry) => entry.record.id === id)?.status;
};
const owners = (signatures: readonly { owner: string }[]) => signatures.map((entry) => entry.owner).sort();

beforeAll(async () => {
  await startAutomergeInNode();
  let token: string;
  ({ anvil, reader, contracts, safe: safeAddress, token } = await startSafeChain([owner1, owner2, owner3], admin, 5n));
  eurc = { chainId: 31337, kind: 'erc20', address: token, symbol: 'EURC', decimals: 6, name: 'Euro Coin' };
});
afterAll(() => anvil.stop());
afterEach(async () => {
  for (const device of devices) await device.db.delete();
  devices = [];
});

/** Owner A proposes on `device` a transfer of ETH from the Safe. */
const payFrom = async (device: Device, to: string, units: bigint) =>
  proposeTransferFromSafe(ctxOf(device, owner1), await safeNow(), contracts, { asset: ETH, to, units });

/** Device 1 (owner A's) with the Safe as treasury, and device 2 (owner B's) joined from it. */
async function twoDevices(approvalPolicy: TreasuryWallet['approvalPolicy'] = null): Promise<[Device, Device]> {
  devices = [await openDevice('a1'), await openDevice('b2')];
  await devices[0]!.db.treasuryWallets.add({ ...treasurySafeRecord(safeAddress), approvalPolicy });
  const member = (id: string, name: string, wallet: string) =>
    parseRecord('teamMembers', {
      id,
      name,
      email: '',
      role: 'Approver',
      wallet,
      createdAt: new Date().toISOString(),
      revision: 1,
    });
  await devices[0]!.db.teamMembers.bulkAdd([member('m1', 'Dana', approver), member('m2', 'Ann', payer)]);
  await sync(devices[0]!, devices[1]!);
  return devices as [Device, Device];
}

describe('Safe signatures through the team workspace', () => {
  it('carries a proposal to the second owner, their signature back, and executes at 2 of 2', async () => {
    const [one, two] = await twoDevices();
    const vendor = getAddress(`0x${'5'.repeat(40)}`);
    const proposed = await payFrom(one, vendor, parseEther('0.25'));
    expect((await status(one, proposed.id))?.text).toBe('1 of 2 signatures');

    expect(await sync(one, two)).toEqual([]);
    const seen = (await two.db.safeProposals.get(proposed.id))!;
    expect(seen).toMatchObject({ hash: proposed.hash, pays: { kind: 'transfer', to: vendor }, proposedBy: owner1 });
    expect((await status(two, proposed.id))?.text).toBe('1 of 2 signatures');
    const signed = await signProposal(ctxOf(two, owner2), await safeNow(), seen);
    expect(signed.added).toEqual([owner2]);

    expect(await sync(two, one)).toEqual([]);
    const ready = (await one.db.safeProposals.get(proposed.id))!;
    expect(owners(ready.signatures)).toEqual([owner1, owner2].sort());
    expect((await status(one, proposed.id))?.text).toBe('2 of 2 signatures: ready to execute');

    const hash = await executePaymentProposal(ctxOf(one, owner1), await safeNow(), ready);
    expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
    expect(await getBalance(reader, vendor)).toBe(parseEther('0.25'));
    await sync(one, two);
    expect((await two.db.safeProposals.get(proposed.id))?.execution).toMatchObject({ hash, from: owner1 });
    // Each device settles from the chain; the nonce is never proposed again.
    await settleProposals(two.db, reader, await safeNow(), new Date());
    expect((await two.db.safeProposals.get(proposed.id))?.outcome).toEqual({ status: 'executed', hash });
  });

  it('keeps both signatures when two owners sign on two devices at once', async () => {
    const [one, two] = await twoDevices();
    const vendor = getAddress(`0x${'6'.repeat(40)}`);
    const proposed = await payFrom(one, vendor, 1n);
    await sync(one, two);
    const safe = await safeNow();
    // Owner C signs on device 1 while owner B signs on device 2, neither having seen the other.
    expect((await signProposal(ctxOf(one, owner3), safe, proposed)).added).toEqual([owner3]);
    expect((await signProposal(ctxOf(two, owner2), safe, proposed)).added).toEqual([owner2]);
    await sync(one, two);
    await sync(two, one);
    for (const device of [one, two]) {
      expect(owners((await device.db.safeProposals.get(proposed.id))!.signatures)).toEqual(
        [owner1, owner2, owner3].sort(),
      );
    }
    // The document holds both writes side by side; the union is what each device reads.
    expect(recordConflicts(one.session.docs, 'safeProposals', proposed.id).map((c) => c.field)).toContain('signatures');
    const hash = await executePaymentProposal(
      ctxOf(two, payer),
      await safeNow(),
      (await two.db.safeProposals.get(proposed.id))!,
    );
    expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
  });

  it("refuses on merge a signature that is not its owner's, with the reason, and keeps the rest", async () => {
    const [one, two] = await twoDevices();
    const proposed = await payFrom(one, getAddress(`0x${'8'.repeat(40)}`), 1n);
    await sync(one, two);
    // Device 2 stores, past the check on arrival, a signature of the payer's key that claims to be owner C's.
    const hash = safeTxHash(31337, safeAddress, loadSafeTx(proposed.tx));
    const stranger = new Wallet(ANVIL_KEYS[4]!);
    const forged = { ...typedSignature(stranger.address, stranger.signingKey.sign(hash).serialized), owner: owner3 };
    await two.db.safeProposals.put({ ...proposed, signatures: [...proposed.signatures, forged] });

    const refused = await sync(two, one);
    const reason = `The signature of ${owner3} is not theirs for SafeTx ${proposed.hash} (it recovers ${payer}).`;
    expect(refused).toEqual([
      {
        table: 'safeProposals',
        key: proposed.id,
        problems: [`signatures: ${reason}`],
        elements: [{ field: 'signatures', element: owner3, reason }],
      },
    ]);
    const kept = (await one.db.safeProposals.get(proposed.id))!;
    expect(kept.signatures).toEqual(proposed.signatures);
    expect((await status(one, proposed.id))?.text).toBe('1 of 2 signatures');
  });

  it('carries a waiting payment to a second Approver; two approving at once on two devices both count', async () => {
    const [one, two] = await twoDevices({ above: '1000', currency: 'EUR', approvals: 2 });
    const transfer = { asset: eurc, to: getAddress(`0x${'9'.repeat(40)}`), units: 2_000_000n };
    await expect(proposeTransferFromSafe(ctxOf(one, owner1), await safeNow(), contracts, transfer)).rejects.toThrow(
      '0 of 2 approvals given. It can be approved by Dana (Approver), Ann (Approver). Nothing was proposed.',
    );
    await sync(one, two);
    const [waiting] = await two.db.paymentRequests.toArray();
    expect(waiting).toMatchObject({ status: 'waiting', approvals: [] });
    // Dana approves on device 1 while Ann approves on device 2.
    const approveOn = (device: Device, address: string, name: string) =>
      approveRequest(
        device.db,
        nodeWallet(anvil.rpcUrl),
        contracts,
        waiting!,
        { address, name, role: 'Approver' },
        new Date(),
      );
    await approveOn(one, approver, 'Dana');
    await approveOn(two, payer, 'Ann');
    await sync(one, two);
    await sync(two, one);
    for (const device of [one, two])
      expect(
        owners((await device.db.paymentRequests.get(waiting!.id))!.approvals.map((a) => ({ owner: a.approver }))),
      ).toEqual([approver, payer].sort());
    const proposed = await proposeTransferFromSafe(ctxOf(one, owner1), await safeNow(), contracts, transfer);
    expect(proposed.approvals?.map((approval) => approval.memberName).sort()).toEqual(['Ann', 'Dana']);
    await sync(one, two);
    expect(await two.db.paymentRequests.get(waiting!.id)).toMatchObject({
      status: 'proposed',
      proposalId: proposed.id,
    });
  });
});
