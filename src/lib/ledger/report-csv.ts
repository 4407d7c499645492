// One CSV per report (columns documented in README.md, "Report CSVs"). Amounts are exact decimals
// (signed as the report reads them), values exact in the base currency or `missing`, never 0; every
// file goes through the formula-safe writer, since account names and memos are typed by users.
import { toSafeCsv } from '@/lib/formats/csv-safe';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Valuation } from './balances';
import type { BalanceSheet } from './balance-sheet';
import { exactToString } from './exact';
import type { GeneralLedger } from './general-ledger';
import type { IncomeStatement } from './income-statement';
import { txHashOf } from './journal-csv';
import type { TrialBalance } from './trial-balance';

/** Commodity id → the name the exports use (`commodityNames`); an unknown id is written as is. */
export type CommodityNames = ReadonlyMap<string, string>;

export const TRIAL_BALANCE_CSV_COLUMNS = [
  'account_code',
  'account_name',
  'account_type',
  'commodity',
  'debit',
  'credit',
  'balance',
  'base_value',
] as const;
export const STATEMENT_CSV_COLUMNS = [
  'section',
  'account_code',
  'account_name',
  'commodity',
  'amount',
  'base_value',
] as const;
export const GENERAL_LEDGER_CSV_COLUMNS = [
  'date',
  'entry_id',
  'account_code',
  'account_name',
  'commodity',
  'amount',
  'balance',
  'base_value',
  'memo',
  'source',
  'tx_hash',
] as const;

const dec = (amount: bigint, decimals: number) => toDecimalString(amount, decimals);
const val = (value: Valuation) => (value === 'missing' ? 'missing' : exactToString(value));
const name = (names: CommodityNames, id: string) => names.get(id) ?? id;

/** Per account and commodity, then a `Total` line per commodity (debits = credits). */
export function trialBalanceCsv(trial: TrialBalance, names: CommodityNames): string {
  const rows = trial.rows.map((r) => {
    const magnitude = dec(r.balance < 0n ? -r.balance : r.balance, r.decimals);
    return [
      r.account.code,
      r.account.name,
      r.account.type,
      name(names, r.commodity),
      r.balance > 0n ? magnitude : '',
      r.balance < 0n ? magnitude : '',
      dec(r.balance, r.decimals),
      val(r.value),
    ];
  });
  for (const t of trial.totals)
    rows.push([
      '',
      'Total',
      '',
      name(names, t.commodity),
      dec(t.debit, t.decimals),
      dec(t.credit, t.decimals),
      dec(t.debit - t.credit, t.decimals),
      '',
    ]);
  return toSafeCsv(TRIAL_BALANCE_CSV_COLUMNS, rows);
}

/** Sections `income`, `expense` (both positive as the statement reads), then `net_income` per commodity. */
export function incomeStatementCsv(statement: IncomeStatement, names: CommodityNames): string {
  const rows = [
    ...statement.income.map((r) => [
      'income',
      r.account.code,
      r.account.name,
      name(names, r.commodity),
      dec(r.amount, r.decimals),
      val(r.value),
    ]),
    ...statement.expenses.map((r) => [
      'expense',
      r.account.code,
      r.account.name,
      name(names, r.commodity),
      dec(r.amount, r.decimals),
      val(r.value),
    ]),
    ...statement.netIncome.map((n) => [
      'net_income',
      '',
      'Net income',
      name(names, n.commodity),
      dec(n.amount, n.decimals),
      '',
    ]),
  ];
  return toSafeCsv(STATEMENT_CSV_COLUMNS, rows);
}

/** Sections `asset`, `liability`, `equity`, `current_earnings`, then the `total_assets` / `total_liabilities_and_equity` check per commodity. */
export function balanceSheetCsv(sheet: BalanceSheet, names: CommodityNames): string {
  const section = (label: string, rows: BalanceSheet['assets']) =>
    rows.map((r) => [
      label,
      r.account.code,
      r.account.name,
      name(names, r.commodity),
      dec(r.amount, r.decimals),
      val(r.value),
    ]);
  const rows = [
    ...section('asset', sheet.assets),
    ...section('liability', sheet.liabilities),
    ...section('equity', sheet.equity),
    ...sheet.currentEarnings.map((e) => [
      'current_earnings',
      '',
      'Current earnings',
      name(names, e.commodity),
      dec(e.amount, e.decimals),
      val(e.value),
    ]),
    ...sheet.totals.flatMap((t) => [
      ['total_assets', '', 'Total assets', name(names, t.commodity), dec(t.assets, t.decimals), ''],
      [
        'total_liabilities_and_equity',
        '',
        'Total liabilities and equity',
        name(names, t.commodity),
        dec(t.liabilitiesAndEquity, t.decimals),
        '',
      ],
    ]),
  ];
  return toSafeCsv(STATEMENT_CSV_COLUMNS, rows);
}

/** An `Opening balance` line per commodity, the postings with their running balance, a `Closing balance` line per commodity. */
export function generalLedgerCsv(
  ledger: GeneralLedger,
  names: CommodityNames,
  range: { from?: string; to?: string },
): string {
  const { code, name: accountName } = ledger.account;
  const balanceLine = (date: string, memo: string) => (b: GeneralLedger['opening'][number]) => [
    date,
    '',
    code,
    accountName,
    name(names, b.commodity),
    '',
    dec(b.amount, b.decimals),
    '',
    memo,
    '',
    '',
  ];
  const rows = [
    ...ledger.opening.map(balanceLine(range.from ?? '', 'Opening balance')),
    ...ledger.lines.map((l) => [
      l.date,
      l.entryId,
      code,
      accountName,
      name(names, l.commodity),
      dec(l.amount, l.decimals),
      dec(l.balance, l.decimals),
      val(l.value),
      l.memo,
      l.source,
      txHashOf(l.source),
    ]),
    ...ledger.closing.map(balanceLine(range.to ?? '', 'Closing balance')),
  ];
  return toSafeCsv(GENERAL_LEDGER_CSV_COLUMNS, rows);
}
