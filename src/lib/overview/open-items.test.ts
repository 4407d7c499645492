import { describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { Invoice } from '@/lib/db/entities/invoice';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { payablesState, receivablesState } from './open-items';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const invoice = (id: string, total: string, dueDate: string) =>
  ({
    id,
    number: `INV-${id}`,
    state: 'sent',
    reference: `0x${id.padStart(64, '0')}`,
    asset: ETH,
    payee: ME,
    total,
    clientId: 'c1',
    issueDate: '2026-03-01',
    dueDate,
    matchDecisions: [],
  }) as unknown as Invoice;
const payment = (id: string, units: string, day: string, n = 0) =>
  ({
    id: `31337:0x${id.padStart(63, 'f')}${n}:0`,
    chainId: 31337,
    hash: `0x${id.padStart(63, 'f')}${n}`,
    logIndex: 0,
    time: `${day}T10:00:00.000Z`,
    reference: `0x${id.padStart(64, '0')}`,
    payer: CLIENT,
    payee: ME,
    token: null,
    units,
    transferChecked: true,
    direction: 'in',
  }) as unknown as ChainPayment;

describe('receivables state', () => {
  it('lists what is open and when the paid invoices were paid (the day of the last part)', () => {
    const state = receivablesState({
      invoices: [invoice('1', '1000', '2026-03-31'), invoice('2', '500', '2026-03-15')],
      payments: [
        payment('1', '400', '2026-03-20'),
        payment('2', '200', '2026-03-10'),
        payment('2', '300', '2026-03-18', 1),
      ],
      incoming: [],
      ours: new Set([ME.toLowerCase()]),
    });
    expect(state.items.map((i) => [i.id, i.open, i.label])).toEqual([['1', 600n, 'invoice INV-1']]);
    expect(state.paid).toEqual([
      { id: '2', counterpartyId: 'c1', issueDate: '2026-03-01', dueDate: '2026-03-15', paidDay: '2026-03-18' },
    ]);
  });
});

describe('payables state', () => {
  it('counts only approved bills as open, and dates a paid bill by its confirmed payment', () => {
    const open = sampleBill({ id: 'a', state: 'approved', total: '100', dueDate: '2026-03-20' });
    const draft = sampleBill({ id: 'b', state: 'draft', total: '50', reference: `0x${'0b'.repeat(32)}` });
    const paid = sampleBill({ id: 'c', state: 'approved', total: '70', reference: `0x${'0c'.repeat(32)}` });
    // Paid 55 on a bill of 40: the vendor holds a credit of 15 (the payable's debit balance).
    const over = sampleBill({ id: 'd', state: 'approved', total: '40', reference: `0x${'0d'.repeat(32)}` });
    const hash = `0x${'12'.repeat(32)}`;
    const intent: BillPayment = {
      id: 'p1',
      kind: 'single',
      chainId: 31337,
      hash,
      from: ME,
      asset: paid.asset,
      items: [
        { billId: 'c', payee: paid.payee, units: '70' },
        { billId: 'd', payee: over.payee, units: '55' },
      ],
      createdAt: '2026-03-12T09:00:00.000Z',
    };
    const state = payablesState({
      bills: [open, draft, paid, over],
      intents: [intent],
      txStatus: new Map([[`31337:${hash}`, 'confirmed']]),
      chainPayments: [],
      ourWallets: new Set([ME.toLowerCase()]),
    });
    expect(state.items.map((i) => [i.id, i.open, i.dueDate])).toEqual([['a', 100n, '2026-03-20']]);
    expect(state.paid).toEqual([
      { id: 'c', counterpartyId: 'vendor-1', issueDate: '2026-03-01', dueDate: '2026-03-31', paidDay: '2026-03-12' },
      { id: 'd', counterpartyId: 'vendor-1', issueDate: '2026-03-01', dueDate: '2026-03-31', paidDay: '2026-03-12' },
    ]);
    expect(state.credits.map((c) => [c.id, c.counterpartyId, c.credit, c.label])).toEqual([
      ['d', 'vendor-1', 15n, 'bill V-100'],
    ]);
  });
});
