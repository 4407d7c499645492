// Journals for Xero and QuickBooks Online, in the company's currency, in their import layouts:
//
// - Xero manual journals (help.xero.com, "Add or post multiple manual journals": the template from
//   Adviser → Manual Journals → Import): `*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,
//   TrackingName1,TrackingOption1,TrackingName2,TrackingOption2`; rows with the same narration and date
//   make one journal; the date dd/mm/yyyy; a positive amount is a debit, a negative one a credit; at
//   most 300 lines per file.
// - QuickBooks Online journal entries (Settings → Import data → Journal entries):
//   `Journal No,Journal Date,Currency,Memo,Account,Debits,Credits,Description,Name`; rows with the
//   same journal number make one entry; at most 1,000 lines per file, the header included.
//
// Each posting is its value on the entry's day (priceOn), rounded to the currency's minor unit
// (half away from zero); an entry whose rounded lines do not sum to zero takes the residue on its
// largest income, expense or equity line (export-values.ts). Lines worth 0 after rounding, shares
// without a price and the year-end closing entries (both close a year into retained earnings
// themselves) are left out. A file never splits a journal: parts are filled with whole journals
// up to the limit. A missing price fails the export with a MissingPricesError.
import type { Account } from './account';
import type { CommodityInfo } from './commodity';
import type { Entry } from './entry';
import { exportModel } from './export-model';
import { exportPricer, valuedEntry } from './export-values';
import { currencyDigits } from '@/lib/money/format-money';
import { minorToDecimal } from '@/lib/money/minor-units';
import { toSafeCsv } from '@/lib/formats/csv-safe';
import { indexPrices, type Price } from './prices';
import { isClosingEntry } from './year-close';

export const XERO_COLUMNS = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
] as const;
/** Xero imports up to 300 lines per manual journal file (the header taken as one of them). */
export const XERO_MAX_ROWS = 299;

export const QBO_COLUMNS = [
  'Journal No',
  'Journal Date',
  'Currency',
  'Memo',
  'Account',
  'Debits',
  'Credits',
  'Description',
  'Name',
] as const;
/** QuickBooks Online imports up to 1,000 lines per file, the header included. */
export const QBO_MAX_ROWS = 999;

/** One file of an export split where the importer limits lines per file. */
export interface ExportPart {
  readonly name: string;
  readonly text: string;
}

interface Options {
  readonly commodities?: ReadonlyMap<string, CommodityInfo>;
  readonly prices: readonly Price[];
  readonly baseCurrency: string;
  /** Lines per file (tests use a small one); the importer's limit by default. */
  readonly maxRows?: number;
}

interface JournalLine {
  readonly account: Account;
  readonly minor: bigint;
}

/** The entries as journals of lines valued in minor units (zero lines left out; empty journals too). */
function journals(entries: readonly Entry[], accounts: readonly Account[], options: Options) {
  const base = options.baseCurrency;
  if (!/^[A-Z]{3}$/.test(base)) throw new RangeError(`Set the company's currency in Company first (got "${base}")`);
  const model = exportModel(entries, accounts, options.commodities);
  const pricer = exportPricer(indexPrices(options.prices), model.commodity);
  const digits = currencyDigits(base);
  const out: { entry: Entry; lines: JournalLine[] }[] = [];
  for (const entry of model.entries) {
    // Xero and QuickBooks close the year into retained earnings themselves.
    if (isClosingEntry(entry)) continue;
    const valued = valuedEntry(entry, (id) => model.account(id).type, pricer, digits, { keepMoves: false });
    const lines = valued
      .filter((v) => v.minor !== null && v.minor !== 0n)
      .map((v) => ({ account: model.account(v.posting.accountId), minor: v.minor ?? 0n }));
    if (lines.length > 0) out.push({ entry, lines });
  }
  pricer.check(base);
  return { journals: out, digits };
}

/** Fills parts with whole journals up to `max` rows each. */
function split<T>(groups: readonly T[][], max: number, what: (group: T[]) => string): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  for (const group of groups) {
    if (group.length > max)
      throw new RangeError(`${what(group)} has ${group.length} lines, more than ${max} fit in one file`);
    if (current.length + group.length > max) {
      parts.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const partName = (stem: string, i: number, n: number) =>
  n === 1 ? `${stem}.csv` : `${stem}-part-${i + 1}-of-${n}.csv`;

/**
 * A Xero manual-journal import, one file per 299 lines. Narration: the entry's memo and id (unique,
 * so each entry is its own journal); Description: its source; TaxRate: `taxRate` (default "No VAT"
 * for GBP, else "Tax Exempt": rename to your Xero's tax rate without tax if it differs).
 */
export function toXeroCsv(
  entries: readonly Entry[],
  accounts: readonly Account[],
  options: Options & { readonly taxRate?: string },
): ExportPart[] {
  const { journals: all, digits } = journals(entries, accounts, options);
  const taxRate = options.taxRate ?? (options.baseCurrency === 'GBP' ? 'No VAT' : 'Tax Exempt');
  const groups = all.map(({ entry, lines }) =>
    lines.map((line) => [
      `${entry.memo || entry.source} [${entry.id}]`.slice(0, 250),
      dmy(entry.date),
      entry.source,
      line.account.code,
      taxRate,
      minorToDecimal(line.minor, digits),
      '',
      '',
      '',
      '',
    ]),
  );
  const parts = split(groups, options.maxRows ?? XERO_MAX_ROWS, (g) => `The journal "${g[0]?.[0] ?? ''}"`);
  return parts.map((rows, i) => ({
    name: partName('xero-manual-journals', i, parts.length),
    text: toSafeCsv(XERO_COLUMNS, rows),
  }));
}

/**
 * A QuickBooks Online journal-entry import, one file per 999 lines. Journal No: the entry's number in
 * the export (`LL-000001`, at most 21 characters); Journal Date: dd/mm/yyyy, or mm/dd/yyyy for USD
 * books; Account: the account's name (create the accounts in QuickBooks first, or map them on
 * import); Memo: the entry's memo; Description: its source and id; Name: empty (QuickBooks asks for a
 * customer on receivables lines and a vendor on payables lines).
 */
export function toQboCsv(entries: readonly Entry[], accounts: readonly Account[], options: Options): ExportPart[] {
  const { journals: all, digits } = journals(entries, accounts, options);
  const date = options.baseCurrency === 'USD' ? mdy : dmy;
  const groups = all.map(({ entry, lines }, n) =>
    lines.map((line) => {
      const magnitude = minorToDecimal(line.minor < 0n ? -line.minor : line.minor, digits);
      return [
        `LL-${String(n + 1).padStart(6, '0')}`,
        date(entry.date),
        options.baseCurrency,
        entry.memo,
        line.account.name,
        line.minor > 0n ? magnitude : '',
        line.minor < 0n ? magnitude : '',
        `${entry.source} (${entry.id})`,
        '',
      ];
    }),
  );
  const parts = split(groups, options.maxRows ?? QBO_MAX_ROWS, (g) => `Journal ${g[0]?.[0] ?? ''}`);
  return parts.map((rows, i) => ({
    name: partName('quickbooks-journal-entries', i, parts.length),
    text: toSafeCsv(QBO_COLUMNS, rows),
  }));
}
