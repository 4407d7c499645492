// A statement's closing balance in the company's currency, read from the stored books: each invoice's
// client and each bill's vendor a position of its own, the Company's measurement policy applied, and
// the stale prices behind it named; no figure at all without a company currency.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb } from '@/lib/db/sample-records.testing';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { entry, eth, ETH } from '../functional/functional.testing';
import { partyClosing } from '../functional/party-closing';
import { readPartyBookRows } from './party-books';
import { partyBooksFrom } from './party-books-compute';
import { seedPoundBooks } from './party-books.testing';

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const journal = () => [
  entry('2026-03-01', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], 'invoice:i1'),
  entry('2026-03-02', 'Bill', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')], 'bill:b1'),
  entry('2026-03-03', 'Invoice', [eth(ACCOUNT_IDS.receivable, '2'), eth(ACCOUNT_IDS.sales, '-2')], 'invoice:i2'),
];
const PRICES = [
  ['2026-03-01', '1000'],
  ['2026-03-15', '1200'],
] as const;

async function seed(currency = 'GBP') {
  await seedPoundBooks(db, journal(), PRICES, currency);
  await db.invoices.bulkPut([
    sampleInvoice({ id: 'i1', clientId: 'client-1' }),
    sampleInvoice({ id: 'i2', clientId: 'client-2', number: 'INV-0008', sequence: 8 }),
  ]);
  await db.bills.put(sampleBill({ id: 'b1', vendorId: 'vendor-1', state: 'approved' }));
}

const pounds = async (party: string, to: string) => {
  const books = partyBooksFrom(await readPartyBookRows(db), to);
  if (!books) throw new Error('no books');
  const closing = partyClosing(books, party, to, [ETH]);
  return { amount: minorToDecimal(closing.amount, closing.digits), closing };
};

describe('a counterparty’s closing balance in the company’s currency', () => {
  it('is its own position: each client and vendor at its documents’ prices', async () => {
    await seed();
    expect((await pounds('client:client-1', '2026-03-10')).amount).toBe('1000.00');
    expect((await pounds('client:client-2', '2026-03-10')).amount).toBe('2000.00');
    // A payable is a credit: debit positive.
    expect((await pounds('vendor:vendor-1', '2026-03-10')).amount).toBe('-500.00');
    expect((await pounds('client:nobody', '2026-03-10')).amount).toBe('0.00');
  });

  it('follows the Company’s measurement policy at month ends, and names the stale price it used', async () => {
    await seed();
    // Cost less impairment (the default) never writes a receivable up.
    expect((await pounds('client:client-1', '2026-03-31')).amount).toBe('1000.00');
    await db.companyProfile.update('company', { measurementPolicy: 'fair-value' });
    const { amount, closing } = await pounds('client:client-1', '2026-03-31');
    expect(amount).toBe('1200.00');
    expect(closing.policy).toBe('fair-value');
    expect(closing.currency).toBe('GBP');
    // The 15 March price (typed by hand, a day's heartbeat) valued the 31 March month end.
    expect(closing.stale.map((p) => [p.priceDate, p.price])).toEqual([['2026-03-15', '1200']]);
    // An asset the statement does not hold names nothing.
    const books = partyBooksFrom(await readPartyBookRows(db), '2026-03-31');
    expect(books && partyClosing(books, 'client:client-1', '2026-03-31', []).stale).toEqual([]);
  });

  it('is no figure without a company currency', async () => {
    await seed('');
    expect(partyBooksFrom(await readPartyBookRows(db), '2026-03-31')).toBeNull();
  });
});
