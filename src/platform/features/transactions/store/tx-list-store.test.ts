import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { closeWorkspace, currentWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { manyRows, OURS } from '@/platform/features/transactions/model/tx-rows.testing';
import { openTxListStore, type TransactionsState, type TxListStore } from './tx-list-store';

const stores: TxListStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

type Ready = Extract<TransactionsState, { status: 'ready' }>;

function open() {
  const store = openTxListStore(workspaceFor(OURS));
  stores.push(store);
  const next = (until: (state: Ready) => boolean) =>
    new Promise<Ready>((resolve) => {
      const check = () => {
        const state = store.snapshot();
        if (state.status === 'ready' && until(state)) {
          unsubscribe();
          resolve(state);
        }
      };
      const unsubscribe = store.subscribe(check);
      check();
    });
  return { store, next };
}

describe('the rows of the page', () => {
  it('lists every row newest first once read, then takes a new row and an old row edited as changes', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(400);
    await db.chainTransactions.bulkPut(rows);
    const { next } = open();
    const loaded = await next((state) => state.loading === null);
    expect(loaded.list.views).toHaveLength(400);
    expect(loaded.step).toBeNull();

    const fresh: ChainTransaction = { ...manyRows(401)[400]!, time: '2031-01-01T00:00:00.000Z' };
    await db.chainTransactions.put(fresh);
    const added = await next((state) => state.list.byId.has(fresh.id));
    expect(added.list.views[0]?.row.id).toBe(fresh.id);
    expect(added.step?.change.entered.map((view) => view.row.id)).toEqual([fresh.id]);

    // The oldest row lies outside the newest window: the live table brings its edit.
    const oldest = loaded.list.views.at(-1)!.row;
    await db.chainTransactions.put({ ...oldest, memo: 'found later', updatedAt: '2031-02-01T00:00:00.000Z' });
    const edited = await next((state) => state.list.byId.get(oldest.id)?.row.memo === 'found later');
    expect(edited.list.views).toHaveLength(401);
    expect(edited.list.views.at(-1)?.row.id).toBe(oldest.id);
  });

  it('lists every row from the compact copy at once, marked as being checked, then the rows written since', async () => {
    const db = workspaceFor(OURS);
    const rows = manyRows(402);
    await db.chainTransactions.bulkPut(rows.slice(0, 400));
    const first = open();
    await first.next((state) => state.loading === null);
    // The copy is written once the table has been quiet for a moment.
    await vi.waitFor(async () => expect(await db.table('compactCopies').count()).toBe(1), { timeout: 10_000 });
    first.store.close();
    await db.chainTransactions.bulkPut(
      rows.slice(400).map((row) => ({ ...row, updatedAt: '2031-01-01T00:00:00.000Z' })),
    );

    const { store, next } = open();
    const seen: { views: number; checking: boolean }[] = [];
    store.subscribe(() => {
      const state = store.snapshot();
      if (state.status === 'ready' && state.loading === null)
        seen.push({ views: state.list.views.length, checking: state.checking });
    });
    const done = await next((state) => state.loading === null && !state.checking && state.list.views.length === 402);
    expect(done.list.views).toHaveLength(402);
    expect(seen).toContainEqual({ views: 400, checking: true });
    expect(seen.at(-1)).toEqual({ views: 402, checking: false });
  });
});
