// A fiat document's payment in the books in the company's currency (docs/functional-currency.md,
// "The gain of a fiat document's payment"), on the real ledger poster's journal: the exchange
// difference (the document at its booked rate against the payment day's) is on Realised FX
// gain/loss, and what the asset paid out was worth over its cost on realised gains on digital assets.
// A GBP company: a $3,000 invoice and a $1,500 bill at 3,000 USD/ETH when ETH is £2,000, paid when
// ETH is 2,500 USD and £1,875 (0.75 GBP per USD), the bill with ETH bought at £1,000.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';
import { parseRecord, putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { postDraft } from '@/lib/ledger/entry';
import { FUNCTIONAL_ACCOUNT_IDS as FX, REALISED_FX_ACCOUNT } from '@/lib/ledger/functional/accounts';
import { deriveBooks } from '@/lib/ledger/functional/books';
import { baseTrialBalance } from '@/lib/ledger/functional/statements';
import { fiatDocumentRows, paymentShares } from '@/lib/ledger/functional/translation';
import { indexPrices } from '@/lib/ledger/prices';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ethPayment, FX_PAYEE, storedPayment, usdBill, usdInvoice } from '@/lib/payments/fiat.testing';
import { sampleSentInvoice } from './closed-period.testing';
import { startLedgerPoster } from './ledger-poster';

const ETH = 10n ** 18n;
const NATIVE = '31337:native';
const TREASURY = FX_PAYEE;
const WALLET = `wallet:31337:native:${TREASURY.toLowerCase()}`;
const CLIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const VENDOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const HASH = `0x${'ab'.repeat(32)}`;
const NOW = '2026-03-10T00:00:00.000Z';
const stored = (fact: ReturnType<typeof ethPayment>, direction: 'in' | 'out') => storedPayment(fact, direction, NOW);
let db: WorkspaceDb;
let stop: (() => void) | null = null;

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: TREASURY, chainId: 31337, label: 'Treasury' }));
  stop = startLedgerPoster({ db, now: () => new Date(NOW) });
});
afterEach(async () => {
  stop?.();
  stop = null;
  await db.delete();
});

/** The journal the poster wrote, with the company's 2 ETH bought at £1,000 on 1 February. */
async function books() {
  const posted = (await db.journalEntries.toArray()).map(entryFromRow);
  const capital = postDraft(
    {
      date: '2026-02-01',
      memo: 'Capital',
      postings: [
        { accountId: WALLET, commodity: NATIVE, amount: 2n * ETH, decimals: 18 },
        { accountId: ACCOUNT_IDS.ownerContributions, commodity: NATIVE, amount: -2n * ETH, decimals: 18 },
      ],
      source: 'manual',
    },
    'capital',
    null,
  );
  const { documents, payments } = fiatDocumentRows(
    await db.invoices.toArray(),
    await db.bills.toArray(),
    await db.billPayments.toArray(),
  );
  const prices = indexPrices(
    [
      ['2026-02-01', '1000'],
      ['2026-03-01', '2000'],
      ['2026-03-03', '1875'],
    ].map(([date, price]) => ({ commodity: NATIVE, date: date!, price: price! })),
  );
  return deriveBooks([capital, ...posted], await db.ledgerAccounts.toArray(), prices, {
    currency: 'GBP',
    method: 'fifo',
    policy: 'fair-value',
    fiatDocuments: new Map(documents.map((d) => [d.document, { currency: d.currency, issueRate: d.issueRate }])),
    paymentDocuments: paymentShares(payments),
  });
}

/** An account's balance in pounds over one day (debit positive). */
async function onDay(day: string, accountId: string): Promise<string> {
  const trial = baseTrialBalance(await books(), { from: day, to: day });
  return minorToDecimal(trial.rows.find((r) => r.account.id === accountId)?.amount ?? 0n, 2);
}

describe('the gain of a fiat document paid in crypto', () => {
  it('invoice: the whole difference is an exchange difference (the asset received is a new lot at its value)', async () => {
    const fx = usdInvoice(300_000n, '3000');
    const base = sampleSentInvoice({ issueDate: fx.issueDate, asset: fx.asset, payee: TREASURY });
    await putRecord(db, 'invoices', { ...base, id: 'fx1', total: '300000', fiat: fx.fiat });
    // $3,000 paid with 1.2 ETH at 2,500 USD/ETH on 3 March.
    const payment = stored({ ...ethPayment(3, (12n * ETH) / 10n, '2500'), payer: CLIENT }, 'in');
    await putRecord(db, 'payments', { ...payment, reference: base.reference });
    await vi.waitFor(async () =>
      expect(await db.journalEntries.where('source').startsWith('invoice:fx1').count()).toBe(2),
    );
    // Booked £2,000.00 (1 ETH at £2,000); worth 1.2 × £1,875 = £2,250.00 on the day: a £250.00 gain.
    expect(await onDay('2026-03-03', REALISED_FX_ACCOUNT)).toBe('-250.00');
    expect(await onDay('2026-03-03', FX.realisedGains)).toBe('0.00');
    expect(await onDay('2026-03-03', FX.realisedLosses)).toBe('0.00');
    expect(await onDay('2026-03-03', ACCOUNT_IDS.receivable)).toBe('-2000.00');
  });

  it('bill: the exchange difference on Realised FX, the asset paid over its cost on realised gains', async () => {
    const bill = { ...usdBill(150_000n, '3000'), payee: VENDOR, reference: `0x${'ef'.repeat(32)}` };
    await putRecord(db, 'bills', bill);
    // $1,500 paid from the app with 0.6 ETH at 2,500 USD/ETH on 4 March.
    const time = '2026-03-04T10:00:00.000Z';
    const fact = ethPayment(4, (6n * ETH) / 10n, '2500');
    await putRecord(db, 'payments', {
      ...stored({ ...fact, hash: HASH, payer: TREASURY, payee: VENDOR, time }, 'out'),
      reference: bill.reference,
    });
    const row = await recordSentTransaction(
      db,
      sentPayment({ hash: HASH, from: TREASURY, to: VENDOR, value: (6n * ETH) / 10n }),
      time,
    );
    await db.billPayments.add(
      parseRecord('billPayments', {
        id: 'bp1',
        kind: 'single',
        chainId: 31337,
        hash: HASH,
        from: TREASURY,
        asset: bill.asset,
        items: [{ billId: bill.id, payee: VENDOR, units: fact.units }],
        createdAt: time,
      }),
    );
    await vi.waitFor(async () => expect((await db.chainTransactions.get(row.id))?.category).toBe('Accounts payable'));
    const booked = await db.chainTransactions.get(row.id);
    await putRecord(db, 'chainTransactions', { ...booked!, status: 'confirmed', blockNumber: 9, time, fee: '0' });
    await vi.waitFor(async () => {
      expect(await db.journalEntries.where('source').startsWith('bill:fxb:fx').count()).toBe(1);
      expect(await db.journalEntries.where('source').startsWith(`tx:31337:${HASH}`).count()).toBe(1);
    });

    // Owed $1,500 booked at £1,000.00 (0.5 ETH at £2,000), worth £1,125.00 on the day (0.6 × £1,875): a £125.00 loss.
    expect(await onDay('2026-03-04', REALISED_FX_ACCOUNT)).toBe('125.00');
    // 0.6 ETH that cost £600.00 (FIFO, bought at £1,000) paid out worth £1,125.00: a £525.00 gain.
    expect(await onDay('2026-03-04', FX.realisedGains)).toBe('-525.00');
    expect(await onDay('2026-03-04', FX.realisedLosses)).toBe('0.00');
    // Both together: the payable's £1,000.00 settled with ETH that cost £600.00.
    expect(await onDay('2026-03-04', ACCOUNT_IDS.payable)).toBe('1000.00');
    expect(await onDay('2026-03-04', WALLET)).toBe('-600.00');
  });
});
