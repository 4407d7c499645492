import { describe, expect, it } from 'vitest';
import {
  counterpartyRecords,
  documentRecord,
  hexPrefixOf,
  invoiceRecord,
  normalizeQuery,
  rankRecords,
  scoreText,
  transactionRecord,
} from './search-records';
import {
  CLIENT_WALLET,
  hashWithPrefix,
  sampleCounterparty,
  sampleDocument,
  sampleInvoice,
  sampleTransaction,
} from './search-samples.testing';

const client = sampleCounterparty();
const both = sampleCounterparty({ id: 'both-1', name: 'Contoso', isVendor: true, wallets: [] });
const records = [
  invoiceRecord(sampleInvoice(), client.name),
  invoiceRecord(sampleInvoice({ id: 'invoice-2', number: 'INV-00071', sequence: 71 }), 'Contoso'),
  ...counterpartyRecords(client),
  ...counterpartyRecords(both),
  documentRecord(sampleDocument()),
  transactionRecord(sampleTransaction()),
];

describe('scoreText', () => {
  it('ranks equal, then prefix, then a word start, then inside a word', () => {
    expect(scoreText('INV-0007', 'inv-0007')).toBe(100);
    expect(scoreText('INV-0007', 'inv')).toBe(80);
    expect(scoreText('Lease agreement 2026.pdf', 'agree')).toBe(60);
    expect(scoreText('Northwind', 'wind')).toBe(40);
    expect(scoreText('Northwind', 'south')).toBe(0);
    expect(scoreText('Northwind', '')).toBe(0);
  });
});

describe('normalizeQuery and hexPrefixOf', () => {
  it('trims, lower-cases and collapses spaces', () => {
    expect(normalizeQuery('  Lease   Agreement ')).toBe('lease agreement');
  });
  it('reads a hash or address prefix of at least 4 hex digits in any case', () => {
    expect(hexPrefixOf(' 0xABCD12 ')).toBe('0xabcd12');
    expect(hexPrefixOf('0xab')).toBeNull();
    expect(hexPrefixOf('abcd1234')).toBeNull();
    expect(hexPrefixOf('0xzz12')).toBeNull();
  });
});

describe('rankRecords', () => {
  it('finds an invoice by its exact number before the one that only starts with it', () => {
    const hits = rankRecords(records, 'INV-0007');
    expect(hits.map((hit) => hit.id)).toEqual(['invoice-1', 'invoice-2']);
    expect(hits[0]).toMatchObject({
      kind: 'invoice',
      title: 'Invoice INV-0007',
      detail: 'Northwind Traders · due 2026-03-31',
    });
  });

  it('finds a client by name, and its invoices by the client name after it', () => {
    const hits = rankRecords(records, 'northwind');
    expect(hits[0]).toMatchObject({ kind: 'client', id: 'client-1' });
    expect(hits.map((hit) => hit.kind)).toContain('invoice');
  });

  it('lists a counterparty that is both a client and a vendor under each', () => {
    const hits = rankRecords(records, 'contoso');
    expect(hits.filter((hit) => hit.id === 'both-1').map((hit) => hit.kind)).toEqual(['client', 'vendor']);
  });

  it('finds a document by a word of its name or a tag', () => {
    expect(rankRecords(records, 'lease')[0]).toMatchObject({ kind: 'document', id: 'doc-1' });
    expect(rankRecords(records, 'contracts')[0]).toMatchObject({ kind: 'document' });
  });

  it('finds a transaction by its hash prefix and a counterparty by its wallet address in any case', () => {
    expect(rankRecords(records, '0x1234')[0]).toMatchObject({ kind: 'transaction', id: hashWithPrefix('1234') });
    const byAddress = rankRecords(records, CLIENT_WALLET.toUpperCase().replace('0X', '0x'));
    expect(byAddress.map((hit) => hit.kind)).toEqual(['client', 'transaction']);
  });

  it('asks for two characters and keeps to the limit', () => {
    expect(rankRecords(records, 'i')).toEqual([]);
    expect(rankRecords(records, 'in', 2)).toHaveLength(2);
  });
});
