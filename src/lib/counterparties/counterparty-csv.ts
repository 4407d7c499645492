// CSV of the counterparty directory. Columns: name, legal_name, email, roles (client, vendor or
// client+vendor), wallets (space-separated `chainId:0xAddress`), tax_id, address, terms_days,
// income_account, expense_account, notes. Import parses everything first: a preview with an error
// per row (line number, field, message); nothing is written until the user confirms.
import Papa from 'papaparse';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { counterpartySchema, type Counterparty } from '@/lib/db/entities/counterparty';
import { toSafeCsv } from '@/lib/formats/csv-safe';
import type { CounterpartyInput } from './counterparty-store';

export const COUNTERPARTY_CSV_COLUMNS = [
  'name',
  'legal_name',
  'email',
  'roles',
  'wallets',
  'tax_id',
  'address',
  'terms_days',
  'income_account',
  'expense_account',
  'notes',
] as const;
type Column = (typeof COUNTERPARTY_CSV_COLUMNS)[number];

export interface CsvRowError {
  /** 1 = the header line. */
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

export interface CounterpartyCsvPreview {
  /** Rows that are valid, with their line numbers. */
  readonly rows: { line: number; input: CounterpartyInput }[];
  readonly errors: CsvRowError[];
}

/** The CSV text of a directory (formula-safe, CRLF). */
export function counterpartiesToCsv(list: readonly Counterparty[]): string {
  const roles = (c: Counterparty) => [c.isClient ? 'client' : '', c.isVendor ? 'vendor' : ''].filter(Boolean).join('+');
  return toSafeCsv(
    COUNTERPARTY_CSV_COLUMNS,
    list.map((c) => [
      c.name,
      c.legalName,
      c.email,
      roles(c),
      c.wallets.map((w) => `${w.chainId}:${w.address}`).join(' '),
      c.taxId,
      c.address,
      String(c.paymentTermsDays),
      c.incomeAccountId ?? '',
      c.expenseAccountId ?? '',
      c.notes,
    ]),
  );
}

function parseWallets(cell: string, line: number, errors: CsvRowError[]): CounterpartyInput['wallets'] | null {
  const wallets: { chainId: number; address: string }[] = [];
  for (const part of cell.split(/[\s;]+/).filter(Boolean)) {
    const match = /^(\d+):(.+)$/.exec(part);
    const check = match?.[2] ? checkAddress(match[2]) : null;
    if (!match || !check) {
      errors.push({ line, field: 'wallets', message: `"${part}" is not chainId:address (e.g. 1:0x…)` });
      return null;
    }
    if (!check.ok) {
      errors.push({ line, field: 'wallets', message: `${match[2]}: ${check.message}` });
      return null;
    }
    wallets.push({ chainId: Number(match[1]), address: check.address });
  }
  return wallets;
}

/** Parses a directory CSV into a preview; `defaultRole` applies when the roles column is empty or absent. */
export function parseCounterpartyCsv(text: string, defaultRole: 'client' | 'vendor'): CounterpartyCsvPreview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
    skipEmptyLines: 'greedy',
    newline: '\n',
  });
  const [header = [], ...data] = parsed.data;
  const columns = header.map((cell) => cell.trim().toLowerCase());
  if (!columns.includes('name'))
    return { rows: [], errors: [{ line: 1, field: 'name', message: 'The header lacks the column name' }] };
  const at = (row: string[], column: Column) =>
    columns.includes(column) ? (row[columns.indexOf(column)] ?? '').trim() : '';
  const rows: CounterpartyCsvPreview['rows'] = [];
  const errors: CsvRowError[] = [];
  data.forEach((row, index) => {
    const line = index + 2;
    const before = errors.length;
    const roles = at(row, 'roles').toLowerCase();
    if (roles && !/^(client|vendor)(\+(client|vendor))?$/.test(roles))
      errors.push({ line, field: 'roles', message: `"${roles}" is not client, vendor or client+vendor` });
    const wallets = parseWallets(at(row, 'wallets'), line, errors);
    const termsText = at(row, 'terms_days') || '30';
    if (!/^\d{1,3}$/.test(termsText))
      errors.push({ line, field: 'terms_days', message: `"${termsText}" is not a whole number of days` });
    if (errors.length > before || !wallets) return;
    const input = {
      name: at(row, 'name'),
      legalName: at(row, 'legal_name'),
      email: at(row, 'email'),
      isClient: roles ? roles.includes('client') : defaultRole === 'client',
      isVendor: roles ? roles.includes('vendor') : defaultRole === 'vendor',
      wallets,
      taxId: at(row, 'tax_id'),
      address: at(row, 'address'),
      paymentTermsDays: Number(termsText),
      incomeAccountId: at(row, 'income_account') || null,
      expenseAccountId: at(row, 'expense_account') || null,
      notes: at(row, 'notes'),
    };
    const check = counterpartySchema.safeParse({
      ...input,
      id: 'preview',
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
      revision: 1,
    });
    if (!check.success) {
      for (const issue of check.error.issues)
        errors.push({ line, field: String(issue.path[0] ?? 'row'), message: issue.message });
      return;
    }
    rows.push({ line, input });
  });
  for (const e of parsed.errors) errors.push({ line: (e.row ?? 0) + 2, field: 'row', message: e.message });
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}
