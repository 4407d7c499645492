// Price import from CSV: a header row with `commodity,date,price` (any order, any case), one price
// per line (line ends normalised: files mix them). Each bad line is reported with its line number; the good ones are still returned.
import Papa from 'papaparse';
import { parseCommodityId } from './commodity';
import { isIsoDay } from '@/lib/primitives/iso-day';
import type { Price } from './prices';

export interface PriceCsvResult {
  readonly prices: Price[];
  readonly errors: { line: number; message: string }[];
}

const PRICE = /^\d+(\.\d+)?$/;
const COLUMNS = ['commodity', 'date', 'price'] as const;

/** Parses a price list CSV; per-line errors name the line (1 = header) and what is wrong. */
export function parsePriceCsv(text: string): PriceCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
    skipEmptyLines: 'greedy',
    newline: '\n',
  });
  const [header = [], ...rows] = parsed.data;
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const missing = COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return {
      prices: [],
      errors: [
        { line: 1, message: `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` },
      ],
    };
  const at = (row: string[], column: (typeof COLUMNS)[number]) => (row[columns.indexOf(column)] ?? '').trim();
  const prices: Price[] = [];
  const errors: { line: number; message: string }[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    const commodity = at(row, 'commodity').toLowerCase();
    const date = at(row, 'date');
    const price = at(row, 'price');
    if (!parseCommodityId(commodity))
      errors.push({ line, message: `"${at(row, 'commodity')}" is not a commodity id such as 1:native or 1:0x…` });
    else if (!isIsoDay(date)) errors.push({ line, message: `"${date}" is not a date written YYYY-MM-DD` });
    else if (!PRICE.test(price))
      errors.push({ line, message: `"${price}" is not a price (digits and an optional '.', no signs or grouping)` });
    else prices.push({ commodity, date, price });
  });
  // Papaparse's own complaints (an unclosed quote) count as errors too; its row index is 0-based.
  for (const e of parsed.errors) errors.push({ line: (e.row ?? 0) + 1, message: e.message });
  return { prices, errors: errors.sort((x, y) => x.line - y.line) };
}
