import { describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { payableItems, vendorStatementEvents } from '@/lib/payments/payables';
import { billRows } from './bills-view';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { proposalRecord } from '@/lib/safe/safe-state.testing';

const ours = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const h = (n: number) => `0x${String(n).padStart(64, '0')}`;
const bills = [
  sampleBill({ id: 'a', billNumber: 'A', state: 'approved', total: '100', reference: `0x${'0a'.repeat(32)}` }),
  sampleBill({ id: 'b', billNumber: 'B', state: 'approved', total: '50', reference: `0x${'0b'.repeat(32)}` }),
  sampleBill({ id: 'c', billNumber: 'C', state: 'awaiting-approval', total: '10' }),
];
const payment = (hash: string, billId: string, units: string): BillPayment => ({
  id: hash,
  kind: 'single',
  chainId: 31337,
  hash,
  from: ours,
  asset: bills[0]!.asset,
  items: [{ billId, payee: bills[0]!.payee, units }],
  createdAt: '2026-03-05T00:00:00.000Z',
});

describe('the bills view', () => {
  const payments = [payment(h(1), 'a', '100'), payment(h(2), 'b', '50')];
  const txStatus = new Map<string, TxStatus>([
    [`31337:${h(1)}`, 'confirmed'],
    [`31337:${h(2)}`, 'failed'],
  ]);
  const view = (extra: Partial<Parameters<typeof billRows>[0]> = {}) =>
    billRows({
      today: '2026-01-01',
      bills,
      approvals: [],
      payments,
      txStatus,
      chainPayments: [],
      ourWallets: new Set([ours.toLowerCase()]),
      vendorNames: new Map([['vendor-1', 'Alpha']]),
      ...extra,
    });
  const rows = view();
  it('derives status, open amount and a failed payment per bill', () => {
    expect(rows.map((r) => [r.bill.id, r.status, r.open, r.failedHash, r.vendorName])).toEqual([
      ['a', 'paid', 0n, null, 'Alpha'],
      ['b', 'approved', 50n, h(2), 'Alpha'],
      ['c', 'awaiting-approval', 0n, null, 'Alpha'],
    ]);
    expect(payableItems(bills, new Map(rows.map((r) => [r.bill.id, r]))).map((i) => [i.id, i.open])).toEqual([
      ['b', 50n],
    ]);
  });
  it("builds a vendor's statement from its approved bills and the payments that count, router payments included", () => {
    const router = {
      id: 'r',
      logIndex: 0,
      time: '2026-03-06T00:00:00.000Z',
      transferChecked: true,
      chainId: 31337,
      hash: h(3),
      reference: bills[1]!.reference,
      payer: ours,
      payee: bills[1]!.payee,
      token: null,
      units: '20',
    };
    const paidBy = new Map(rows.map((r) => [r.bill.id, r]));
    const events = vendorStatementEvents(
      bills,
      paidBy,
      'vendor-1',
      payments,
      txStatus,
      [router],
      new Set([ours.toLowerCase()]),
    );
    const { lines, balances } = buildStatement(events);
    expect(lines.map((l) => [l.kind, l.units, l.balance])).toEqual([
      ['document', 100n, 100n],
      ['document', 50n, 150n],
      ['payment', 100n, 50n],
      ['payment', 20n, 30n],
    ]);
    expect(balances.get('31337:native')).toBe(30n);
  });

  it('says on a bill that a Safe proposal paying it ran without effect, while nothing has paid it since', () => {
    const safe = { chainId: 31337, address: ours } as Parameters<typeof proposalRecord>[0];
    const reason = `Executed, but the Safe's call failed in ${h(9)} (nonce 4 is used): nothing it pays happened; its bills are still open, to pay again.`;
    const group = (billId: string) => ({
      kind: 'batch' as const,
      asset: bills[0]!.asset,
      items: [{ billId, payee: bills[0]!.payee, units: '1' }],
    });
    const failed = proposalRecord(safe, ours, 'p', 4n, {
      bills: [group('a'), group('b')],
      outcome: { status: 'replaced', reason, failedIn: h(9) },
    });
    const again = view({ withoutEffect: [failed] });
    // Bill a was paid since (h(1) confirmed): nothing said; bill b is open: the proposal's words.
    expect(again.map((r) => [r.bill.id, r.withoutEffect])).toEqual([
      ['a', null],
      ['b', reason],
      ['c', null],
    ]);
  });
});
