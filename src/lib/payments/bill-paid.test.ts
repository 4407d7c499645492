import { describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { openUnits, paidByBill } from './bill-paid';
import { sampleApprovedBills } from '@/lib/db/sample-bill.testing';

const ours = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const { token, bills } = sampleApprovedBills();
const batch = (hash: string): BillPayment => ({
  id: hash,
  kind: 'batch',
  chainId: 31337,
  hash,
  from: ours,
  asset: bills[0]!.asset,
  items: [
    { billId: 'a', payee: bills[0]!.payee, units: '100' },
    { billId: 'b', payee: bills[1]!.payee, units: '50' },
  ],
  createdAt: '2026-03-02T00:00:00.000Z',
});
const h = (n: number) => `0x${String(n).padStart(64, '0')}`;

describe('paid per bill', () => {
  const run = (status: TxStatus | undefined, chainPayments = [] as Parameters<typeof paidByBill>[0]['chainPayments']) =>
    paidByBill({
      bills,
      intents: [batch(h(1))],
      txStatus: () => status,
      chainPayments,
      ourWallets: new Set([ours.toLowerCase()]),
    });
  it('marks every bill of a confirmed batch paid, none of a failed one', () => {
    expect(run('confirmed').get('a')?.paid).toBe(100n);
    expect(run('confirmed').get('b')?.paid).toBe(50n);
    expect(run('pending').get('a')).toEqual({ paid: 0n, pending: 100n, hashes: [h(1)] });
    for (const status of ['failed', 'dropped', 'replaced', undefined] as const) expect(run(status).size).toBe(0);
  });
  it('counts a router payment by reference only from our wallet, to the payee, in the asset, once per transaction', () => {
    const payment = {
      id: 'p',
      logIndex: 0,
      time: '2026-03-03T00:00:00.000Z',
      transferChecked: true,
      chainId: 31337,
      hash: h(2),
      reference: bills[2]!.reference,
      payer: ours,
      payee: bills[2]!.payee,
      token: token.address,
      units: '3',
    };
    expect(run(undefined, [payment]).get('c')?.paid).toBe(3n);
    expect(run(undefined, [payment, { ...payment, id: 'q', hash: h(3) }]).get('c')?.paid).toBe(6n);
    expect(run(undefined, [{ ...payment, payer: bills[1]!.payee }]).size).toBe(0);
    expect(run(undefined, [{ ...payment, token: null }]).size).toBe(0);
    expect(run(undefined, [{ ...payment, payee: ours }]).size).toBe(0);
    expect(run(undefined, [{ ...payment, chainId: 1 }]).size).toBe(0);
    expect(run(undefined, [{ ...payment, transferChecked: false }]).size).toBe(0);
    // The batch's own transaction is not counted twice when it also shows as a payment.
    expect(
      run('confirmed', [
        { ...payment, hash: h(1), reference: bills[0]!.reference, token: null, payee: bills[0]!.payee, units: '100' },
      ]).get('a')?.paid,
    ).toBe(100n);
  });
});

describe('open units of a bill', () => {
  it('is total minus paid on an approved bill, never below 0, and 0 in any other state', () => {
    const bill = { state: 'approved' as const, total: '100' };
    expect(openUnits(bill, 40n)).toBe(60n);
    expect(openUnits(bill, 120n)).toBe(0n);
    expect(openUnits({ ...bill, state: 'awaiting-approval' }, 0n)).toBe(0n);
  });
});
