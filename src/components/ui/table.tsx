import type { ReactNode } from 'react';
import { Menu, type MenuItem } from './menu';
import { Spinner } from './spinner';

/** One column: its header, how a row fills its cell; numeric columns align right in tabular figures. */
export interface TableColumn<T> {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  readonly numeric?: boolean;
  /** Extra classes of the column's cells, e.g. a width (`w-40`) or `whitespace-nowrap`. */
  readonly className?: string;
  /** The column that names each row (a `th scope="row"`, read as the row's header). */
  readonly rowHeader?: boolean;
}

export interface TableProps<T> {
  /** Names the table (its caption, read by screen readers) and its scrolling region. */
  readonly label: string;
  readonly columns: readonly TableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** A row's actions, shown in one Menu per row. */
  readonly rowActions?: (row: T) => readonly MenuItem[];
  /** How a row is named in its actions button ("Actions for INV-12"). */
  readonly rowLabel?: (row: T) => string;
  /** Names each row itself (its accessible name, instead of all its cells' text run together). */
  readonly rowName?: (row: T) => string;
  /** `data-*` attributes of each row (`{ token: 'ACME' }` is `data-token="ACME"`), for styling hooks and tests. */
  readonly rowData?: (row: T) => Readonly<Record<string, string>>;
  /** Rows are still being read: says so instead of showing the empty state. */
  readonly loading?: boolean;
  /** What an empty table shows (an EmptyState, or a sentence). */
  readonly empty?: ReactNode;
  /** Height after which the body scrolls under a sticky header (any CSS length). */
  readonly maxHeight?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth?: string;
  /** A `data-testid` for a row, so browser tests can find a record's row by what it is. */
  readonly rowTestId?: (row: T) => string;
}

// A row with nothing to do (e.g. a paid bill) shows no empty menu.
function RowMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return items.length > 0 ? <Menu label={label} items={items} /> : null;
}

const HEAD = 'sticky top-0 z-10 bg-surface-muted px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';
const CELL = 'px-3 py-2.5 align-middle';

// Only numeric cells get an alignment: text cells keep the start alignment they inherit, so a
// column's className may set its own.
const NUMERIC = 'text-right tabular-nums whitespace-nowrap';

function dataAttributes(data: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));
}

/**
 * The shared data table: a real <table> (caption, column headers), a header that sticks while the
 * body scrolls, numeric columns right-aligned in tabular figures, one actions Menu per row, and its
 * loading and empty states. Wide tables scroll sideways in their own focusable region, never the
 * page. For tens of thousands of rows use VirtualTable.
 */
export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  rowActions,
  rowLabel,
  rowName,
  rowData,
  loading = false,
  empty = 'Nothing here yet.',
  maxHeight,
  minWidth,
  rowTestId,
}: TableProps<T>) {
  const span = columns.length + (rowActions ? 1 : 0);
  const emptyNow = !loading && rows.length === 0;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
      style={maxHeight ? { maxHeight } : undefined}
    >
      <table
        className="w-full border-collapse text-sm text-fg"
        // An empty table fits its box (no minimum width, no column headers), so its empty state is
        // read whole on a phone instead of running off the side.
        style={minWidth && !emptyNow ? { minWidth } : undefined}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{label}</caption>
        <thead className={emptyNow ? 'sr-only' : undefined}>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${HEAD} ${column.numeric ? NUMERIC : 'text-left'}`}>
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className={`${HEAD} w-px text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={span} className="px-3 py-8 text-center text-muted">
                <span role="status" className="inline-flex items-center gap-2">
                  <Spinner className="size-4" />
                  Loading…
                </span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="p-4 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                aria-label={rowName?.(row)}
                data-testid={rowTestId?.(row)}
                {...dataAttributes(rowData?.(row))}
                className="border-b border-border last:border-b-0 hover:bg-surface-raised"
              >
                {columns.map((column) => {
                  const classes = `${CELL} ${column.numeric ? NUMERIC : ''} ${column.className ?? ''}`;
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={`${classes} text-left font-medium`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={classes}>
                      {column.cell(row)}
                    </td>
                  );
                })}
                {rowActions ? (
                  <td className={`${CELL} text-right`}>
                    <RowMenu label={`Actions for ${rowLabel ? rowLabel(row) : rowKey(row)}`} items={rowActions(row)} />
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
