// The invoices' record poster on a fiat invoice in a workspace: the receivable at the issue rate,
// the payment at its block's rate with the realised exchange difference, the Realised FX gain/loss
// account added to the chart once; running again writes nothing. The client and vendor statements
// show the exchange differences the posters write, a line per difference, so a statement's balance
// ties to the control account.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRecord, putRecord } from '@/lib/db/records';
import type { BillPayment } from '@/lib/db/entities/bill';
import { runRules } from '@/lib/ledger/run-rules';
import { TX_RULES, type TxInput } from '@/lib/ledger/tx-rules';
import { paidByBill } from '@/lib/payments/bill-paid';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { vendorStatementEvents } from '@/lib/payments/payables';
import { clientStatementEvents } from '@/lib/payments/receivables';
import { PAYABLE_CATEGORY, billPoster } from './bills';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { REALISED_FX_ACCOUNT } from '@/lib/payments/fiat-invoice-posting';
import { ethPayment, FX_PAYEE, storedPayment, usdBill, usdInvoice } from '@/lib/payments/fiat.testing';
import { sampleSentInvoice } from './closed-period.testing';
import { invoicePoster } from './invoices';
import { postRecords } from './record-posting';

const ETH = 10n ** 18n;
const NOW = '2026-03-10T00:00:00.000Z';
let db: WorkspaceDb;
let ids = 0;
const NATIVE = '31337:native';
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const runPoster = (poster: typeof billPoster) => postRecords(db, [poster], { now: NOW, newId: () => `e${++ids}` });
/** A control account's balance in the journal (live entries, debit positive). */
const control = async (accountId: string) =>
  (await db.journalEntries.toArray())
    .filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf)
    .flatMap((e) => e.postings.filter((p) => p.accountId === accountId))
    .reduce((sum, p) => sum + BigInt(p.amount), 0n);
const stored = (fact: ReturnType<typeof ethPayment>, direction: 'in' | 'out') => storedPayment(fact, direction, NOW);

const run = () => runPoster(invoicePoster);

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FX_PAYEE, chainId: 31337, label: 'Treasury' }));
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

describe('fiat invoices in the ledger poster', () => {
  it('posts the receivable at the issue rate and the exchange difference at payment, once', async () => {
    const fx = usdInvoice(300_000n, '3000');
    const base = sampleSentInvoice({ issueDate: fx.issueDate, asset: fx.asset, payee: FX_PAYEE });
    const lines = [
      { description: 'Audit', quantity: '1', unitPrice: '300000', discountPercent: '0', taxRatePercent: '0' },
    ];
    await putRecord(db, 'invoices', { ...base, id: 'fx1', lines, total: '300000', fiat: fx.fiat });
    const fact = ethPayment(1, (12n * ETH) / 10n, '2500');
    const payment = { ...stored(fact, 'in'), reference: base.reference };
    await putRecord(db, 'payments', payment);

    await run();
    const entries = await db.journalEntries.where('source').startsWith('invoice:fx1').sortBy('date');
    expect(entries.map((e) => e.postings.map((p) => [p.accountId, p.amount]))).toEqual([
      [
        [ACCOUNT_IDS.receivable, ETH.toString()],
        [ACCOUNT_IDS.sales, (-ETH).toString()],
      ],
      [
        [`wallet:31337:native:${FX_PAYEE.toLowerCase()}`, ((12n * ETH) / 10n).toString()],
        [ACCOUNT_IDS.receivable, (-ETH).toString()],
        [REALISED_FX_ACCOUNT, (-(2n * ETH) / 10n).toString()],
      ],
    ]);
    expect(await db.ledgerAccounts.get(REALISED_FX_ACCOUNT)).toMatchObject({ code: '4800', type: 'income' });
    expect(await run()).toMatchObject({ posted: 0, reversed: 0 });
  });
});

describe('exchange differences on the statements', () => {
  it('client: $3,000 booked as 1 ETH at 3,000; $1,500 paid with 0.6 ETH at 2,500 clears 0.5 ETH; the 0.1 ETH difference is a line', async () => {
    const fx = usdInvoice(300_000n, '3000');
    const base = sampleSentInvoice({ issueDate: fx.issueDate, asset: fx.asset, payee: FX_PAYEE });
    const invoice = { ...base, id: 'fx1', total: '300000', fiat: fx.fiat };
    await putRecord(db, 'invoices', invoice);
    const payment = stored(ethPayment(1, (6n * ETH) / 10n, '2500'), 'in');
    await putRecord(db, 'payments', payment);
    await runPoster(invoicePoster);

    const settled = invoiceSettlements([invoice], [payment], [], new Set([FX_PAYEE.toLowerCase()]));
    const statement = buildStatement(clientStatementEvents([invoice], invoice.clientId, settled));
    expect(statement.lines.map((l) => [l.kind, l.units])).toEqual([
      ['document', ETH],
      ['payment', (6n * ETH) / 10n],
      ['difference', ETH / 10n],
    ]);
    expect(statement.lines[2]?.label).toBe(`Exchange difference on ${invoice.number} (${payment.hash})`);
    expect(await control(ACCOUNT_IDS.receivable)).toBe(ETH / 2n);
    expect(statement.balances.get(NATIVE)).toBe(await control(ACCOUNT_IDS.receivable));
  });

  it('vendor: a $1,500 bill booked as 0.5 ETH, paid from the app with 0.6 ETH at 2,500; the statement ties to Accounts payable', async () => {
    const bill = usdBill(150_000n, '3000');
    await putRecord(db, 'bills', bill);
    const fact = ethPayment(2, (6n * ETH) / 10n, '2500');
    const payment = stored({ ...fact, payer: PAYER }, 'out');
    await putRecord(db, 'payments', payment);
    const intent: BillPayment = parseRecord('billPayments', {
      id: 'bp1',
      kind: 'single',
      chainId: 31337,
      hash: payment.hash,
      from: PAYER,
      asset: bill.asset,
      items: [{ billId: bill.id, payee: FX_PAYEE, units: payment.units }],
      createdAt: payment.time,
    });
    await db.billPayments.add(intent);
    await runPoster(billPoster);
    // The payment's row, booked to Accounts payable, posted by the transaction rules.
    const row: TxInput = {
      id: `31337:${payment.hash}`,
      chainId: 31337,
      hash: payment.hash,
      logIndex: null,
      time: payment.time,
      from: PAYER,
      to: FX_PAYEE,
      direction: 'out',
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      units: payment.units,
      fee: '0',
      status: 'confirmed',
      category: PAYABLE_CATEGORY,
      memo: '',
    };
    const setup = { accounts: await ensureChart(db), wallets: [{ chainId: 31337, address: PAYER, label: 'Ops' }] };
    const rowPayable = runRules([row], TX_RULES, setup)
      .drafts.flatMap((d) => d.postings)
      .filter((p) => p.accountId === ACCOUNT_IDS.payable)
      .reduce((sum, p) => sum + p.amount, 0n);
    const payable = -((await control(ACCOUNT_IDS.payable)) + rowPayable);
    expect(payable).toBe(0n);

    const ours = new Set([PAYER.toLowerCase()]);
    const txStatus = new Map([[`31337:${payment.hash}`, 'confirmed' as const]]);
    const paidBy = paidByBill({
      bills: [bill],
      intents: [intent],
      txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
      chainPayments: [payment],
      ourWallets: ours,
    });
    const events = vendorStatementEvents([bill], paidBy, bill.vendorId, [intent], txStatus, [payment], ours);
    const statement = buildStatement(events);
    expect(statement.lines.map((l) => [l.kind, l.units])).toEqual([
      ['document', ETH / 2n],
      ['payment', (6n * ETH) / 10n],
      ['difference', ETH / 10n],
    ]);
    expect(statement.balances.get(NATIVE)).toBe(payable);
  });
});
