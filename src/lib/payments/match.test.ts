import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  paymentsByReference,
  settle,
  suggestMatches,
  type PayableRecord,
  type PaymentFact,
  type TransferFact,
} from './match';

const OURS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const STRANGER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const FAKE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const REF = `0x${'ab'.repeat(32)}`;
const ours = new Set([OURS.toLowerCase()]);
const invoice: PayableRecord = {
  id: 'inv-1',
  reference: REF,
  asset: { chainId: 31337, address: TOKEN },
  payee: OURS,
  total: 1000n,
};

let n = 0;
function payment(over: Partial<PaymentFact> = {}): PaymentFact {
  n += 1;
  return {
    id: `31337:0x${String(n).padStart(64, '0')}:0`,
    chainId: 31337,
    hash: `0x${String(n).padStart(64, '0')}`,
    logIndex: 0,
    time: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
    reference: REF,
    payer: CLIENT,
    payee: OURS,
    token: TOKEN,
    units: '1000',
    transferChecked: true,
    ...over,
  };
}

describe('checkPayment', () => {
  it('counts a payment with the reference, to our payee, in the asset, with its Transfer', () => {
    expect(checkPayment(invoice, payment(), 'receivable', ours)).toEqual({ ok: true });
  });
  it('refuses each broken condition with its reason', () => {
    expect(checkPayment(invoice, payment({ reference: `0x${'cd'.repeat(32)}` }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'reference',
    });
    expect(checkPayment(invoice, payment({ chainId: 1 }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'network',
    });
    expect(checkPayment(invoice, payment({ payee: STRANGER }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'payee',
    });
    expect(checkPayment(invoice, payment({ token: FAKE }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'token',
    });
    expect(checkPayment(invoice, payment({ token: null }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'token',
    });
    expect(checkPayment(invoice, payment({ transferChecked: false }), 'receivable', ours)).toMatchObject({
      ok: false,
      reason: 'transfer',
    });
  });
  it('refuses an invoice payee that is not (or no longer) ours', () => {
    expect(checkPayment(invoice, payment(), 'receivable', new Set())).toMatchObject({ ok: false, reason: 'payee' });
  });
  it('for a bill requires our wallet as payer and the vendor as payee', () => {
    const bill: PayableRecord = { ...invoice, payee: STRANGER };
    expect(checkPayment(bill, payment({ payer: OURS, payee: STRANGER }), 'payable', ours)).toEqual({ ok: true });
    expect(checkPayment(bill, payment({ payer: CLIENT, payee: STRANGER }), 'payable', ours)).toMatchObject({
      ok: false,
      reason: 'payer',
    });
  });
  it('ignores address case', () => {
    expect(
      checkPayment(
        invoice,
        payment({
          payee: OURS.toLowerCase(),
          token: TOKEN.toLowerCase(),
          reference: REF.toUpperCase().replace('0X', '0x'),
        }),
        'receivable',
        ours,
      ),
    ).toEqual({ ok: true });
  });
});

describe('settle', () => {
  it('adds partial payments and says what is open', () => {
    const s = settle(invoice, [payment({ units: '300' }), payment({ units: '200' })], 'receivable', ours);
    expect(s).toMatchObject({ paid: 500n, open: 500n, overpaid: 0n, status: 'partially-paid' });
    expect(s.counted).toHaveLength(2);
  });
  it('is paid at exactly the total, and flags an overpayment', () => {
    expect(settle(invoice, [payment({ units: '600' }), payment({ units: '400' })], 'receivable', ours).status).toBe(
      'paid',
    );
    expect(settle(invoice, [payment({ units: '1200' })], 'receivable', ours)).toMatchObject({
      status: 'overpaid',
      overpaid: 200n,
      open: 0n,
    });
  });
  it('counts nothing from a fake token or to a payee not ours, and says why', () => {
    const s = settle(
      invoice,
      [payment({ token: FAKE }), payment({ payee: STRANGER }), payment({ transferChecked: false })],
      'receivable',
      ours,
    );
    expect(s).toMatchObject({ paid: 0n, status: 'unpaid' });
    expect(s.refused.map((r) => r.reason)).toEqual(['token', 'payee', 'transfer']);
  });
  it('counts one event once, ignores other references, and adds accepted transfers', () => {
    const p = payment({ units: '400' });
    const other = payment({ reference: `0x${'ef'.repeat(32)}` });
    expect(settle(invoice, [p, p, other], 'receivable', ours, [600n])).toMatchObject({ paid: 1000n, status: 'paid' });
  });
  it('groups by reference', () => {
    const map = paymentsByReference([payment(), payment({ reference: REF.toUpperCase().replace('0X', '0x') })]);
    expect(map.get(REF)).toHaveLength(2);
  });
});

describe('suggestMatches', () => {
  const transfer = (over: Partial<TransferFact> = {}): TransferFact => ({
    id: '31337:0xaa:3',
    chainId: 31337,
    hash: `0x${'aa'.repeat(32)}`,
    from: CLIENT,
    to: OURS,
    direction: 'in',
    asset: TOKEN,
    units: '1000',
    status: 'confirmed',
    time: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  const candidate = { record: invoice, open: 1000n, counterpartyWallets: [CLIENT] };
  it('suggests a transfer of the open amount from the client to our payee', () => {
    expect(suggestMatches([candidate], [transfer()], 'receivable', new Set(), new Set())).toEqual([
      { recordId: 'inv-1', transactionId: '31337:0xaa:3', units: 1000n, from: CLIENT, hash: transfer().hash },
    ]);
  });
  it('never suggests another amount, another payer, a decided one, or a router payment', () => {
    expect(suggestMatches([candidate], [transfer({ units: '999' })], 'receivable', new Set(), new Set())).toEqual([]);
    expect(suggestMatches([candidate], [transfer({ from: STRANGER })], 'receivable', new Set(), new Set())).toEqual([]);
    expect(suggestMatches([candidate], [transfer()], 'receivable', new Set(['31337:0xaa:3']), new Set())).toEqual([]);
    expect(
      suggestMatches([candidate], [transfer()], 'receivable', new Set(), new Set([`31337:${transfer().hash}`])),
    ).toEqual([]);
    expect(suggestMatches([candidate], [transfer({ asset: 'native' })], 'receivable', new Set(), new Set())).toEqual(
      [],
    );
  });
  it('gives one transfer to one record only', () => {
    const second = { ...candidate, record: { ...invoice, id: 'inv-2' } };
    expect(suggestMatches([candidate, second], [transfer()], 'receivable', new Set(), new Set())).toHaveLength(1);
  });
});
