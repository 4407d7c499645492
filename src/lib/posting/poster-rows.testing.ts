// Test helpers for the ledger poster: chain rows of the treasury wallet (built from a row the app
// records for a sent transfer) and a DBCore middleware counting the chainTransactions rows read.
import type { DBCore, DBCoreTable } from 'dexie';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { putRecord } from '@/lib/db/records';
import { sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Rows read from chainTransactions (with their values: reads of keys alone are not rows) and cursors opened. */
export interface ReadCounts {
  rows: number;
  cursors: number;
  /** Keys read without their rows (counted only when present). */
  keys?: number;
}

function countingTable(table: DBCoreTable, reads: ReadCounts): DBCoreTable {
  return {
    ...table,
    get: (req) => ((reads.rows += 1), table.get(req)),
    getMany: (req) => ((reads.rows += req.keys.length), table.getMany(req)),
    query: async (req) => {
      const res = await table.query(req);
      if (req.values) reads.rows += res.result.length;
      else if (reads.keys !== undefined) reads.keys += res.result.length;
      return res;
    },
    openCursor: (req) => ((reads.cursors += req.values === false ? 0 : 1), table.openCursor(req)),
  };
}

/** Counts into `reads` every chainTransactions row `db` reads from now on. */
export function countChainReads(db: WorkspaceDb, reads: ReadCounts): void {
  db.use({
    stack: 'dbcore',
    name: 'count-reads',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => (name === 'chainTransactions' ? countingTable(down.table(name), reads) : down.table(name)),
    }),
  });
}

/** Adds the treasury wallet and returns a template row of it (the table is left empty). */
export async function treasuryRowTemplate(db: WorkspaceDb, now: string): Promise<ChainTransaction> {
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
  const template = await recordSentTransaction(
    db,
    { ...sent, nativeSymbol: 'ETH', nativeDecimals: 18, counterparty: TO, direction: 'out' },
    now,
  );
  await db.chainTransactions.clear();
  return template;
}

/** The template's transaction number `i`: confirmed, with a fee, booked to Software. */
export function treasuryRow(template: ChainTransaction, i: number): ChainTransaction {
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
