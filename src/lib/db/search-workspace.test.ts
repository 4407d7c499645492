import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkPutRecords, putRecord } from './records';
import { freshDb } from './sample-records.testing';
import {
  hashWithPrefix,
  sampleCounterparty,
  sampleDocument,
  sampleInvoice,
  sampleTransaction,
} from './search-samples.testing';
import { searchWorkspace } from './search-workspace';
import type { WorkspaceDb } from './workspace-db';

let db: WorkspaceDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

async function seeded(): Promise<WorkspaceDb> {
  db = freshDb();
  await putRecord(db, 'counterparties', sampleCounterparty());
  await putRecord(db, 'invoices', sampleInvoice());
  await putRecord(db, 'documents', sampleDocument());
  await bulkPutRecords(db, 'chainTransactions', [
    sampleTransaction({ hash: hashWithPrefix('beef01') }),
    sampleTransaction({ hash: hashWithPrefix('beef02') }),
    sampleTransaction({ hash: hashWithPrefix('beef01'), chainId: 11155111 }),
    sampleTransaction({ hash: hashWithPrefix('cafe') }),
  ]);
  return db;
}

describe('searchWorkspace', () => {
  it('finds an invoice by number with its client name, offline from the workspace', async () => {
    const hits = await searchWorkspace(await seeded(), 'inv-0007');
    expect(hits[0]).toMatchObject({ kind: 'invoice', id: 'invoice-1', detail: 'Northwind Traders · due 2026-03-31' });
  });

  it('finds transactions by a hash prefix through the index, one hit per hash across networks', async () => {
    const hits = await searchWorkspace(await seeded(), '0xBEEF');
    expect(hits.map((hit) => hit.id).sort()).toEqual([hashWithPrefix('beef01'), hashWithPrefix('beef02')]);
    expect(hits.every((hit) => hit.kind === 'transaction')).toBe(true);
  });

  it('finds a document by name and nothing for a one-letter query', async () => {
    const store = await seeded();
    expect((await searchWorkspace(store, 'agreement'))[0]).toMatchObject({ kind: 'document', id: 'doc-1' });
    expect(await searchWorkspace(store, 'a')).toEqual([]);
  });
});
