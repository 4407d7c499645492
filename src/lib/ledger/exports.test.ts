import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toBeancount } from './beancount';
import { toBeancountAtCost } from './beancount-cost';
import { ACCOUNT_IDS } from './default-chart';
import { postDraft } from './entry';
import { parseExact } from './exact';
import { currencyDigits } from '@/lib/money/format-money';
import { minorToDecimal } from '@/lib/money/minor-units';
import { exportPricer, MissingPricesError, valuedEntry } from './export-values';
import { exactToMinor } from './functional/money';
import { fxJournal } from './fx-export.testing';
import { indexPrices, type Price } from './prices';
import { commodityNames, ledgerAccountName } from './export-names';
import { toHledger, toHledgerWithCosts } from './hledger';
import { JOURNAL_CSV_COLUMNS, journalCsv, txHashOf } from './journal-csv';
import { at, COMMODITIES, ETH, posting, sampleChart, sampleJournal, TUSD, USDC } from './ledger.testing';

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

describe('exports in the company currency', () => {
  it('round half away from zero to the minor unit and print exactly its decimals', () => {
    expect(exactToMinor(parseExact('0.005'), 2)).toBe(1n);
    expect(exactToMinor(parseExact('-0.005'), 2)).toBe(-1n);
    expect(exactToMinor(parseExact('0.00499'), 2)).toBe(0n);
    expect(exactToMinor(parseExact('12'), 2)).toBe(1200n);
    expect(minorToDecimal(-5n, 2)).toBe('-0.05');
    expect(minorToDecimal(150000n, 2)).toBe('1500.00');
    expect(minorToDecimal(7n, 0)).toBe('7');
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('a missing price fails the export and names the commodity, its day and entry; never a value of 0', () => {
    const { accounts, entries } = fxJournal();
    const late: Price[] = [{ commodity: ETH, date: '2025-02-01', price: '2000' }];
    const run = () =>
      toBeancountAtCost(entries, accounts, { commodities: COMMODITIES, prices: late, baseCurrency: 'GBP' });
    expect(run).toThrow(MissingPricesError);
    expect(run).toThrow('No GBP price on or before the day for ETH_ANVIL on 2025-01-02 (entry buy)');
    expect(() =>
      toHledgerWithCosts(entries, accounts, { commodities: COMMODITIES, prices: [], baseCurrency: 'GBP' }),
    ).toThrow(/ETH_ANVIL on 2025-01-02/);
  });

  it('an entry whose rounded values do not sum to zero takes the residue on its largest value', () => {
    const { accounts, eth } = sampleChart();
    // Thirds of a pound, rounded down three times: the residue lands on the first largest income line, the lot keeps its value.
    const entry = postDraft(
      {
        date: '2025-01-02',
        memo: 'Three sales',
        source: 'manual',
        postings: [
          posting(eth, ETH, 10n ** 18n),
          posting(ACCOUNT_IDS.sales, ETH, -(10n ** 18n) / 3n),
          posting(ACCOUNT_IDS.sales, ETH, -(10n ** 18n) / 3n),
          posting(ACCOUNT_IDS.otherIncome, ETH, -(10n ** 18n) + 2n * (10n ** 18n / 3n)),
        ],
      },
      'thirds',
      null,
    );
    const prices: Price[] = [{ commodity: ETH, date: '2025-01-01', price: '1' }];
    const valued = valuedEntry(
      entry,
      (id) => (id === eth ? 'asset' : 'income'),
      exportPricer(indexPrices(prices), (c) => c),
      2,
      {
        keepMoves: true,
      },
    );
    expect(valued.map((v) => v.minor)).toEqual([100n, -34n, -33n, -33n]);
    const text = toBeancountAtCost([entry], accounts, { commodities: COMMODITIES, prices, baseCurrency: 'GBP' });
    expect(text).toContain('1 ETH_ANVIL {{1.00 GBP}}');
    expect(text).toContain('Income:4000-Income:4100-Sales  -0.34 GBP');
  });
});
