// Finding a workspace record by what a person remembers of it: an invoice number, a client's or a
// vendor's name, a document's name, a transaction's hash or an address. Pure: the records come in
// already read (search-workspace reads them), the hits go out ranked.
import type { Bill } from './entities/bill';
import type { ChainTransaction } from './entities/chain-transaction';
import type { Counterparty } from './entities/counterparty';
import { invoiceTitle, type Invoice } from './entities/invoice';
import type { StorageDocument } from './entities/storage-document';

export type RecordKind = 'invoice' | 'bill' | 'client' | 'vendor' | 'document' | 'transaction';

/** One record as the search sees it: what it shows, and the texts it can be found by (the first weighs most). */
export interface SearchableRecord {
  readonly kind: RecordKind;
  /** The record's key: an id, or a transaction's hash. */
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly terms: readonly string[];
}

export interface RecordHit extends SearchableRecord {
  readonly score: number;
}

/** The shortest query that searches records (one letter would match nearly everything). */
export const MIN_QUERY_LENGTH = 2;

/** The query as matched: trimmed, lower-case, inner spaces collapsed. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

const HEX_PREFIX = /^0x[0-9a-f]{4,64}$/;

/** The lower-case `0x…` prefix of a hash or an address when the query is one (at least 4 hex digits), else null. */
export function hexPrefixOf(query: string): string | null {
  const text = normalizeQuery(query);
  return HEX_PREFIX.test(text) ? text : null;
}

/**
 * How well one text matches a normalised query: 100 equal, 80 starts with it, 60 a word in it
 * starts with it, 40 contains it, 0 not at all.
 */
export function scoreText(text: string, query: string): number {
  if (!query) return 0;
  const value = text.toLowerCase();
  if (value === query) return 100;
  if (value.startsWith(query)) return 80;
  const at = value.indexOf(query);
  if (at < 0) return 0;
  return /[\s\-_/.,#:(]/.test(value.charAt(at - 1)) ? 60 : 40;
}

/** A record's score: its best term, the first term (its name or number) slightly ahead of the others. */
export function scoreRecord(record: SearchableRecord, query: string): number {
  let best = 0;
  record.terms.forEach((term, index) => {
    const score = scoreText(term, query);
    if (score > 0) best = Math.max(best, score - (index === 0 ? 0 : 5));
  });
  return best;
}

const KIND_ORDER: Readonly<Record<RecordKind, number>> = {
  invoice: 0,
  bill: 1,
  client: 2,
  vendor: 3,
  document: 4,
  transaction: 5,
};

/** The records matching the query, best first (then by kind and title), at most `limit`. */
export function rankRecords(records: readonly SearchableRecord[], query: string, limit = 8): RecordHit[] {
  const normalised = normalizeQuery(query);
  if (normalised.length < MIN_QUERY_LENGTH) return [];
  const hits: RecordHit[] = [];
  for (const record of records) {
    const score = scoreRecord(record, normalised);
    if (score > 0) hits.push({ ...record, score });
  }
  hits.sort((a, b) => b.score - a.score || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title));
  return hits.slice(0, limit);
}

/** An invoice, found by its number, its client's name or its payment reference. */
export function invoiceRecord(invoice: Invoice, clientName: string | null): SearchableRecord {
  return {
    kind: 'invoice',
    id: invoice.id,
    title: invoiceTitle(invoice),
    detail: [clientName, `due ${invoice.dueDate}`].filter(Boolean).join(' · '),
    terms: [invoice.number, clientName ?? '', invoice.reference],
  };
}

/** A bill, found by its number, its vendor's name or its payment reference. */
export function billRecord(bill: Bill, vendorName: string | null): SearchableRecord {
  return {
    kind: 'bill',
    id: bill.id,
    title: `Bill ${bill.billNumber}`,
    detail: [vendorName, `due ${bill.dueDate}`].filter(Boolean).join(' · '),
    terms: [bill.billNumber, vendorName ?? '', bill.reference],
  };
}

/** A counterparty as a client and/or a vendor, found by its names, e-mail or wallet addresses. */
export function counterpartyRecords(counterparty: Counterparty): SearchableRecord[] {
  const terms = [
    counterparty.name,
    counterparty.legalName,
    counterparty.email,
    ...counterparty.wallets.map((wallet) => wallet.address),
  ];
  const records: SearchableRecord[] = [];
  if (counterparty.isClient)
    records.push({ kind: 'client', id: counterparty.id, title: counterparty.name, detail: 'Client', terms });
  if (counterparty.isVendor)
    records.push({ kind: 'vendor', id: counterparty.id, title: counterparty.name, detail: 'Vendor', terms });
  return records;
}

/** A stored document, found by its name, tags or CID. */
export function documentRecord(document: StorageDocument): SearchableRecord {
  return {
    kind: 'document',
    id: document.id,
    title: document.name,
    detail: document.tags.length > 0 ? `Document · ${document.tags.join(', ')}` : 'Document',
    terms: [document.name, ...document.tags, document.cid],
  };
}

/** A transaction, found by its hash or the addresses on it; keyed by its hash (what a link opens). */
export function transactionRecord(
  row: Pick<ChainTransaction, 'hash' | 'from' | 'to' | 'symbol' | 'time' | 'memo' | 'category'>,
): SearchableRecord {
  return {
    kind: 'transaction',
    id: row.hash,
    title: `Transaction ${row.hash.slice(0, 10)}…${row.hash.slice(-4)}`,
    detail: [row.symbol, row.time.slice(0, 10), row.category].filter(Boolean).join(' · '),
    terms: [row.hash, row.from, row.to ?? '', row.memo],
  };
}
