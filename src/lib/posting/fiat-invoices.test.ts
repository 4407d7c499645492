// The invoices' record poster on a fiat invoice in a workspace: the receivable at the issue rate,
// the payment at its block's rate with the realised exchange difference, the Realised FX gain/loss
// account added to the chart once; running again writes nothing.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { REALISED_FX_ACCOUNT } from '@/lib/payments/fiat-invoice-posting';
import { ethPayment, FX_PAYEE, usdInvoice } from '@/lib/payments/fiat.testing';
import { sampleSentInvoice } from './closed-period.testing';
import { invoicePoster } from './invoices';
import { postRecords } from './record-posting';

const ETH = 10n ** 18n;
const NOW = '2026-03-10T00:00:00.000Z';
let db: WorkspaceDb;
let ids = 0;
const run = () => postRecords(db, [invoicePoster], { now: NOW, newId: () => `e${++ids}` });

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
    const payment: ChainPayment = {
      ...fact,
      reference: base.reference,
      blockNumber: 10,
      blockHash: fact.blockHash!,
      router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      direction: 'in',
      updatedAt: NOW,
    };
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
