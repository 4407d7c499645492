// Numbers are given at issue, gapless and in order per series, over a real IndexedDB
// (fake-indexeddb): a deleted draft burns nothing, two tabs never store one number twice, and
// a series' numbers follow its issue dates.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shownNumber, type Invoice } from '@/lib/db/entities/invoice';
import { parseRecord } from '@/lib/db/records';
import { ADDRESS_A, freshDb } from '@/lib/db/sample-records.testing';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { draftInput, issueNext, standInSignature } from './invoice-issue.testing';
import { nextNumbering, NumberTakenError, seriesOf } from './invoice-numbering';
import { createInvoice, deleteDraft, issueInvoice, setInvoicePrefix, voidInvoice } from './invoice-store';

const NOW = '2026-03-01T00:00:00.000Z';
const SIGNATURE = standInSignature(ADDRESS_A, NOW);
const draft = (target: WorkspaceDb, issueDate = '2026-03-01') =>
  createInvoice(target, draftInput(ADDRESS_A, { issueDate }), NOW);
const issued = async (target: WorkspaceDb) =>
  (await target.invoices.toArray())
    .filter((i) => i.state !== 'draft')
    .sort((a, b) => a.sequence - b.sequence)
    .map((i) => i.number);

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

describe('numbers given at issue', () => {
  it('gives a draft no number, and numbers invoices in the order they are issued', async () => {
    const first = await draft(db);
    const second = await draft(db);
    expect([first.sequence, shownNumber(first)]).toEqual([0, 'Draft']);
    expect(first.number).not.toBe(second.number); // the unique index on number holds for drafts too
    const a = await issueNext(db, second, SIGNATURE, NOW);
    const b = await issueNext(db, first, SIGNATURE, NOW);
    expect([a.number, b.number, shownNumber(b)]).toEqual(['INV-0001', 'INV-0002', 'INV-0002']);
  });

  it('burns nothing when a draft is deleted, and a void invoice keeps its number', async () => {
    await issueNext(db, await draft(db), SIGNATURE, NOW);
    await deleteDraft(db, await draft(db));
    const second = await issueNext(db, await draft(db), SIGNATURE, NOW);
    expect(second.number).toBe('INV-0002');
    await voidInvoice(db, second, 'Wrong client', NOW);
    expect((await issueNext(db, await draft(db), SIGNATURE, NOW)).number).toBe('INV-0003');
    expect(await issued(db)).toEqual(['INV-0001', 'INV-0002', 'INV-0003']);
  });

  it('counts each series (prefix) on its own, from 1', async () => {
    await issueNext(db, await draft(db), SIGNATURE, NOW);
    await setInvoicePrefix(db, '2026/');
    const other = await issueNext(db, await draft(db), SIGNATURE, NOW);
    expect([other.number, seriesOf(other)]).toEqual(['2026/0001', '2026/']);
    await setInvoicePrefix(db, 'INV-');
    expect((await issueNext(db, await draft(db), SIGNATURE, NOW)).number).toBe('INV-0002');
  });

  it('refuses an issue date before the series’ latest, before anything is signed or stored', async () => {
    await issueNext(db, await draft(db, '2026-03-05'), SIGNATURE, NOW);
    const early = await draft(db, '2026-03-01');
    await expect(nextNumbering(db, early)).rejects.toThrow(
      'Numbers follow issue dates: INV-0001 is dated 2026-03-05, so this invoice cannot be dated 2026-03-01. Edit its issue date to 2026-03-05 or later.',
    );
    await expect(
      issueInvoice(db, early, { prefix: 'INV-', sequence: 2, number: 'INV-0002' }, SIGNATURE, NOW),
    ).rejects.toThrow('Numbers follow issue dates');
    expect((await db.invoices.get(early.id))?.state).toBe('draft');
    expect((await issueNext(db, await draft(db, '2026-03-05'), SIGNATURE, NOW)).number).toBe('INV-0002');
  });

  it('refuses a signature made over another number', async () => {
    const open = await draft(db);
    const signature = { ...SIGNATURE, message: JSON.stringify({ number: 'INV-0009' }) };
    await expect(issueNext(db, open, signature, NOW)).rejects.toThrow(
      'The signature is over number INV-0009, not INV-0001: issue it again',
    );
    const right = { ...SIGNATURE, message: JSON.stringify({ number: 'INV-0001' }) };
    expect((await issueNext(db, open, right, NOW)).number).toBe('INV-0001');
  });

  it('takes the number back from a draft saved when drafts were numbered at creation', async () => {
    await issueNext(db, await draft(db), SIGNATURE, NOW);
    const old = await draft(db);
    const legacy: Invoice = parseRecord('invoices', { ...old, sequence: 2, number: 'INV-0002' });
    await db.invoices.put(legacy);
    expect(shownNumber(legacy)).toBe('Draft');
    expect((await issueNext(db, await draft(db), SIGNATURE, NOW)).number).toBe('INV-0002');
    const released = await db.invoices.get(old.id);
    expect([released?.state, released?.sequence, released?.number]).toEqual(['draft', 0, old.number]);
    expect((await issueNext(db, released!, SIGNATURE, NOW)).number).toBe('INV-0003');
  });
});

describe('two tabs issuing at once', () => {
  let tab: WorkspaceDb;
  beforeEach(() => {
    tab = new WorkspaceDb(db.name); // a second connection to the same database, as another tab opens
  });
  afterEach(() => {
    tab.close();
  });

  it('stores the number once: the tab that signed second is told to issue again, with its new number', async () => {
    const mine = await draft(db);
    const theirs = await draft(tab);
    const myNumber = await nextNumbering(db, mine);
    const theirNumber = await nextNumbering(tab, theirs);
    expect([myNumber.number, theirNumber.number]).toEqual(['INV-0001', 'INV-0001']);

    const results = await Promise.allSettled([
      issueInvoice(db, mine, myNumber, SIGNATURE, NOW),
      issueInvoice(tab, theirs, theirNumber, SIGNATURE, NOW),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as NumberTakenError;
    expect(reason).toBeInstanceOf(NumberTakenError);
    expect(reason.message).toBe(
      'Not issued: INV-0001 was given to another invoice meanwhile (issued in another tab or window). Issue it again: it will be signed as INV-0002.',
    );
    expect(await issued(db)).toEqual(['INV-0001']);

    const waiting = (await db.invoices.toArray()).find((i) => i.state === 'draft')!;
    expect((await issueNext(tab, waiting, SIGNATURE, NOW)).number).toBe('INV-0002');
    expect(await issued(db)).toEqual(['INV-0001', 'INV-0002']);
  });

  it('says so when the prefix changed in another tab between signing and storing', async () => {
    const mine = await draft(db);
    const signed = await nextNumbering(db, mine);
    await setInvoicePrefix(tab, 'B-');
    await expect(issueInvoice(db, mine, signed, SIGNATURE, NOW)).rejects.toThrow(
      'Not issued: the number prefix changed meanwhile. Issue it again: it will be signed as B-0001.',
    );
  });
});

describe('any mix of drafts, deletions, voids and issues', () => {
  it('leaves each series numbered 1, 2, 3 … with no gap', async () => {
    const step = fc.oneof(
      fc.constant('draft' as const),
      fc.constant('delete' as const),
      fc.constant('issue' as const),
      fc.constant('void' as const),
      fc.constantFrom('INV-', 'B-'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const run = freshDb();
        try {
          for (const s of steps) {
            const rows = await run.invoices.toArray();
            const drafts = rows.filter((i) => i.state === 'draft');
            if (s === 'draft') await draft(run);
            else if (s === 'delete' && drafts[0]) await deleteDraft(run, drafts[0]);
            else if (s === 'issue' && drafts[0]) await issueNext(run, drafts[0], SIGNATURE, NOW);
            else if (s === 'void') {
              const sent = rows.find((i) => i.state === 'sent');
              if (sent) await voidInvoice(run, sent, 'Mistake', NOW);
            } else if (s !== 'delete' && s !== 'issue') await setInvoicePrefix(run, s);
          }
          const bySeries = new Map<string, number[]>();
          for (const i of await run.invoices.toArray()) {
            const series = seriesOf(i);
            if (series !== null) bySeries.set(series, [...(bySeries.get(series) ?? []), i.sequence]);
          }
          for (const sequences of bySeries.values())
            expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, k) => k + 1));
        } finally {
          await run.delete();
        }
      }),
      { numRuns: 30 },
    );
  });
});
