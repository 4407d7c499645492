// Bills paid from a 2-of-3 Safe 1.4.1 on a real anvil (Safe's npm artifacts, scripts/lib/deploy-safe.mjs),
// with the workspace in fake-indexeddb and each owner's wallet the node's own unlocked account
// (eth_signTypedData_v4, eth_sign, eth_sendTransaction: the requests the app makes of a wallet).
import 'fake-indexeddb/auto';
import { getAddress, Interface, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getBalance } from '@/lib/chain/rpc-methods';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { execTransactionData } from '@/lib/safe/execute';
import { addOwnerSignatures, settleProposals } from '@/lib/safe/proposal-store';
import { safeQueue } from '@/lib/safe/queue';
import type { SafeState } from '@/lib/safe/read-safe';
import { executeProposal, proposeRejection, signProposal, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { safeTx, safeTxTypedData } from '@/lib/safe/safe-tx';
import { typedSignature } from '@/lib/safe/owner-signatures';
import { loadSafeTx } from '@/lib/safe/stored-proposal';
import { nodeWallet, SAFE_CAST, safeStateOf, startSafeChain } from './safe-chain.testing';
import { proposeBillsFromSafe } from './safe-bills';
import { executePaymentProposal } from './safe-payments';
import { recordSettledPayments } from './safe-execution-record';

let anvil: Anvil;
let db: WorkspaceDb;
let reader: ChainReader;
let contracts: SafeContracts;
let safeAddress: string;
let token: string;
const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;
const vendors = [7, 8, 9].map((digit) => getAddress(`0x${String(digit).repeat(40)}`)) as [string, string, string];
const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);
let ids = 0;

/** The node's own account as a wallet: every request goes to anvil, which signs for it. */
function ctxOf(account: string): SafeActionContext {
  return { db, provider: nodeWallet(anvil.rpcUrl), reader, account, now: () => new Date(), newId: () => `id-${++ids}` };
}

const safeNow = (): Promise<SafeState> => safeStateOf(reader, safeAddress);

async function tokenBalance(holder: string): Promise<bigint> {
  const data = await call(reader, { to: token, data: ERC20.encodeFunctionData('balanceOf', [holder]) });
  return BigInt(data);
}

const statusOf = async (record: SafeProposalRecord) => {
  const rows = await db.chainTransactions.toArray();
  const queue = safeQueue(
    await db.safeProposals.toArray(),
    await safeNow(),
    (hash) => rows.find((row) => row.hash === hash)?.status,
  );
  return queue.find((entry) => entry.record.id === record.id)!.status;
};

beforeAll(async () => {
  ({ anvil, reader, contracts, safe: safeAddress, token } = await startSafeChain([owner1, owner2, owner3], admin, 11n));
  db = new WorkspaceDb(`safe-bills-${crypto.randomUUID()}`);
});

afterAll(async () => {
  db.close();
  await anvil.stop();
});

describe('bills paid from a 2-of-3 Safe', () => {
  let paid: SafeProposalRecord;

  it('proposes a MultiSend batch of three bills (two in ETH, one in a token), two owners sign, a non-owner executes', async () => {
    const eurc: Asset = {
      chainId: 31337,
      kind: 'erc20',
      address: getAddress(token),
      symbol: 'EURC',
      decimals: 6,
      name: 'Euro Coin',
    };
    const groups = [
      {
        asset: ETH,
        items: [
          { billId: 'bill-1', payee: vendors[0], units: parseEther('1') },
          { billId: 'bill-2', payee: vendors[1], units: parseEther('0.5') },
        ],
      },
      { asset: eurc, items: [{ billId: 'bill-3', payee: vendors[2], units: 250_000_000n }] },
    ];
    const proposed = await proposeBillsFromSafe(ctxOf(owner1), await safeNow(), contracts, groups);
    expect(proposed).toMatchObject({
      kind: 'bills',
      tx: { to: contracts.MultiSendCallOnly, operation: 1, nonce: '0' },
    });
    expect((await statusOf(proposed)).text).toBe('1 of 2 signatures');
    await expect(executeProposal(ctxOf(payer), await safeNow(), proposed)).rejects.toThrow(
      '1 of 2 signatures: the Safe needs 1 more before it can execute.',
    );

    const signed = await signProposal(ctxOf(owner2), await safeNow(), proposed);
    expect(signed.added).toEqual([owner2]);
    paid = signed.record!;
    expect(await statusOf(paid)).toMatchObject({ kind: 'ready', text: '2 of 2 signatures: ready to execute' });

    const before = await Promise.all(vendors.slice(0, 2).map((vendor) => getBalance(reader, vendor)));
    const hash = await executePaymentProposal(ctxOf(payer), await safeNow(), paid);
    expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
    const after = await Promise.all(vendors.slice(0, 2).map((vendor) => getBalance(reader, vendor)));
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([parseEther('1'), parseEther('0.5')]);
    expect(await tokenBalance(vendors[2])).toBe(250_000_000n);
    expect((await safeNow()).nonce).toBe(1n);

    // Recorded as a wallet's payment is: one record per asset, for the execution's hash, from the Safe.
    const payments = await db.billPayments.where('[chainId+hash]').equals([31337, hash]).toArray();
    expect(payments.map((payment) => [payment.asset.symbol, payment.from, payment.items.map((i) => i.billId)])).toEqual(
      [
        ['ETH', safeAddress, ['bill-1', 'bill-2']],
        ['EURC', safeAddress, ['bill-3']],
      ],
    );
    expect((await db.chainTransactions.toArray()).find((row) => row.hash === hash)).toMatchObject({
      status: 'pending',
      from: payer,
      to: safeAddress,
    });
    expect(await settleProposals(db, reader, await safeNow(), new Date())).toEqual([
      { record: expect.objectContaining({ id: paid.id, outcome: { status: 'executed', hash } }), executedBy: hash },
    ]);
  });

  it('refuses a forged signature, a stranger and a stale one with the reason, and keeps the proposal as it was', async () => {
    const proposed = await proposeBillsFromSafe(ctxOf(owner1), await safeNow(), contracts, [
      { asset: ETH, items: [{ billId: 'bill-4', payee: vendors[0], units: parseEther('0.1') }] },
    ]);
    const payload = JSON.stringify(safeTxTypedData(31337, safeAddress, loadSafeTx(proposed.tx)));
    const strangers = (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [payer, payload])) as string;
    const result = await addOwnerSignatures(
      db,
      proposed.id,
      await safeNow(),
      [typedSignature(owner3, strangers), typedSignature(payer, strangers)],
      new Date(),
    );
    expect(result.added).toEqual([]);
    expect(result.refused).toEqual([
      { owner: owner3, reason: `The signature is not ${owner3}'s for this SafeTx (it recovers ${payer}).` },
      { owner: payer, reason: `${payer} is not an owner of this Safe.` },
    ]);
    expect((await db.safeProposals.get(proposed.id))!.signatures.map((s) => s.owner)).toEqual([owner1]);
    const stale = await addOwnerSignatures(db, paid.id, await safeNow(), [], new Date());
    expect(stale.refused).toEqual([{ owner: '', reason: 'The proposal is settled: nothing to sign.' }]);
  });

  it('rejects a proposal by executing a zero-value SafeTx with the same nonce: the payment is replaced, never executed', async () => {
    const [payment] = (await db.safeProposals.toArray()).filter((record) => record.outcome === null);
    expect(payment!.tx.nonce).toBe('1');
    const rejection = await proposeRejection(ctxOf(owner2), await safeNow(), payment!);
    expect(rejection).toMatchObject({ kind: 'rejection', tx: { to: safeAddress, value: '0', data: '0x', nonce: '1' } });
    // Owner 3 executes it with owner 2's signature and their own approval (sending is approving).
    const hash = await executeProposal(ctxOf(owner3), await safeNow(), rejection);
    expect((await receiptOf(anvil.rpcUrl, hash)).status).toBe('0x1');
    const settled = await settleProposals(db, reader, await safeNow(), new Date());
    expect(settled.map(({ record }) => [record.kind, record.outcome]).sort()).toEqual([
      ['bills', { status: 'replaced', reason: 'Rejected: nonce 1 ran the rejection instead.' }],
      ['rejection', { status: 'executed', hash }],
    ]);
    await expect(executeProposal(ctxOf(owner1), await safeNow(), payment!)).rejects.toThrow(
      'Nonce 1 was already used on the Safe: this proposal can no longer execute.',
    );
    expect(await db.billPayments.filter((p) => p.items.some((i) => i.billId === 'bill-4')).count()).toBe(0);
  });

  it('shows a later nonce as blocked, a nonce used outside as replaced, and the same SafeTx executed outside as paid', async () => {
    const ctx = ctxOf(owner1);
    const one = (billId: string) => [{ asset: ETH, items: [{ billId, payee: vendors[1], units: parseEther('0.2') }] }];
    const first = await proposeBillsFromSafe(ctx, await safeNow(), contracts, one('bill-5'));
    const second = await proposeBillsFromSafe(ctx, await safeNow(), contracts, one('bill-6'));
    expect([first.tx.nonce, second.tx.nonce]).toEqual(['2', '3']);
    expect((await statusOf(second)).text).toBe('1 of 2 signatures; waits for nonce 2 to execute first');

    // Nonce 2 is used by a transaction made elsewhere (signed by two owners, sent directly to the Safe).
    const outside = safeTx({ to: admin, value: 1n, nonce: 2n });
    const payload = JSON.stringify(safeTxTypedData(31337, safeAddress, outside));
    const sigs = await Promise.all(
      [owner2, owner3].map(async (owner) =>
        typedSignature(owner, (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [owner, payload])) as string),
      ),
    );
    await sendFrom(anvil.rpcUrl, { from: payer, to: safeAddress, data: execTransactionData(outside, sigs) });
    // The second proposal is signed here and then executed by another tool with the same SafeTx.
    const signed = (await signProposal(ctxOf(owner3), await safeNow(), second)).record!;
    const elsewhere = await sendFrom(anvil.rpcUrl, {
      from: admin,
      to: safeAddress,
      data: execTransactionData(
        loadSafeTx(signed.tx),
        signed.signatures.map((s) => ({ ...s })),
      ),
    });
    const settled = await settleProposals(db, reader, await safeNow(), new Date());
    expect(
      settled
        .map(({ record }) => [record.id, record.outcome])
        .sort((a, b) => (a[0] === first.id ? -1 : b[0] === first.id ? 1 : 0)),
    ).toEqual([
      [
        first.id,
        {
          status: 'replaced',
          reason: 'Replaced: nonce 2 was used by another transaction on the Safe (made outside Ledgerline).',
        },
      ],
      [second.id, { status: 'executed', hash: elsewhere }],
    ]);
    await recordSettledPayments(db, reader, settled, { now: new Date(), newId: () => `id-${++ids}` });
    await recordSettledPayments(db, reader, settled, { now: new Date(), newId: () => `id-${++ids}` });
    const booked = await db.billPayments.where('[chainId+hash]').equals([31337, elsewhere]).toArray();
    expect(booked.map((payment) => payment.items.map((item) => item.billId))).toEqual([['bill-6']]);
    expect(await statusOf(first)).toMatchObject({ kind: 'replaced' });
  });
});
