import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putRecord } from '@/lib/db/records';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { saveBooksStart } from './books-start-store';

const NOW = '2026-03-01T12:00:00.000Z';
let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

describe('the books start day per network', () => {
  it('creates the network settings row with the default endpoints when there is none', async () => {
    expect(await saveBooksStart(db, 31337, '2026-02-01', NOW)).toMatchObject({ ok: true });
    expect(await db.networkSettings.get('31337')).toMatchObject({
      chainId: 31337,
      rpcUrl: null,
      explorerApiUrl: null,
      tracked: true,
      booksStartOn: '2026-02-01',
      revision: 1,
    });
  });

  it('keeps the endpoints of a stored row, and clears the day', async () => {
    await putRecord(db, 'networkSettings', {
      id: '1',
      chainId: 1,
      rpcUrl: 'https://rpc.example',
      explorerApiUrl: null,
      explorerApiKey: null,
      tracked: true,
      updatedAt: NOW,
      revision: 3,
    });
    await saveBooksStart(db, 1, '2026-01-01', NOW);
    expect(await db.networkSettings.get('1')).toMatchObject({
      rpcUrl: 'https://rpc.example',
      booksStartOn: '2026-01-01',
      revision: 4,
    });
    await saveBooksStart(db, 1, null, NOW);
    expect((await db.networkSettings.get('1'))?.booksStartOn).toBeNull();
  });

  it('refuses a day that is not a date or after today', async () => {
    expect(await saveBooksStart(db, 1, '2026-13-01', NOW)).toEqual({
      ok: false,
      message: 'Use a date written YYYY-MM-DD',
    });
    expect(await saveBooksStart(db, 1, '2026-03-02', NOW)).toEqual({
      ok: false,
      message: 'The books cannot start after today',
    });
    expect(await db.networkSettings.count()).toBe(0);
  });
});
