import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LiveQueryState } from '@/lib/db/use-live-query';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { journalRow } from '@/platform/features/accounting/model/journal-row.testing';
import { journalOrder, openLiveJournal, type Journal } from './journal-live';
import { readJournalWindow } from './journal-window';

const dbs: WorkspaceDb[] = [];
const closers: (() => void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const db of dbs.splice(0)) await db.delete();
});

/** Entries over ten days, several a day, written out of order (ids do not follow when they were written). */
function entries(count: number): JournalEntry[] {
  return Array.from({ length: count }, (_, i) =>
    journalRow({
      id: `e-${String((i * 7) % count).padStart(4, '0')}`,
      date: `2025-03-${String((i % 10) + 1).padStart(2, '0')}`,
      recordedAt: `2025-04-01T00:00:${String(59 - (i % 60)).padStart(2, '0')}.000Z`,
    }),
  );
}

async function seeded(count: number): Promise<WorkspaceDb> {
  const db = new WorkspaceDb(`journal-window-${crypto.randomUUID()}`);
  dbs.push(db);
  await db.journalEntries.bulkPut(entries(count));
  return db;
}

describe('the journal window', () => {
  it('is the exact end of the journal (it lists newest first): every entry of the earliest day it reaches, in journal order', async () => {
    const db = await seeded(100);
    const { entries: first, corrupt } = await readJournalWindow(db, 25);
    const all = [...entries(100)].sort(journalOrder);
    // 10 a day: 25 entries reach into the third day from the end, which is read whole.
    expect(first).toEqual(all.slice(70));
    expect(corrupt).toEqual([]);
  });

  it('is the whole journal when it is shorter than the window', async () => {
    const db = await seeded(12);
    expect((await readJournalWindow(db, 25)).entries).toEqual([...entries(12)].sort(journalOrder));
  });

  it('reports a corrupt row it reads and lists the others', async () => {
    const db = await seeded(5);
    await db.journalEntries.put({ ...journalRow({ id: 'bad', date: '2025-03-01' }), memo: 7 } as never);
    const window = await readJournalWindow(db, 25);
    expect(window.entries).toHaveLength(5);
    expect(window.corrupt.map((item) => item.key)).toEqual(['bad']);
  });
});

describe('the live journal while it is first read', () => {
  it('lists the newest entries, then every entry once read, then a new entry by its key', async () => {
    const db = await seeded(300);
    const live = openLiveJournal(db, 25);
    const states: LiveQueryState<Journal>[] = [];
    let waiting: { until: (j: Journal) => boolean; resolve: (j: Journal) => void } | null = null;
    const unsubscribe = live.subscribe((state) => {
      states.push(state);
      if (state.status === 'ready' && waiting?.until(state.data)) waiting.resolve(state.data);
    });
    closers.push(() => (unsubscribe(), live.close()));
    const next = (until: (j: Journal) => boolean) =>
      new Promise<Journal>((resolve) => {
        const last = states.at(-1);
        if (last?.status === 'ready' && until(last.data)) resolve(last.data);
        else waiting = { until, resolve };
      });
    const all = [...entries(300)].sort(journalOrder);

    const whole = await next((j) => j.loading === null);
    const first = states.find((s) => s.status === 'ready');
    expect(first?.status === 'ready' && first.data.loading).not.toBe(null);
    expect(first?.status === 'ready' && first.data.entries).toEqual(all.slice(270));
    expect(whole.entries).toEqual(all);

    await db.journalEntries.put(
      journalRow({ id: 'e-new', date: '2025-03-02', recordedAt: '2025-05-01T00:00:00.000Z' }),
    );
    const after = await next((j) => j.entries.some((e) => e.id === 'e-new'));
    expect(after.entries).toEqual([...after.entries].sort(journalOrder));
    expect(after.entries).toHaveLength(301);
    expect(after.loading).toBe(null);
  });
});
