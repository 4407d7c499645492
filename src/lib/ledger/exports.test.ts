import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toBeancount } from './beancount';
import { commodityNames, ledgerAccountName } from './export-names';
import { toHledger } from './hledger';
import { JOURNAL_CSV_COLUMNS, journalCsv, txHashOf } from './journal-csv';
import { at, COMMODITIES, ETH, sampleChart, sampleJournal, TUSD, USDC } from './ledger.testing';

describe('export names', () => {
  it('names commodities deterministically, uniquely and validly for both tools', () => {
    const names = commodityNames(
      [TUSD, ETH, USDC, '8453:native', '31337:0x0000000000000000000000000000000000000001'],
      new Map([
        ...COMMODITIES,
        ['31337:0x0000000000000000000000000000000000000001', { id: 'x', chainId: 31337, symbol: 'tusd', decimals: 6 }],
      ]),
    );
    expect(Object.fromEntries(names)).toEqual({
      [ETH]: 'ETH_ANVIL',
      [TUSD]: 'TUSD_31337_5FBDB2',
      '31337:0x0000000000000000000000000000000000000001': 'TUSD_31337_000000',
      [USDC]: 'USDC_1',
      '8453:native': 'NATIVE_BASE',
    });
    for (const name of names.values()) expect(name).toMatch(/^[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]$/);
    expect(commodityNames([ETH, TUSD], COMMODITIES).get(TUSD)).toBe('TUSD_31337');
    expect(
      commodityNames(
        ['1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
        new Map([[USDC, { id: USDC, chainId: 1, symbol: '1INCH-LP.v2 token', decimals: 6 }]]),
      ).get(USDC),
    ).toBe('X1INCHLPV2_1');
  });
  it('names accounts by type root and code path', () => {
    const { accounts, eth } = sampleChart();
    expect(
      ledgerAccountName(
        accounts,
        at(
          accounts.filter((a) => a.id === eth),
          0,
        ),
      ),
    ).toBe('Assets:1000-Assets:1010-Crypto-wallets:1011-Treasury-ETH-on-Anvil-local');
  });
});

describe('journal CSV', () => {
  it('has the documented columns, one line per posting, exact amounts and escaped formulas', () => {
    const { accounts, entries } = sampleJournal();
    const csv = journalCsv(entries, accounts, {
      commodities: COMMODITIES,
      prices: [{ commodity: ETH, date: '2025-01-01', price: '2000' }],
    });
    const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual([...JOURNAL_CSV_COLUMNS]);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([
      '2025-01-02',
      'e1',
      '1011',
      'Treasury ETH on Anvil (local)',
      '5',
      '',
      'ETH_ANVIL',
      '5',
      '10000',
      'Owner funds the company',
      'manual',
      '',
    ]);
    expect(rows[3]?.slice(4, 9)).toEqual(['', '1250.5', 'TUSD_31337', '-1250.5', 'missing']);
    // `=` not at the start of the cell: not a formula, left as it is.
    expect(rows[10]?.[9]).toBe('Software =SUM(A1)');
    const escaped = journalCsv([{ ...at(entries, 0), memo: '=HYPERLINK("x")' }], accounts);
    expect(Papa.parse<string[]>(escaped, { skipEmptyLines: true }).data[1]?.[9]).toBe(`'=HYPERLINK("x")`);
  });
  it('finds the hash of a transaction source', () => {
    expect(txHashOf(`tx:1:0x${'ab'.repeat(32)}:fee`)).toBe(`0x${'ab'.repeat(32)}`);
    expect(txHashOf('manual')).toBe('');
  });
});

describe('plain-text journals', () => {
  it('declare commodities and accounts, and write exact amounts', () => {
    const { accounts, entries } = sampleJournal();
    const hledger = toHledger(entries, accounts, { commodities: COMMODITIES });
    expect(hledger).toContain('commodity 1.000000000000000000 "ETH_ANVIL"');
    expect(hledger).toContain('-0.000021000000147 "ETH_ANVIL"');
    expect(hledger).not.toContain('Draft, not in the books');
    const beancount = toBeancount(entries, accounts, { commodities: COMMODITIES, baseCurrency: 'USD' });
    expect(beancount).toContain('2025-01-02 commodity TUSD_31337');
    expect(beancount).toContain('2025-01-02 open Income:4000-Income:4100-Sales');
    expect(beancount).toContain('2025-01-15 * "Invoice 7 \\"design\\"; paid"');
  });
});
