// The poster reads only what changed: a new row after start makes it read that row, not the table
// (rows read from chainTransactions are counted by a DBCore middleware, so no timing is involved).
import 'fake-indexeddb/auto';
import type { DBCore, DBCoreTable } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import { putRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import type { PostSummary } from '@/lib/posting/post-transactions';
import { startLedgerPoster } from './ledger-poster';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = '2025-03-01T00:00:00.000Z';
const reads = { rows: 0, cursors: 0 };
let db: WorkspaceDb;
let template: ChainTransaction;

function countingTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    get: (req) => ((reads.rows += 1), table.get(req)),
    getMany: (req) => ((reads.rows += req.keys.length), table.getMany(req)),
    query: async (req) => {
      const res = await table.query(req);
      reads.rows += res.result.length;
      return res;
    },
    openCursor: (req) => ((reads.cursors += 1), table.openCursor(req)),
  };
}

function row(i: number): ChainTransaction {
  const hash = `0x${i.toString(16).padStart(64, '0')}`;
  return {
    ...template,
    id: `31337:${hash}`,
    hash,
    status: 'confirmed',
    blockNumber: i,
    time: '2025-01-15T12:00:00.000Z',
    fee: '21000',
    category: 'Software',
  };
}

beforeEach(async () => {
  db = freshDb();
  db.use({
    stack: 'dbcore',
    name: 'count-reads',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => (name === 'chainTransactions' ? countingTable(down.table(name)) : down.table(name)),
    }),
  });
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: FROM, chainId: 31337, label: 'Treasury' }));
  const sent = {
    chainId: 31337,
    hash: `0x${'ab'.repeat(32)}`,
    from: FROM,
    to: TO,
    value: 10n ** 15n,
    nonce: 0,
    kind: 'transfer' as const,
    decoded: null,
    selector: null,
  };
  template = await recordSentTransaction(
    db,
    { ...sent, nativeSymbol: 'ETH', nativeDecimals: 18, counterparty: TO, direction: 'out' },
    NOW,
  );
  await db.chainTransactions.clear();
});
afterEach(async () => {
  await db.delete();
});

describe('startLedgerPoster, incremental', () => {
  it('reads the table once at start, then only the rows a write touched', async () => {
    // Seeded first, as the Accounting page does: a chart appearing later re-runs every row once.
    await ensureChart(db);
    await db.chainTransactions.bulkPut(Array.from({ length: 200 }, (_, i) => row(i + 1)));
    const waiters: ((s: PostSummary) => void)[] = [];
    const nextRun = () => new Promise<PostSummary>((resolve) => waiters.push(resolve));
    let started = nextRun();
    const stop = startLedgerPoster({
      db,
      now: () => new Date(NOW),
      onRun: (s) => waiters.splice(0).forEach((w) => w(s)),
    });
    try {
      expect((await started).posted).toBe(400);
      reads.rows = 0;
      reads.cursors = 0;
      started = nextRun();
      await putRecord(db, 'chainTransactions', row(201));
      expect(await started).toEqual({ posted: 2, reversed: 0, held: [] });
      // The put itself reads nothing back; the poster read the one row it names.
      expect(reads).toEqual({ rows: 1, cursors: 0 });

      reads.rows = 0;
      started = nextRun();
      await db.chainTransactions.update(row(7).id, { category: 'Contractors' });
      expect(await started).toEqual({ posted: 1, reversed: 1, held: [] });
      expect(reads.cursors).toBe(0);
      // Dexie's update reads the row back itself; the poster adds one: a handful, not the 201 rows.
      expect(reads.rows).toBeLessThanOrEqual(3);
    } finally {
      stop();
    }
  });
});
