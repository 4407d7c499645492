// A bill voided after the app paid it: the real ledger poster reverses the bill's entry while the
// payment's row still debits Accounts payable, so the vendor holds a credit of everything paid. The
// Vendors aging ("Vendor credit"), the vendor statement and the Dashboard's "Payables open" (all
// through payables.ts) show it, and agree with the ledger to the unit.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';
import { parseRecord, putRecord } from '@/lib/db/records';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { dueSummary } from './due-summary';
import { payablesState } from './open-items';
import { startLedgerPoster } from '@/lib/posting/ledger-poster';
import { agingReport } from '@/lib/payments/aging';
import { paidByBill } from '@/lib/payments/bill-paid';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { payableCredits, payableItems, vendorStatementEvents } from '@/lib/payments/payables';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const VENDOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const NOW = '2026-03-05T00:00:00.000Z';
const ETH = '31337:native';
const UNITS = 6n * 10n ** 17n;
let db: WorkspaceDb;
let stop: (() => void) | null = null;

/** Accounts payable in the ledger (live entries, a credit positive: what the company owes). */
const ledgerPayable = async () =>
  (await db.journalEntries.toArray())
    .filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf)
    .flatMap((e) => e.postings.filter((p) => p.accountId === ACCOUNT_IDS.payable))
    .reduce((sum, p) => sum - BigInt(p.amount), 0n);

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
  stop = startLedgerPoster({ db, now: () => new Date(NOW) });
});
afterEach(async () => {
  stop?.();
  stop = null;
  await db.delete();
});

describe('a bill voided after an app payment', () => {
  it('leaves the vendor a credit of what was paid, shown by the aging, the statement and the Dashboard as the ledger holds it', async () => {
    const bill = sampleBill({ id: 'b1', state: 'approved', total: UNITS.toString(), payee: VENDOR });
    await putRecord(db, 'bills', bill);
    await vi.waitFor(async () => expect(await ledgerPayable()).toBe(UNITS));
    // The app pays it: the sent transaction's row is booked to Accounts payable and confirmed.
    const row = await recordSentTransaction(db, sentPayment({ hash: HASH, from: FROM, to: VENDOR, value: UNITS }), NOW);
    const intent = parseRecord('billPayments', {
      id: 'p1',
      kind: 'single',
      chainId: 31337,
      hash: HASH,
      from: FROM,
      asset: bill.asset,
      items: [{ billId: 'b1', payee: VENDOR, units: UNITS.toString() }],
      createdAt: NOW,
    });
    await db.billPayments.add(intent);
    await vi.waitFor(async () => expect((await db.chainTransactions.get(row.id))?.category).toBe('Accounts payable'));
    const booked = await db.chainTransactions.get(row.id);
    await putRecord(db, 'chainTransactions', { ...booked!, status: 'confirmed', blockNumber: 9, time: NOW, fee: '0' });
    await vi.waitFor(async () => expect(await ledgerPayable()).toBe(0n));

    // Voided afterwards: the poster reverses the bill's entry; the payment's debit stays.
    await putRecord(db, 'bills', { ...bill, state: 'void', revision: 2 });
    await vi.waitFor(async () => expect(await ledgerPayable()).toBe(-UNITS));

    const bills = await db.bills.toArray();
    const txStatus = new Map([[`31337:${HASH}`, 'confirmed' as const]]);
    const paidBy = paidByBill({
      bills,
      intents: [intent],
      txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
      chainPayments: [],
      ourWallets: new Set([FROM.toLowerCase()]),
    });
    const credits = payableCredits(bills, paidBy);
    expect(credits.map((c) => [c.id, c.credit])).toEqual([['b1', UNITS]]);
    expect(payableItems(bills, paidBy)).toEqual([]);
    // Vendors aging: one row, its "Vendor credit" column the payment, its total below zero.
    const [row1] = agingReport(payableItems(bills, paidBy), '2026-03-20', credits);
    expect(row1).toMatchObject({ counterpartyId: 'vendor-1', credit: UNITS, total: -UNITS });
    // Vendor statement: no bill line (it is void), the payment's line leaves the vendor's credit.
    const statement = buildStatement(vendorStatementEvents(bills, paidBy, 'vendor-1', [intent], txStatus));
    expect(statement.lines.map((l) => l.kind)).toEqual(['payment']);
    expect(statement.balances.get(ETH)).toBe(-UNITS);
    // Dashboard "Payables open": what Accounts payable holds, the credit netted.
    const state = payablesState({ bills, intents: [intent], txStatus, chainPayments: [], ourWallets: new Set() });
    const [summary] = dueSummary(state.items, '2026-03-20', state.credits);
    expect(summary).toMatchObject({ assetId: ETH, open: 0n, credit: UNITS, net: -UNITS });
    expect(summary?.net).toBe(await ledgerPayable());
  });
});
