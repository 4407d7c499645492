// CSV import: Safe's CSV Airdrop format (`token_type,token_address,receiver,amount,id`) and a plain
// `address,share` list. Nothing here touches the editor: the page shows what was read (rows and
// per-line errors) and only an accepted preview replaces the list. Line numbers count from 1 =
// the first line of the file, blank lines included, so they match what an editor shows.
import Papa from 'papaparse';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { RecipientInput } from './recipients';

/** What one file gave: the rows to check and the lines refused before any check of amounts. */
export interface CsvImport {
  readonly format: 'safe' | 'plain';
  readonly rows: RecipientInput[];
  readonly errors: { line: number; message: string }[];
}

/** Which asset the distribution pays: a Safe row for another asset is refused. */
export interface ImportAsset {
  readonly kind: 'native' | 'erc20';
  readonly address: string | null;
  readonly symbol: string;
}

export const SAFE_COLUMNS = ['token_type', 'token_address', 'receiver', 'amount', 'id'] as const;
/** Safe's own app stops at 500 lines; we take more but say where the practical limit is. */
export const MAX_IMPORT_ROWS = 5_000;

/** Reads either format (chosen by the header) into rows with their file line numbers. */
export function parseDistributionCsv(text: string, asset: ImportAsset): CsvImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
  });
  const lines = parsed.data
    .map((cells, index) => ({ cells: cells.map((c) => c.trim()), line: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  const errors: { line: number; message: string }[] = parsed.errors.map((e) => ({
    line: (e.row ?? 0) + 1,
    message: e.message,
  }));
  const [first, ...rest] = lines;
  if (!first) return { format: 'plain', rows: [], errors: [{ line: 1, message: 'The file is empty' }] };
  if (lines.length - 1 > MAX_IMPORT_ROWS)
    return {
      format: 'plain',
      rows: [],
      errors: [{ line: 1, message: `The file has more than ${MAX_IMPORT_ROWS} rows: split it` }],
    };
  const header = first.cells.map((c) => c.toLowerCase());
  if (header.includes('token_type') || header.includes('receiver'))
    return readSafe(header, first.line, rest, asset, errors);
  // A plain list may start with a header (`address,share`) or straight with data.
  const hasHeader = !checkAddress(first.cells[0] ?? '').ok && /^[a-z_ ]+$/i.test(first.cells[0] ?? '');
  const data = hasHeader ? rest : lines;
  const rows: RecipientInput[] = [];
  for (const { cells, line } of data) {
    if (cells.length < 2) errors.push({ line, message: 'Expected two columns: address,share' });
    else rows.push({ address: cells[0] ?? '', share: cells[1] ?? '', line });
  }
  return { format: 'plain', rows, errors: sortByLine(errors) };
}

function readSafe(
  header: string[],
  headerLine: number,
  rest: { cells: string[]; line: number }[],
  asset: ImportAsset,
  errors: { line: number; message: string }[],
): CsvImport {
  const missing = SAFE_COLUMNS.filter((c) => c !== 'id' && !header.includes(c));
  if (missing.length > 0)
    return {
      format: 'safe',
      rows: [],
      errors: [
        {
          line: headerLine,
          message: `The header lacks ${missing.join(', ')} (Safe CSV Airdrop: ${SAFE_COLUMNS.join(',')})`,
        },
      ],
    };
  const at = (cells: string[], column: (typeof SAFE_COLUMNS)[number]) => cells[header.indexOf(column)] ?? '';
  const rows: RecipientInput[] = [];
  for (const { cells, line } of rest) {
    const type = at(cells, 'token_type').toLowerCase();
    const token = at(cells, 'token_address');
    if (type === 'nft' || type === 'erc721' || type === 'erc1155')
      errors.push({ line, message: 'NFT rows cannot be distributed here: only native and ERC-20 amounts' });
    else if (type !== 'native' && type !== 'erc20')
      errors.push({ line, message: `"${at(cells, 'token_type')}" is not a token type (native or erc20)` });
    else if (type === 'native' && asset.kind !== 'native')
      errors.push({ line, message: `This row pays the native currency; this distribution pays ${asset.symbol}` });
    else if (
      type === 'erc20' &&
      (asset.kind !== 'erc20' || token.toLowerCase() !== (asset.address ?? '').toLowerCase())
    ) {
      errors.push({
        line,
        message: `This row pays the token ${token || '(no address)'}; this distribution pays ${asset.symbol}${asset.address ? ` (${asset.address})` : ''}`,
      });
    } else rows.push({ address: at(cells, 'receiver'), share: at(cells, 'amount'), line });
  }
  return { format: 'safe', rows, errors: sortByLine(errors) };
}

function sortByLine<T extends { line: number }>(list: T[]): T[] {
  return list.sort((a, b) => a.line - b.line);
}
