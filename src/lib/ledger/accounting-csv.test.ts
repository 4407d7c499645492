// The Xero and QuickBooks Online journal CSVs read back with papaparse: their headers, each journal
// balanced to the cent, the line limit splitting files between whole journals, values as worked out.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { QBO_COLUMNS, toQboCsv, toXeroCsv, XERO_COLUMNS, type ExportPart } from './accounting-csv';
import { MissingPricesError } from './export-values';
import { FX_PRICES, fxJournal } from './fx-export.testing';
import { journalArb } from './ledger-arbitraries.testing';
import { COMMODITIES, ETH, TUSD, USDC } from './ledger.testing';
import fc from 'fast-check';
import type { Price } from './prices';
import { postDraft } from './entry';
import { closingDraft } from './year-close';

const read = (part: ExportPart) =>
  Papa.parse<Record<string, string>>(part.text, { header: true, skipEmptyLines: true });
const cents = (text: string) => (text === '' ? 0n : BigInt(text.replace('.', '')));

/** Per journal key: the sum of its lines in minor units (0 when it balances). */
function sums(
  rows: readonly Record<string, string>[],
  key: (row: Record<string, string>) => string,
  value: (row: Record<string, string>) => bigint,
) {
  const out = new Map<string, bigint>();
  for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0n) + value(row));
  return out;
}

const xeroKey = (row: Record<string, string>) => `${row['*Narration']}|${row['*Date']}`;
const qboValue = (row: Record<string, string>) => cents(row['Debits'] ?? '') - cents(row['Credits'] ?? '');

describe('Xero manual journals', () => {
  it('have the template’s header, dd/mm/yyyy dates, account codes and balanced journals valued on their day', () => {
    const { accounts, entries } = fxJournal();
    const [part, ...more] = toXeroCsv(entries, accounts, {
      commodities: COMMODITIES,
      prices: FX_PRICES,
      baseCurrency: 'GBP',
    });
    expect(more).toEqual([]);
    expect(part?.name).toBe('xero-manual-journals.csv');
    const parsed = read(part!);
    expect(parsed.meta.fields).toEqual([...XERO_COLUMNS]);
    expect(parsed.data[0]).toEqual({
      '*Narration': 'Owner pays in 10 ETH [buy]',
      '*Date': '02/01/2025',
      Description: 'manual',
      '*AccountCode': '1011',
      '*TaxRate': 'No VAT',
      '*Amount': '15000.00',
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
    });
    // The contractor's 12 ETH at 1800: 21,600.00 both sides (each posting at its day's value).
    expect(
      parsed.data.filter((r) => r['*Narration'] === 'Contractor paid 12 ETH [contractor]').map((r) => r['*Amount']),
    ).toEqual(['21600.00', '-21600.00']);
    for (const sum of sums(parsed.data, xeroKey, (r) => cents(r['*Amount'] ?? '')).values()) expect(sum).toBe(0n);
    expect(new Set(parsed.data.map(xeroKey)).size).toBe(entries.length);
  });

  it('split at the line limit between whole journals, each file with its header', () => {
    const { accounts, entries } = fxJournal();
    const parts = toXeroCsv(entries, accounts, { prices: FX_PRICES, baseCurrency: 'GBP', maxRows: 5 });
    expect(parts.map((p) => p.name)).toEqual([
      'xero-manual-journals-part-1-of-3.csv',
      'xero-manual-journals-part-2-of-3.csv',
      'xero-manual-journals-part-3-of-3.csv',
    ]);
    const files = parts.map(read);
    for (const file of files) {
      expect(file.meta.fields).toEqual([...XERO_COLUMNS]);
      expect(file.data.length).toBeLessThanOrEqual(5);
      for (const sum of sums(file.data, xeroKey, (r) => cents(r['*Amount'] ?? '')).values()) expect(sum).toBe(0n);
    }
    expect(files.reduce((n, f) => n + f.data.length, 0)).toBe(12);
  });
});

describe('QuickBooks Online journal entries', () => {
  it('have the import header, one journal number per entry, debits and credits that balance', () => {
    const { accounts, entries } = fxJournal();
    const [part] = toQboCsv(entries, accounts, { commodities: COMMODITIES, prices: FX_PRICES, baseCurrency: 'GBP' });
    const parsed = read(part!);
    expect(parsed.meta.fields).toEqual([...QBO_COLUMNS]);
    expect(parsed.data[1]).toEqual({
      'Journal No': 'LL-000001',
      'Journal Date': '02/01/2025',
      Currency: 'GBP',
      Memo: 'Owner pays in 10 ETH',
      Account: 'Owner contributions',
      Debits: '',
      Credits: '15000.00',
      Description: 'manual (buy)',
      Name: '',
    });
    const journals = sums(parsed.data, (r) => r['Journal No'] ?? '', qboValue);
    expect(journals.size).toBe(entries.length);
    for (const sum of journals.values()) expect(sum).toBe(0n);
    const usd = toQboCsv(entries, accounts, { prices: FX_PRICES, baseCurrency: 'USD' });
    expect(read(usd[0]!).data[0]?.['Journal Date']).toBe('01/02/2025');
  });

  it('balance every journal to the cent over random journals (rounding residue on a line), split at 999 lines', () => {
    const prices: Price[] = [ETH, TUSD, USDC].map((commodity, i) => ({
      commodity,
      date: '2000-01-01',
      price: ['1834.27', '0.79', '0.8123'][i] ?? '1',
    }));
    for (const { accounts, entries } of fc.sample(journalArb, { numRuns: 20, seed: 99 })) {
      const parts = toQboCsv(entries, accounts, { prices, baseCurrency: 'GBP', maxRows: 7 });
      for (const part of parts) {
        const rows = read(part).data;
        expect(rows.length).toBeLessThanOrEqual(7);
        for (const sum of sums(rows, (r) => r['Journal No'] ?? '', qboValue).values()) expect(sum).toBe(0n);
      }
    }
  });

  it('leave the year-end closing entries out (Xero and QuickBooks close the year themselves)', () => {
    const { accounts, entries } = fxJournal();
    const draft = closingDraft(entries, accounts, { from: '2025-01-01', to: '2025-12-31' });
    const closing = postDraft(draft!, 'close', null);
    const rows = (parts: ExportPart[]) => parts.flatMap((p) => read(p).data).length;
    const options = { prices: FX_PRICES, baseCurrency: 'GBP' };
    expect(rows(toQboCsv([...entries, closing], accounts, options))).toBe(rows(toQboCsv(entries, accounts, options)));
    expect(rows(toXeroCsv([...entries, closing], accounts, options))).toBe(12);
  });

  it('a missing price fails the export with its name', () => {
    const { accounts, entries } = fxJournal();
    expect(() => toQboCsv(entries, accounts, { prices: [], baseCurrency: 'GBP' })).toThrow(MissingPricesError);
    expect(() => toXeroCsv(entries, accounts, { prices: [], baseCurrency: '' })).toThrow("Set the company's currency");
  });
});
