import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { balanceSheet } from './balance-sheet';
import { commodityNames } from './export-names';
import { generalLedger } from './general-ledger';
import { incomeStatement } from './income-statement';
import { at, COMMODITIES, ETH, sampleJournal, TUSD, USDC } from './ledger.testing';
import { indexPrices } from './prices';
import {
  balanceSheetCsv,
  GENERAL_LEDGER_CSV_COLUMNS,
  generalLedgerCsv,
  incomeStatementCsv,
  STATEMENT_CSV_COLUMNS,
  TRIAL_BALANCE_CSV_COLUMNS,
  trialBalanceCsv,
} from './report-csv';
import { trialBalance } from './trial-balance';

const { accounts, entries } = sampleJournal();
const names = commodityNames([ETH, TUSD, USDC], COMMODITIES);
const prices = indexPrices([{ commodity: TUSD, date: '2025-01-01', price: '0.999' }]);
const range = { from: '2025-01-01', to: '2025-12-31' };
const parse = (text: string) => Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;

describe('report CSVs', () => {
  it('trial balance: documented columns, exact decimals, a total per commodity with debits = credits', () => {
    const rows = parse(trialBalanceCsv(trialBalance(entries, accounts, prices, { to: range.to }), names));
    expect(rows[0]).toEqual([...TRIAL_BALANCE_CSV_COLUMNS]);
    const sales = rows.find((r) => r[0] === '4100' && r[3] === 'TUSD_31337');
    expect(sales).toEqual(['4100', 'Sales', 'income', 'TUSD_31337', '', '1250.5', '-1250.5', '-1249.2495']);
    const total = rows.find((r) => r[1] === 'Total' && r[3] === 'ETH_ANVIL');
    expect(total?.[4]).toBe(total?.[5]);
    expect(total?.[6]).toBe('0');
    // No price for ETH: missing, never 0.
    expect(rows.find((r) => r[0] === '3100')?.[7]).toBe('missing');
  });

  it('income statement: income and expenses positive, net income per commodity', () => {
    const rows = parse(incomeStatementCsv(incomeStatement(entries, accounts, prices, range), names));
    expect(rows[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(rows).toContainEqual(['expense', '6200', 'Contractors', 'TUSD_31337', '400.000001', '399.600000999']);
    expect(rows).toContainEqual(['net_income', '', 'Net income', 'TUSD_31337', '850.499999', '']);
  });

  it('escapes an account name a spreadsheet would run as a formula', () => {
    const renamed = accounts.map((a) => (a.code === '4100' ? { ...a, name: '=HYPERLINK("x")' } : a));
    const rows = parse(incomeStatementCsv(incomeStatement(entries, renamed, prices, range), names));
    expect(rows.find((r) => r[1] === '4100')?.[2]).toBe(`'=HYPERLINK("x")`);
  });

  it('balance sheet: sections, then assets = liabilities + equity per commodity', () => {
    const rows = parse(balanceSheetCsv(balanceSheet(entries, accounts, prices, range.to), names));
    for (const commodity of ['ETH_ANVIL', 'TUSD_31337', 'USDC_1']) {
      const total = (section: string) => rows.find((r) => r[0] === section && r[3] === commodity)?.[4];
      expect(total('total_assets')).toBe(total('total_liabilities_and_equity'));
    }
    expect(rows.some((r) => r[0] === 'current_earnings')).toBe(true);
  });

  it('general ledger: opening, lines with running balance, closing', () => {
    const eth = at(
      accounts.filter((a) => a.code === '1011'),
      0,
    ).id;
    const text = generalLedgerCsv(
      generalLedger(entries, accounts, prices, eth, { from: '2025-02-01', to: '2025-12-31' }),
      names,
      { from: '2025-02-01', to: '2025-12-31' },
    );
    const rows = parse(text);
    expect(rows[0]).toEqual([...GENERAL_LEDGER_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      '2025-02-01',
      '',
      '1011',
      'Treasury ETH on Anvil (local)',
      'ETH_ANVIL',
      '',
      '5',
      '',
      'Opening balance',
      '',
      '',
    ]);
    expect(rows.at(-2)?.slice(5, 9)).toEqual(['-0.001', '4.998978999999853', 'missing', 'Software =SUM(A1)']);
    expect(rows.at(-1)?.[8]).toBe('Closing balance');
  });
});
