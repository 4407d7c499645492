import 'fake-indexeddb/auto';
import { getAddress, Wallet, type TypedDataField } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveRevision } from '@/lib/db/revision-save';
import { freshDb, sampleMember } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { verifyBillApproval } from '@/lib/payments/bill-typed-data';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { sampleBillContent } from '@/lib/db/sample-bill.testing';
import { createBill, recordDecision, submitBill, updateBill, voidBill } from './bill-store';
import { signDecision } from './sign-decision';

const accountant = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const viewer = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
let seq = 0;
const ctx = () => ({ now: '2026-03-02T10:00:00.000Z', newId: () => `id-${(seq += 1)}`, by: accountant.address });
let db: WorkspaceDb;

/** A wallet provider that signs eth_signTypedData_v4 with a real key (as the wallet would). */
function walletProvider(wallet: Wallet): Eip1193Provider {
  return {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method !== 'eth_signTypedData_v4') throw new Error(`unexpected ${method}`);
      const [, json] = params as [string, string];
      const { domain, types, message } = JSON.parse(json) as {
        domain: Record<string, unknown>;
        types: Record<string, TypedDataField[]>;
        message: Record<string, unknown>;
      };
      const { EIP712Domain: _, ...rest } = types;
      return wallet.signTypedData({ ...domain, chainId: Number(domain.chainId) }, rest, message);
    },
  } as Eip1193Provider;
}

const content = sampleBillContent({ total: '700', expenseAccountId: ACCOUNT_IDS.software });

async function awaitingBill() {
  const bill = await createBill(
    db,
    content,
    { id: 'b1', reference: `0x${'ee'.repeat(32)}`, salt: `0x${'02'.repeat(16)}`, submit: true },
    ctx(),
  );
  expect(bill.state).toBe('awaiting-approval');
  return bill;
}
const liveEntries = async () =>
  (await db.journalEntries.where('source').equals('bill:b1').toArray()).filter(
    (e) => e.status === 'posted' && e.reversedBy === null && e.reversalOf === null,
  );

beforeEach(async () => {
  db = freshDb();
  await saveRevision(
    db,
    'teamMembers',
    sampleMember({ name: 'Vera Viewer', role: 'Viewer', wallet: getAddress(viewer.address) }),
    null,
  );
  await saveRevision(
    db,
    'teamMembers',
    sampleMember({ name: 'Anna Accountant', role: 'Accountant', wallet: getAddress(accountant.address) }),
    null,
  );
});
afterEach(async () => {
  await db.delete();
});

describe('bill approvals', () => {
  it('refuses a Viewer with a clear message and records nothing', async () => {
    const bill = await awaitingBill();
    const signed = await signDecision(walletProvider(viewer), viewer.address, bill, 'approve', '');
    const result = await recordDecision(db, bill.id, bill.revision, signed, ctx());
    expect(result).toEqual({
      ok: false,
      message: 'Vera Viewer is a Viewer: only an Admin, Accountant or Approver can approve or reject bills.',
    });
    expect((await db.bills.get(bill.id))?.state).toBe('awaiting-approval');
    expect(await db.billApprovals.count()).toBe(0);
    expect(await liveEntries()).toHaveLength(0);
  });
  it('lets an Accountant approve with a signature that verifies, posting expense and payable', async () => {
    const bill = await awaitingBill();
    const signed = await signDecision(walletProvider(accountant), accountant.address, bill, 'approve', '');
    const result = await recordDecision(db, bill.id, bill.revision, signed, ctx());
    expect(result.ok).toBe(true);
    const stored = (await db.bills.get(bill.id))!;
    expect(stored.state).toBe('approved');
    const [approval] = await db.billApprovals.toArray();
    expect(approval).toMatchObject({
      memberId: expect.any(String) as unknown,
      role: 'Accountant',
      approver: accountant.address,
    });
    expect(verifyBillApproval({ ...approval!, bill: stored })).toEqual({ valid: true });
    const [entry] = await liveEntries();
    expect(entry?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      [ACCOUNT_IDS.software, '700'],
      [ACCOUNT_IDS.payable, '-700'],
    ]);
    // A change after approval sends it back to approval and reverses the entry; the old signature no longer holds.
    const edited = await updateBill(db, bill.id, { ...content, total: '800' }, stored.revision, 0n, ctx());
    expect(edited.ok && edited.value.state).toBe('awaiting-approval');
    expect(await liveEntries()).toHaveLength(0);
    expect(verifyBillApproval({ ...approval!, bill: (await db.bills.get(bill.id))! })).toEqual({
      valid: false,
      reason: 'content-changed',
    });
  });
  it('lets an Approver approve: the approval records the role', async () => {
    const approver = new Wallet(Wallet.createRandom().privateKey);
    await saveRevision(
      db,
      'teamMembers',
      sampleMember({ name: 'Ari Approver', role: 'Approver', wallet: getAddress(approver.address) }),
      null,
    );
    const bill = await awaitingBill();
    const signed = await signDecision(walletProvider(approver), approver.address, bill, 'approve', '');
    const result = await recordDecision(db, bill.id, bill.revision, signed, ctx());
    expect(result.ok).toBe(true);
    expect((await db.bills.get(bill.id))?.state).toBe('approved');
    expect((await db.billApprovals.toArray())[0]).toMatchObject({ role: 'Approver', approver: approver.address });
  });
  it('refuses a signature made on an older version, and void reverses the entry', async () => {
    const bill = await awaitingBill();
    const signed = await signDecision(walletProvider(accountant), accountant.address, bill, 'approve', '');
    expect(await recordDecision(db, bill.id, bill.revision + 1, signed, ctx())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/changed while you were signing/) as unknown,
    });
    await recordDecision(db, bill.id, bill.revision, signed, ctx());
    const approved = (await db.bills.get(bill.id))!;
    expect(await liveEntries()).toHaveLength(1);
    expect(await voidBill(db, bill.id, '', approved.revision, 0n, ctx())).toEqual({
      ok: false,
      message: 'Say why the bill is void.',
    });
    const voided = await voidBill(db, bill.id, 'Duplicate', approved.revision, 0n, ctx());
    expect(voided.ok && voided.value.state).toBe('void');
    expect(await liveEntries()).toHaveLength(0);
    expect(await db.journalEntries.where('source').equals('bill:b1').count()).toBe(2); // the entry and its reversal
  });
  it('rejects with a reason (no entry), then a resubmitted bill can be approved', async () => {
    const bill = await awaitingBill();
    const signed = await signDecision(walletProvider(accountant), accountant.address, bill, 'reject', 'Wrong amount');
    const result = await recordDecision(db, bill.id, bill.revision, signed, ctx());
    expect(result.ok && result.value.bill.state).toBe('rejected');
    expect(await liveEntries()).toHaveLength(0);
    const again = await submitBill(db, bill.id, (await db.bills.get(bill.id))!.revision, ctx());
    expect(again.ok && again.value.state).toBe('awaiting-approval');
  });
});
