import 'fake-indexeddb/auto';
import { getAddress, Wallet, type TypedDataField } from 'ethers';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseRecord } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import { usdBill, FX_FEED } from '@/lib/payments/fiat.testing';
import { freshDb, sampleMember } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { verifyBillApproval } from '@/lib/payments/bill-typed-data';
import { REALISED_FX_ACCOUNT } from '@/lib/payments/fiat-invoice-posting';
import { billPoster } from '@/lib/posting/bills';
import { postRecords } from '@/lib/posting/record-posting';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { createBill, recordDecision, updateBill } from './bill-store';
import { signDecision } from './sign-decision';

const ETH = 10n ** 18n;
const accountant = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let seq = 0;
const ctx = () => ({ now: '2026-03-02T10:00:00.000Z', newId: () => `id-${(seq += 1)}`, by: accountant.address });
let db: WorkspaceDb;

// Signs eth_signTypedData_v4 with a real key, as the wallet would.
const provider = {
  request: async ({ params }: { method: string; params?: unknown }) => {
    const { domain, types, message } = JSON.parse((params as [string, string])[1]) as {
      domain: Record<string, unknown>;
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
    const { EIP712Domain: _, ...rest } = types;
    return accountant.signTypedData({ ...domain, chainId: Number(domain.chainId) }, rest, message);
  },
} as Eip1193Provider;

const issueRate = {
  price: '3000',
  source: { kind: 'feed' as const, feed: FX_FEED, round: '1', updatedAt: '2026-03-01T00:00:00.000Z' },
};
const {
  id: _i,
  reference,
  salt,
  state: _s,
  stateReason: _r,
  createdAt: _c,
  updatedAt: _u,
  revision: _v,
  ...content
} = usdBill(300_000n, null);
const legs = async (prefix: string) =>
  (await db.journalEntries.where('source').startsWith(prefix).toArray())
    .filter((e) => e.status === 'posted' && e.reversedBy === null && e.reversalOf === null)
    .map((e) => [e.source, e.postings.map((l) => [l.accountId, l.amount])]);

beforeEach(async () => {
  db = freshDb();
  const member = sampleMember({ name: 'Anna', role: 'Accountant', wallet: getAddress(accountant.address) });
  await saveRevision(db, 'teamMembers', member, null);
});
afterEach(async () => {
  await db.delete();
});

it('approves a USD bill at the rate read then (version 2 verifies), posts its payable and the exchange difference', async () => {
  const bill = await createBill(
    db,
    { ...content, fiat: content.fiat! },
    { id: 'b1', reference, salt, submit: true },
    ctx(),
  );
  const signed = await signDecision(provider, accountant.address, bill, 'approve', '');
  expect(JSON.parse(signed.message)).toMatchObject({ currency: 'USD', tolerancePercent: '1', total: '300000' });
  expect(await recordDecision(db, 'b1', bill.revision, { ...signed, issueRate: null }, ctx())).toMatchObject({
    ok: false,
    message: expect.stringContaining('No rate') as unknown,
  });
  const approved = await recordDecision(db, 'b1', bill.revision, { ...signed, issueRate }, ctx());
  if (!approved.ok) throw new Error(approved.message);
  expect(approved.value.bill.fiat?.issueRate).toEqual(issueRate);
  expect(verifyBillApproval({ ...approved.value.approval, bill: approved.value.bill })).toEqual({ valid: true });
  expect(await legs('bill:b1')).toEqual([
    [
      'bill:b1',
      [
        ['general-expenses', String(ETH)],
        [ACCOUNT_IDS.payable, String(-ETH)],
      ],
    ],
  ]);
  // An edit that changes nothing keeps the rate and the approval.
  const kept = await updateBill(db, 'b1', { ...content, fiat: content.fiat! }, approved.value.bill.revision, 0n, ctx());
  expect(kept.ok && [kept.value.state, kept.value.fiat?.issueRate?.price]).toEqual(['approved', '3000']);

  // Paid from the app at 2,500 USD/ETH: 1.2 ETH, 0.2 ETH more than the payable booked.
  const payer = accountant.address;
  const hash = `0x${'77'.repeat(32)}`;
  const blockHash = `0x${'88'.repeat(32)}`;
  await db.billPayments.add(
    parseRecord('billPayments', {
      id: 'bp1',
      kind: 'single',
      chainId: 31337,
      hash,
      from: payer,
      asset: bill.asset,
      items: [{ billId: 'b1', payee: bill.payee, units: String((12n * ETH) / 10n) }],
      createdAt: '2026-03-05T10:00:00.000Z',
    }),
  );
  const payment = {
    id: `31337:${hash}:0`,
    chainId: 31337,
    hash,
    logIndex: 0,
    blockNumber: 9,
    blockHash,
    time: '2026-03-05T10:00:00.000Z',
    router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    reference,
    payer,
    payee: bill.payee,
    token: null,
    units: String((12n * ETH) / 10n),
    transferChecked: true,
    direction: 'out' as const,
    updatedAt: '2026-03-05T10:00:00.000Z',
  };
  await db.payments.add(parseRecord('payments', payment));
  const post = () => postRecords(db, [billPoster], { now: '2026-03-05T11:00:00.000Z', newId: () => `e-${(seq += 1)}` });
  await post();
  expect(await legs('bill:b1:fx:')).toEqual([]); // no rate for its block yet: no difference
  const rate = { blockHash, currency: 'USD', price: '2500', source: issueRate.source, by: 'block' as const };
  await db.payments.put(parseRecord('payments', { ...payment, rates: [rate] }));
  await post();
  expect(await legs('bill:b1:fx:')).toEqual([
    [
      `bill:b1:fx:31337:${hash}:0`,
      [
        [ACCOUNT_IDS.payable, String((-2n * ETH) / 10n)],
        [REALISED_FX_ACCOUNT, String((2n * ETH) / 10n)],
      ],
    ],
  ]);
  expect(await db.ledgerAccounts.get(REALISED_FX_ACCOUNT)).toMatchObject({ name: 'Realised FX gain/loss' });
  await post(); // running again writes nothing new
  expect(await legs('bill:b1')).toHaveLength(2);
});
