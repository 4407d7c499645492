// The journal as CSV, one line per posting. Columns (documented in README.md):
// date, entry_id, account_code, account_name, debit, credit, commodity, amount, base_value, memo,
// source, tx_hash. Amounts are exact decimals; a value without a price is `missing`, never 0.
import type { Account } from './account';
import { exactToString } from './exact';
import { indexPrices, type Price } from './prices';
import { valuationOf } from './balances';
import type { CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { exportModel } from './export-model';
import { toDecimalString } from '@/lib/money/decimal-string';
import { toSafeCsv } from '@/lib/formats/csv-safe';

export const JOURNAL_CSV_COLUMNS = [
  'date',
  'entry_id',
  'account_code',
  'account_name',
  'debit',
  'credit',
  'commodity',
  'amount',
  'base_value',
  'memo',
  'source',
  'tx_hash',
] as const;

/** The transaction hash of a `tx:<chainId>:<hash>:…` source, or ''. */
export function txHashOf(source: string): string {
  const match = /^tx:\d+:(0x[0-9a-f]{64})(:|$)/.exec(source);
  return match?.[1] ?? '';
}

/** The journal CSV of the posted entries; each posting valued on its entry's date. */
export function journalCsv(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: { commodities?: ReadonlyMap<string, CommodityInfo>; prices?: readonly Price[] } = {},
): string {
  const model = exportModel(entries, accounts, options.commodities);
  const prices = indexPrices(options.prices ?? []);
  const rows: string[][] = [];
  for (const entry of model.entries) {
    for (const p of entry.postings) {
      const magnitude = toDecimalString(p.amount < 0n ? -p.amount : p.amount, p.decimals);
      const value = valuationOf(p, entry.date, prices);
      const account = model.account(p.accountId);
      rows.push([
        entry.date,
        entry.id,
        account.code,
        account.name,
        p.amount > 0n ? magnitude : '',
        p.amount < 0n ? magnitude : '',
        model.commodity(p.commodity),
        toDecimalString(p.amount, p.decimals),
        value === 'missing' ? 'missing' : exactToString(value),
        entry.memo,
        entry.source,
        txHashOf(entry.source),
      ]);
    }
  }
  return toSafeCsv(JOURNAL_CSV_COLUMNS, rows);
}
