import type { CSSProperties, ReactNode } from 'react';
import { Menu, type MenuItem } from './menu';
import { Spinner } from './spinner';
import {
  STACK_ACTIONS,
  STACK_BODY,
  STACK_CELL,
  STACK_CONTAINER,
  STACK_HEAD,
  STACK_PLAIN,
  STACK_ROW,
  STACK_TABLE,
  type StackRole,
} from './table-stack';
import { StackedField } from './stacked-field';

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
  /**
   * How the column reads on a narrow screen, where rows stack (table-stack.ts): `head` first and
   * unlabelled, `key` next, `detail` after (the default), `hidden` left out. A table stacks when
   * any of its columns says so; otherwise it scrolls sideways below `minWidth`.
   */
  readonly stacked?: StackRole;
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
  // Stacked on a narrow screen when a column says how it stacks (table-stack.ts).
  const stacks = columns.some((column) => column.stacked !== undefined);
  const on = (classes: string) => (stacks ? ` ${classes}` : '');
  // An empty table fits its box (no minimum width, no column headers), so its empty state is read
  // whole on a phone instead of running off the side. A stacking table's minimum width is a
  // variable its stacked class can drop (an inline min-width would win over it).
  const width: CSSProperties | undefined =
    !minWidth || emptyNow ? undefined : stacks ? ({ '--table-min-width': minWidth } as CSSProperties) : { minWidth };
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring${on(STACK_CONTAINER)}`}
      style={maxHeight ? { maxHeight } : undefined}
    >
      <table
        className={`w-full border-collapse text-sm text-fg${on(`min-w-(--table-min-width) ${STACK_TABLE}`)}`}
        style={width}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{label}</caption>
        <thead className={emptyNow ? 'sr-only' : stacks ? STACK_HEAD : undefined}>
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
        <tbody className={stacks ? STACK_BODY : undefined}>
          {loading ? (
            <tr className={stacks ? STACK_PLAIN : undefined}>
              <td colSpan={span} className={`px-3 py-8 text-center text-muted${on(STACK_PLAIN)}`}>
                <span role="status" className="inline-flex items-center gap-2">
                  <Spinner className="size-4" />
                  Loading…
                </span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr className={stacks ? STACK_PLAIN : undefined}>
              <td colSpan={span} className={`p-4 text-center text-muted${on(STACK_PLAIN)}`}>
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
                className={`border-b border-border last:border-b-0 hover:bg-surface-raised${on(STACK_ROW)}`}
              >
                {columns.map((column) => {
                  const role = column.stacked ?? 'detail';
                  const classes = `${CELL} ${column.numeric ? NUMERIC : ''} ${column.className ?? ''}${on(STACK_CELL[role])}`;
                  const content = stacks ? <StackedField column={column} role={role} row={row} /> : column.cell(row);
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={`${classes} text-left font-medium`}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} className={classes}>
                      {content}
                    </td>
                  );
                })}
                {rowActions ? (
                  <td className={`${CELL} text-right${on(STACK_ACTIONS)}`}>
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
