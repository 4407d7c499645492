// Reads what the record search looks through from the workspace, offline: the small tables whole
// (invoices, bills, counterparties, documents), and transactions only by hash prefix through an
// index (a workspace may hold 100k of them).
import { KNOWN_NETWORKS } from '@/lib/primitives/networks';
import { readRecords } from './records';
import {
  billRecord,
  counterpartyRecords,
  documentRecord,
  hexPrefixOf,
  invoiceRecord,
  MIN_QUERY_LENGTH,
  normalizeQuery,
  rankRecords,
  transactionRecord,
  type RecordHit,
  type SearchableRecord,
} from './search-records';
import type { WorkspaceDb } from './workspace-db';

// Transactions read per network for one hash prefix: a short prefix matches many, the list shows a few.
const TRANSACTIONS_PER_CHAIN = 5;

async function transactionsByHashPrefix(db: WorkspaceDb, prefix: string): Promise<SearchableRecord[]> {
  const cursors = await db.syncCursors.toArray();
  const chainIds = new Set([...KNOWN_NETWORKS.map((network) => network.chainId), ...cursors.map((c) => c.chainId)]);
  const found = await Promise.all(
    [...chainIds].map((chainId) =>
      db.chainTransactions
        .where('[chainId+hash]')
        .between([chainId, prefix], [chainId, `${prefix}\uffff`])
        .limit(TRANSACTIONS_PER_CHAIN)
        .toArray(),
    ),
  );
  // One hash may have several rows (a transfer log each): one hit per hash.
  const byHash = new Map<string, SearchableRecord>();
  for (const row of found.flat()) if (!byHash.has(row.hash)) byHash.set(row.hash, transactionRecord(row));
  return [...byHash.values()];
}

/** The workspace's records matching what was typed, best first; stored rows failing their schema are skipped. */
export async function searchWorkspace(db: WorkspaceDb, query: string, limit = 8): Promise<RecordHit[]> {
  if (normalizeQuery(query).length < MIN_QUERY_LENGTH) return [];
  const [counterparties, invoices, bills, documents] = await Promise.all([
    readRecords(db, 'counterparties'),
    readRecords(db, 'invoices'),
    readRecords(db, 'bills'),
    readRecords(db, 'documents'),
  ]);
  const names = new Map(counterparties.records.map((c) => [c.id, c.name]));
  const records: SearchableRecord[] = [
    ...invoices.records.map((invoice) => invoiceRecord(invoice, names.get(invoice.clientId) ?? null)),
    ...bills.records.map((bill) => billRecord(bill, names.get(bill.vendorId) ?? null)),
    ...counterparties.records.flatMap(counterpartyRecords),
    ...documents.records.map(documentRecord),
  ];
  const prefix = hexPrefixOf(query);
  if (prefix && prefix.length >= 6) records.push(...(await transactionsByHashPrefix(db, prefix)));
  return rankRecords(records, query, limit);
}
