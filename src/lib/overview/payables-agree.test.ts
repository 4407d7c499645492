// Payables net of vendors' credits: the Vendors aging, a vendor's statement, the Dashboard's figure
// and Accounts payable as the ledger's own rules post it agree to the unit.
import { describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { runRules } from '@/lib/ledger/run-rules';
import { TX_RULES, type TxInput } from '@/lib/ledger/tx-rules';
import { agingReport } from '@/lib/payments/aging';
import { paidByBill } from '@/lib/payments/bill-paid';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { payableCredits, payableItems, vendorStatementEvents } from '@/lib/payments/payables';
import { billRule } from '@/lib/posting/bill-rules';
import { PAYABLE_CATEGORY } from '@/lib/posting/bills';
import { dueSummary } from './due-summary';
import { payablesState } from './open-items';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'12'.repeat(32)}`;
const ETH = '31337:native';

describe('payables net of vendor credits', () => {
  // Bill A (100) is open and overdue; bill B (40) was paid 55: the vendor holds a credit of 15.
  const a = sampleBill({ id: 'a', billNumber: 'A', state: 'approved', total: '100', dueDate: '2026-03-10' });
  const b = sampleBill({ id: 'b', billNumber: 'B', state: 'approved', total: '40', reference: `0x${'0b'.repeat(32)}` });
  const draft = sampleBill({
    id: 'c',
    billNumber: 'C',
    state: 'draft',
    total: '70',
    reference: `0x${'0c'.repeat(32)}`,
  });
  const bills = [a, b, draft];
  const intent: BillPayment = {
    id: 'p1',
    kind: 'single',
    chainId: 31337,
    hash: HASH,
    from: ME,
    asset: b.asset,
    items: [{ billId: 'b', payee: b.payee, units: '55' }],
    createdAt: '2026-03-12T09:00:00.000Z',
  };
  const txStatus = new Map([[`31337:${HASH}`, 'confirmed' as const]]);
  const ours = new Set([ME.toLowerCase()]);
  const paidBy = paidByBill({
    bills,
    intents: [intent],
    txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
    chainPayments: [],
    ourWallets: ours,
  });

  it('shows the credit in the aging, nets it in the total, and the statement, the Dashboard and the ledger agree', () => {
    const credits = payableCredits(bills, paidBy);
    expect(credits.map((c) => [c.id, c.counterpartyId, c.credit, c.label])).toEqual([['b', 'vendor-1', 15n, 'bill B']]);
    const [row] = agingReport(payableItems(bills, paidBy), '2026-03-20', credits);
    expect(row).toMatchObject({ counterpartyId: 'vendor-1', credit: 15n, total: 85n });
    expect(row?.buckets['1-30']).toBe(100n);

    const statement = buildStatement(vendorStatementEvents(bills, paidBy, 'vendor-1', [intent], txStatus));
    expect(statement.balances.get(ETH)).toBe(85n);

    const state = payablesState({ bills, intents: [intent], txStatus, chainPayments: [], ourWallets: ours });
    const [summary] = dueSummary(state.items, '2026-03-20', state.credits);
    expect(summary).toMatchObject({ assetId: ETH, open: 100n, credit: 15n, net: 85n });

    // The ledger: each approved bill's entry, and the payment's row booked to Accounts payable.
    const row55: TxInput = {
      id: `31337:${HASH}`,
      chainId: 31337,
      hash: HASH,
      logIndex: null,
      time: '2026-03-12T09:00:00.000Z',
      from: ME,
      to: b.payee,
      direction: 'out',
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      units: '55',
      fee: '0',
      status: 'confirmed',
      category: PAYABLE_CATEGORY,
      memo: '',
    };
    const setup = { accounts: defaultChart(), wallets: [{ chainId: 31337, address: ME, label: 'Treasury' }] };
    const drafts = [...runRules(bills, [billRule], setup).drafts, ...runRules([row55], TX_RULES, setup).drafts];
    const payable = drafts
      .flatMap((d) => d.postings)
      .filter((p) => p.accountId === ACCOUNT_IDS.payable)
      .reduce((sum, p) => sum - p.amount, 0n);
    expect(payable).toBe(85n);
  });

  it('lists no credit for a bill paid exactly; a bill no longer approved holds everything paid as credit', () => {
    const exact = paidByBill({
      bills: [sampleBill({ id: 'b', state: 'approved', total: '55', reference: b.reference }), { ...draft, id: 'x' }],
      intents: [intent],
      txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
      chainPayments: [],
      ourWallets: ours,
    });
    expect(payableCredits([sampleBill({ id: 'b', state: 'approved', total: '55' })], exact)).toEqual([]);
    // Its entry is reversed while the payment's row still debits Accounts payable (this folder's payables-void.test.ts).
    expect(payableCredits([{ ...b, state: 'void' }], paidBy).map((c) => c.credit)).toEqual([55n]);
    expect(payableCredits([{ ...b, state: 'void' }], new Map())).toEqual([]);
  });
});
