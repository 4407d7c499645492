// Books that start on a day: chain movements dated before the network's books start day post
// nothing (they are in the opening balance), and setting the day reverses what was posted before it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { beforeBooksStart } from './books-start-rows';
import { postTransactions } from './post-transactions';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CLIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = '2026-03-01T00:00:00.000Z';
let db: WorkspaceDb;
let counter = 0;
const options = { now: NOW, newId: () => `e${(counter += 1)}` };

function ethRow(n: number, time: string): ChainTransaction {
  const hash = `0x${String(n).repeat(64).slice(0, 64)}`;
  return {
    ...PLAIN_TRANSFER,
    id: `31337:${hash}`,
    chainId: 31337,
    hash,
    blockNumber: n,
    blockHash: `0x${'cd'.repeat(32)}`,
    time,
    from: CLIENT,
    to: OURS,
    direction: 'in',
    wallets: [OURS],
    counterparty: CLIENT,
    units: '1000',
    updatedAt: NOW,
  };
}

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
const live = async () =>
  (await db.journalEntries.toArray()).filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf);

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: OURS, chainId: 31337, label: 'Treasury' }));
});
afterEach(async () => {
  await db.delete();
});

describe('books that start on a day', () => {
  it('tells rows before the day (UTC, by block time) on that network only', () => {
    const before = beforeBooksStart([{ chainId: 31337, booksStartOn: '2026-02-01' }, { chainId: 1 }]);
    expect(before({ chainId: 31337, time: '2026-01-31T23:59:59.000Z' })).toBe(true);
    expect(before({ chainId: 31337, time: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(before({ chainId: 1, time: '2020-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('posts no movement before the day, and reverses one posted before the day was set', async () => {
    const early = ethRow(1, '2026-01-15T10:00:00.000Z');
    const late = ethRow(2, '2026-02-15T10:00:00.000Z');
    await postTransactions(db, [early, late], options);
    expect((await live()).map((e) => e.date).sort()).toEqual(['2026-01-15', '2026-02-15']);
    await startOn('2026-02-01');
    await postTransactions(db, [early, late], options);
    expect((await live()).map((e) => e.date)).toEqual(['2026-02-15']);
    await startOn(null);
    await postTransactions(db, [early, late], options);
    expect((await live()).map((e) => e.date).sort()).toEqual(['2026-01-15', '2026-02-15']);
  });
});
