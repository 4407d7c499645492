import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readOverview } from '@/lib/overview/read-overview';
import { buildOverview } from '@/lib/overview/overview-model';
import { deleteRecurringItem, saveRecurringItem } from './recurring-store';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const rent: RecurringItem = {
  id: 'r1',
  name: 'Rent',
  direction: 'out',
  asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
  units: '700',
  cadence: 'monthly',
  firstDate: '2026-03-15',
  endDate: null,
  category: null,
  counterpartyId: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  revision: 1,
};
let db: WorkspaceDb;

beforeEach(async () => {
  db = freshDb();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('recurring items in the workspace', () => {
  it('are saved against a revision, counted as flows to come, and deleted only at the revision shown', async () => {
    await saveRecurringItem(db, rent, null);
    const edited = await saveRecurringItem(db, { ...rent, units: '800' }, 1);
    expect(edited.revision).toBe(2);
    await expect(saveRecurringItem(db, { ...rent, units: '900' }, 1)).rejects.toBeInstanceOf(StaleRevisionError);
    const overview = buildOverview(await readOverview(db, ACCOUNT, '2026-03-10'), '2026-03-10');
    expect(overview.upcoming.map((f) => [f.kind, f.date, f.units])).toEqual([
      ['recurring', '2026-03-15', 800n],
      ['recurring', '2026-04-15', 800n],
      ['recurring', '2026-05-15', 800n],
    ]);
    await expect(deleteRecurringItem(db, 'r1', 1)).rejects.toBeInstanceOf(StaleRevisionError);
    await deleteRecurringItem(db, 'r1', 2);
    expect(await db.recurringItems.count()).toBe(0);
  });
});
