import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import { FORMULA_START } from '@/lib/formats/csv-safe';
import { CSV_COLUMNS, csvFileName, toCsv } from './transactions-csv';
import { hashOf, manyRows, OTHER, txRow } from './tx-rows.testing';

const book = buildAddressBook({ treasuryWallets: [], teamMembers: [{ wallet: OTHER, name: 'Ada' }] });
const heads = new Map([[31337, 20]]);

function parse(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe('CSV export', () => {
  it('has the documented header and parses back to the rows: hashes and exact amounts', () => {
    const rows = manyRows(50);
    const parsed = parse(toCsv(rows, heads, book));
    expect(Object.keys(parsed[0] ?? {})).toEqual([...CSV_COLUMNS]);
    expect(parsed.map((r) => r.hash)).toEqual(rows.map((r) => r.hash));
    expect(parsed.map((r) => r.amount_units)).toEqual(rows.map((r) => r.units));
    expect(parsed.map((r) => [r.amount, r.decimals])).toEqual(
      rows.map((r) => [r.decimals === 6 ? String(Number(r.units) / 1e6) : expect.any(String), String(r.decimals)]),
    );
  });

  it('writes exact decimals of large amounts, signed amounts, fees and names', () => {
    const row = txRow({
      direction: 'out',
      from: OTHER,
      counterparty: OTHER,
      units: '123456789012345678901234567',
      fee: '21000000000000',
      blockNumber: 18,
    });
    const [record] = parse(toCsv([row], heads, book));
    expect(record).toMatchObject({
      amount: '123456789.012345678901234567',
      amount_units: '123456789012345678901234567',
      signed_amount: '-123456789.012345678901234567',
      fee: '0.000021',
      fee_units: '21000000000000',
      fee_symbol: 'ETH',
      counterparty_name: 'Ada',
      confirmations: '3',
      status: 'confirmed',
      network: 'Anvil (local)',
    });
  });

  it('escapes every cell a spreadsheet would run as a formula, and leaves numbers alone', () => {
    const dangerous = [
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tx',
      '\rx',
      '=HYPERLINK("http://x")\nsecond line',
      '＝1+1',
      '－1',
    ];
    const rows = dangerous.map((memo, i) => txRow({ hash: hashOf(i + 1), memo, category: memo.slice(0, 80) }));
    const parsed = parse(toCsv(rows, heads, book));
    expect(parsed.map((r) => r.memo)).toEqual(dangerous.map((memo) => `'${memo}`));
    // Categories are stored trimmed, so `\tx` is kept as `x` and needs no escaping.
    expect(parsed.map((r) => r.category)).toEqual(
      dangerous.map((memo) => (FORMULA_START.test(memo.trim()) ? `'${memo.trim()}` : memo.trim())),
    );
    // A token's symbol comes from its contract: anyone can deploy one called "=cmd".
    const [token] = parse(toCsv([txRow({ symbol: '=cmd', direction: 'out' })], heads, book));
    expect(token?.symbol).toBe("'=cmd");
    expect(token?.signed_amount).toBe('-1.5');
    for (const safe of ['-1.5', '-12', '0', 'a=b', 'Rent']) expect(FORMULA_START.test(safe)).toBe(false);
  });

  it("names the file with the export's local date", () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 30))).toBe('ledgerline-transactions-2025-01-05.csv');
  });
});
