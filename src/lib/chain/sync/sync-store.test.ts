import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { updateUserFields } from './sync-store';
import { sentPayment } from '@/lib/chain/sent-transaction.testing';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = '2025-01-01T00:00:00.000Z';
let db: WorkspaceDb;

afterEach(async () => {
  await db?.delete();
});

async function sent(): Promise<string> {
  const row = await recordSentTransaction(
    db,
    sentPayment({ hash: `0x${'ab'.repeat(32)}`, from: FROM, to: TO, value: 1n }),
    NOW,
  );
  return row.id;
}

describe('updateUserFields', () => {
  it('saves category and memo on top of the revision the edit started from, bumping it', async () => {
    db = freshDb();
    const id = await sent();
    await updateUserFields(db, id, { category: 'Payroll', memo: 'June' }, NOW, 1);
    expect(await db.chainTransactions.get(id)).toMatchObject({ category: 'Payroll', memo: 'June', revision: 2 });
  });
  it('refuses an edit based on an older revision, carrying the newer row', async () => {
    db = freshDb();
    const id = await sent();
    await updateUserFields(db, id, { memo: 'Tab A' }, NOW, 1);
    const refused = updateUserFields(db, id, { memo: 'Tab B' }, NOW, 1);
    await expect(refused).rejects.toBeInstanceOf(StaleRevisionError);
    await expect(refused).rejects.toMatchObject({ stored: { memo: 'Tab A', revision: 2 } });
    expect((await db.chainTransactions.get(id))?.memo).toBe('Tab A');
  });
  it('without a base revision builds on whatever is stored (still bumped)', async () => {
    db = freshDb();
    const id = await sent();
    await updateUserFields(db, id, { memo: 'one' }, NOW);
    await updateUserFields(db, id, { memo: 'two' }, NOW);
    expect(await db.chainTransactions.get(id)).toMatchObject({ memo: 'two', revision: 3 });
  });
});
