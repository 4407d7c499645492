// Books that start on a day, for the payments records post: an invoice payment before the day
// clears the receivable against Opening balances (its money is inside the wallet's opening balance),
// and a bill paid from the app before the day clears its payable the same way; after the day both
// post as before. Clearing the day posts them against the wallet again.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { putRecord } from '@/lib/db/records';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { ethPayment, FX_PAYEE } from '@/lib/payments/fiat.testing';
import { billPoster } from './bills';
import { sampleSentInvoice } from './closed-period.testing';
import { invoicePoster } from './invoices';
import { postRecords } from './record-posting';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

const NOW = '2026-03-10T00:00:00.000Z';
const ETH_ASSET = {
  chainId: 31337,
  kind: 'native' as const,
  address: null,
  symbol: 'ETH',
  decimals: 18,
  name: 'Ether',
};
const WALLET = `wallet:31337:native:${FX_PAYEE.toLowerCase()}`;
let db: WorkspaceDb;
let ids = 0;
const run = () => postRecords(db, [invoicePoster, billPoster], { now: NOW, newId: () => `e${++ids}` });
const startOn = (day: string | null) =>
  putRecord(db, 'networkSettings', {
    id: '31337',
    chainId: 31337,
    rpcUrl: null,
    explorerApiUrl: null,
    explorerApiKey: null,
    tracked: true,
    booksStartOn: day,
    updatedAt: NOW,
    revision: 1,
  });
const live = async (prefix: string) =>
  (await db.journalEntries.where('source').startsWith(prefix).toArray())
    .filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf)
    .map((e) => e.postings.map((p) => [p.accountId, p.amount]));

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FX_PAYEE, chainId: 31337, label: 'Treasury' }));
  await ensureChart(db);
});
afterEach(async () => {
  await db.delete();
});

describe('payments before the books start day', () => {
  it('clear an invoice against Opening balances, not the wallet the opening balance already holds', async () => {
    const invoice = sampleSentInvoice({ issueDate: '2026-02-20', asset: ETH_ASSET, payee: FX_PAYEE });
    await putRecord(db, 'invoices', invoice);
    const fact = ethPayment(1, 1000n, null); // 2026-03-01
    const payment: ChainPayment = {
      ...fact,
      reference: invoice.reference,
      blockNumber: 10,
      blockHash: fact.blockHash!,
      router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      direction: 'in',
      updatedAt: NOW,
    };
    await putRecord(db, 'payments', payment);
    await run();
    const paid = (account: string) => [
      [account, '1000'],
      [ACCOUNT_IDS.receivable, '-1000'],
    ];
    expect(await live('invoice:i1:payment:')).toEqual([paid(WALLET)]);
    await startOn('2026-03-02');
    await run();
    expect(await live('invoice:i1:payment:')).toEqual([paid(ACCOUNT_IDS.openingBalances)]);
    await startOn('2026-03-01'); // the payment's own day is inside the books
    await run();
    expect(await live('invoice:i1:payment:')).toEqual([paid(WALLET)]);
  });
  it('clear a bill paid from the app against Opening balances, since its rows post nothing before the day', async () => {
    const bill = sampleBill({ id: 'b1', state: 'approved', total: '700', issueDate: '2026-02-20' });
    await putRecord(db, 'bills', bill);
    const hash = `0x${'42'.repeat(32)}`;
    await putRecord(db, 'billPayments', {
      id: 'bp1',
      kind: 'single',
      chainId: 31337,
      hash,
      from: FX_PAYEE,
      asset: ETH_ASSET,
      items: [{ billId: 'b1', payee: bill.payee, units: '700' }],
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    await putRecord(db, 'chainTransactions', {
      ...PLAIN_TRANSFER,
      id: `31337:${hash}`,
      chainId: 31337,
      hash,
      blockNumber: 10,
      blockHash: `0x${'cd'.repeat(32)}`,
      time: '2026-03-01T10:00:00.000Z',
      from: FX_PAYEE,
      to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      direction: 'out',
      wallets: [FX_PAYEE],
      counterparty: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      units: '700',
      updatedAt: NOW,
    });
    await run();
    expect(await live('bill:b1:opening:')).toEqual([]); // inside the books: the transaction rules post it
    await startOn('2026-03-02');
    await run();
    expect(await live('bill:b1:opening:')).toEqual([
      [
        [ACCOUNT_IDS.payable, '700'],
        [ACCOUNT_IDS.openingBalances, '-700'],
      ],
    ]);
    expect(await run()).toMatchObject({ posted: 0, reversed: 0 });
  });
});
