// The statement worker's rows sent as changes: after each change (an entry posted, replaced when its
// reversal is written, no longer posted, deleted; the chart or the prices read again; nothing), the
// rows the worker rebuilds and the closing it derives from them equal a full read and recompute.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { openLiveTable, type LiveTableState } from '@/lib/db/live-table';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '../default-chart';
import { entry, eth, ETH } from '../functional/functional.testing';
import { entryToRow } from './ledger-rows';
import { readPartyBookRows, readPartyOthers } from './party-books';
import { closingFor, createClosingComputer, type PartyBookRows } from './party-books-compute';
import { seedPoundBooks } from './party-books.testing';
import { createBookRowsReceiver, createBookRowsSender, fullBookRows, type LiveBookRows } from './party-wire';

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const THROUGH = '2026-03-31';
const row = (e: ReturnType<typeof entry>, second: number) =>
  entryToRow(e, `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`);
const invoice = (date: string, amount: string, id: string) =>
  entry(date, 'Invoice', [eth(ACCOUNT_IDS.receivable, amount), eth(ACCOUNT_IDS.sales, `-${amount}`)], `invoice:${id}`);
const payment = (date: string, amount: string, id: string) =>
  entry(date, 'Paid', [eth(ACCOUNT_IDS.suspense, amount), eth(ACCOUNT_IDS.receivable, `-${amount}`)], `invoice:${id}`);

/** The rows and the closings of both clients the worker's side gives, and those of a full recompute. */
function bothWays(
  send: ReturnType<typeof createBookRowsSender>,
  receive: ReturnType<typeof createBookRowsReceiver>,
  closing: ReturnType<typeof createClosingComputer>,
  live: LiveBookRows,
) {
  const full = fullBookRows(live);
  const wire = send(live);
  const rows = receive(structuredClone(wire));
  const closings = (books: PartyBookRows, compute: typeof closingFor) =>
    ['client:c1', 'client:c2'].map((party) => compute({ rows: books, through: THROUGH, party, commodities: [ETH] }));
  return {
    wire,
    incremental: { rows, closings: closings(rows, closing) },
    recomputed: { rows: full, closings: closings(full, closingFor) },
  };
}

describe('the statement worker’s rows, sent as changes', () => {
  it('rebuilds the rows and the closing a full recompute gives, after every kind of change, sending only it', async () => {
    await seedPoundBooks(
      db,
      [],
      [
        ['2026-03-01', '1000'],
        ['2026-03-15', '1200'],
      ],
    );
    await db.invoices.bulkPut([
      sampleInvoice({ id: 'i1', clientId: 'c1' }),
      sampleInvoice({ id: 'i2', clientId: 'c2', number: 'INV-0008', sequence: 8 }),
    ]);
    let others = await readPartyOthers(db);
    const journal = new Map<string, JournalEntry>();
    const put = (e: JournalEntry) => journal.set(e.id, e);
    const paid = row(payment('2026-03-05', '0.5', 'i1'), 3);
    [row(invoice('2026-03-02', '1', 'i1'), 1), row(invoice('2026-03-02', '2', 'i2'), 2), paid].forEach(put);
    const draft = { ...row(payment('2026-03-06', '1', 'i2'), 4), status: 'draft' as const, heldReason: 'closed' };
    put(draft);
    const send = createBookRowsSender();
    const receive = createBookRowsReceiver();
    const closing = createClosingComputer();
    const step = () => {
      const result = bothWays(send, receive, closing, { journal, others });
      expect(result.incremental).toEqual(result.recomputed);
      return result.wire;
    };

    // First: the posted journal whole, the other rows.
    expect(step()).toMatchObject({ changed: { length: 3 }, removed: [], others });
    // Nothing changed: nothing crosses.
    expect(step()).toEqual({ changed: [], removed: [], others: null });
    // A payment posted earlier the same day as another (the journal's order by its time, then id).
    const early = row(payment('2026-03-02', '0.25', 'i2'), 0);
    put(early);
    expect(step()).toEqual({ changed: [early], removed: [], others: null });
    // An entry read again in a new form (its reversal written): only it crosses.
    const [first] = journal.values();
    if (!first) throw new Error('no entry');
    const reversed = { ...first, reversedBy: 'r1' };
    put(reversed);
    expect(step()).toEqual({ changed: [reversed], removed: [], others: null });
    // The held draft posted; a payment no longer posted; another deleted.
    const posted = { ...draft, status: 'posted' as const, heldReason: null };
    put(posted);
    put({ ...paid, status: 'draft' });
    journal.delete(early.id);
    expect(step()).toEqual({ changed: [posted], removed: [paid.id, early.id], others: null });
    // The prices read again (another policy): the other rows cross, the journal does not.
    await db.companyProfile.update('company', { measurementPolicy: 'fair-value' });
    others = await readPartyOthers(db);
    const wire = step();
    expect(wire).toEqual({ changed: [], removed: [], others });
  });

  it('follows the stored journal through its live table: a payment written moves the closing as a full read does', async () => {
    await seedPoundBooks(db, [invoice('2026-03-02', '2', 'i1')], [['2026-03-01', '1000']]);
    await db.invoices.put(sampleInvoice({ id: 'i1', clientId: 'c1' }));
    const table = openLiveTable<JournalEntry>(db, 'journalEntries', {
      check: (rows) => ({ records: rows as JournalEntry[], corrupt: [] }),
      keyOf: (e) => e.id,
    });
    const states: LiveTableState<JournalEntry>[] = [];
    const next = () =>
      new Promise<LiveTableState<JournalEntry>>((resolve) => {
        const stop = table.subscribe((state) => {
          if (state.loading !== null || states.includes(state)) return;
          states.push(state);
          queueMicrotask(stop);
          resolve(state);
        });
      });
    const send = createBookRowsSender();
    const receive = createBookRowsReceiver();
    const closing = createClosingComputer();
    const others = await readPartyOthers(db);
    const closingNow = async (state: LiveTableState<JournalEntry>) => {
      const rows = receive(structuredClone(send({ journal: state.records, others })));
      const full = await readPartyBookRows(db);
      expect(rows).toEqual(full);
      const ask = { through: THROUGH, party: 'client:c1', commodities: [ETH] };
      const incremental = closing({ ...ask, rows });
      expect(incremental).toEqual(closingFor({ ...ask, rows: full }));
      return incremental.closing?.amount;
    };
    expect(await closingNow(await next())).toBe(200_000n);
    const changed = next();
    await db.journalEntries.put(row(payment('2026-03-05', '0.5', 'i1'), 9));
    expect(await closingNow(await changed)).toBe(150_000n);
    table.close();
  });
});
