// A report's CSV for the period (lib/ledger/report-csv.ts documents the columns), built in the worker.
import type { Account } from '@/lib/ledger/account';
import { balanceSheet } from '@/lib/ledger/balance-sheet';
import type { Entry } from '@/lib/ledger/entry';
import { generalLedger } from '@/lib/ledger/general-ledger';
import { incomeStatement } from '@/lib/ledger/income-statement';
import type { PriceIndex } from '@/lib/ledger/prices';
import {
  balanceSheetCsv,
  generalLedgerCsv,
  incomeStatementCsv,
  trialBalanceCsv,
  type CommodityNames,
} from '@/lib/ledger/report-csv';
import { trialBalance } from '@/lib/ledger/trial-balance';
import type { DayRange } from '@/lib/ledger/period-presets';

interface Books {
  readonly entries: readonly Entry[];
  readonly accounts: readonly Account[];
  readonly index: PriceIndex;
  readonly names: CommodityNames;
  /** The fiscal year's start month: the trial balance and balance sheet split there. */
  readonly year: { readonly fiscalYearStartMonth: number };
}

/** The reports that download as CSV. */
export const REPORT_CSVS = ['trial-balance', 'income-statement', 'balance-sheet', 'general-ledger'] as const;
export type ReportCsv = (typeof REPORT_CSVS)[number];

/** The CSV text of one report over `range` (balances at its end); the general ledger needs an account. */
export function reportCsv(
  request: { report: ReportCsv; range: DayRange; accountId: string | null },
  books: Books,
): string {
  const { entries, accounts, index, names, year } = books;
  const { range } = request;
  if (request.report === 'trial-balance')
    return trialBalanceCsv(trialBalance(entries, accounts, index, { to: range.to }, year), names);
  if (request.report === 'income-statement')
    return incomeStatementCsv(incomeStatement(entries, accounts, index, range), names);
  if (request.report === 'balance-sheet')
    return balanceSheetCsv(balanceSheet(entries, accounts, index, range.to, year), names);
  if (!request.accountId) throw new Error('Choose an account for its general ledger');
  return generalLedgerCsv(generalLedger(entries, accounts, index, request.accountId, range), names, range);
}
