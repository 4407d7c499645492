import type { ReactNode } from 'react';

/** One column header of a statement; numeric columns (the default after the first) align right. */
export interface StatementColumn {
  readonly header: ReactNode;
  /** Right-aligned in tabular figures. Defaults to every column but the first (the row headers). */
  readonly numeric?: boolean;
}

export interface StatementTableProps {
  /** Names the table; shown above it unless `captionHidden` (then read by screen readers only). */
  readonly caption: string;
  readonly captionHidden?: boolean;
  readonly columns: readonly StatementColumn[];
  /** The body rows (`StatementRow`s). */
  readonly children: ReactNode;
  /** Total lines set apart in a `<tfoot>` (`StatementRow`s, usually with `total`). */
  readonly footer?: ReactNode;
  readonly testId?: string;
  /**
   * Wrap in a focusable region named by the caption that scrolls sideways below `minWidth`
   * (a wide report on a phone). Off for documents that must print as they are.
   */
  readonly scroll?: boolean;
  /** Below this width the table scrolls sideways (with `scroll`) instead of squeezing its columns. */
  readonly minWidth?: string;
}

const HEAD = 'bg-surface-muted px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase print:bg-transparent';
const CELL = 'px-3 py-2 align-top';
const NUMERIC = 'text-right tabular-nums whitespace-nowrap';

// Scrolled sideways (a report on a phone), the column that names each row stays in view at the
// left edge, on the surface's colour so the figures pass under it, and wraps its names within
// half the screen: the figures scroll, never what they are for.
const KEEP_ROW_HEADERS =
  '[&_th:first-child]:sticky [&_th:first-child]:left-0 [&_th:first-child]:z-[1] [&_th:first-child]:bg-surface [&_thead_th:first-child]:bg-surface-muted [&_th:first-child]:max-w-[45vw] [&_th:first-child]:break-words print:[&_th:first-child]:static';

/**
 * A financial statement's table (trial balance, income statement, an invoice's totals): a caption,
 * column headers, rows named by a row header (`<th scope="row">`) with an optional indent, figures
 * right-aligned in tabular figures, and total or subtotal lines styled as such. Prints on white
 * without its scrolling box.
 */
export function StatementTable({
  caption,
  captionHidden = false,
  columns,
  children,
  footer,
  testId,
  scroll = true,
  minWidth = '32rem',
}: StatementTableProps) {
  const table = (
    <table
      data-testid={testId}
      className="w-full border-collapse text-sm text-fg"
      style={scroll ? { minWidth } : undefined}
    >
      <caption className={captionHidden ? 'sr-only' : 'pb-2 text-left text-base font-semibold text-fg'}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((column, i) => (
            <th key={i} scope="col" className={`${HEAD} ${(column.numeric ?? i > 0) ? NUMERIC : 'text-left'}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot className="border-t border-border-strong">{footer}</tfoot> : null}
    </table>
  );
  if (!scroll) return table;
  return (
    <div
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring print:overflow-visible ${KEEP_ROW_HEADERS}`}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {table}
    </div>
  );
}

export interface StatementRowProps {
  /** What the row is (an account, "Net income"): its row header, the first cell. */
  readonly header: ReactNode;
  /** How many columns the row header spans (e.g. a label over the text columns). */
  readonly headerSpan?: number;
  /** Nesting level of the row header (0 is flush). */
  readonly indent?: number;
  /** A total line (bold, ruled above). */
  readonly total?: boolean;
  /** A subtotal line (medium weight). */
  readonly subtotal?: boolean;
  readonly testId?: string;
  /** `data-*` attributes of the row (`{ account: '6300' }` is `data-account="6300"`). */
  readonly data?: Readonly<Record<string, string>>;
  /** The row's other cells (`StatementCell`s). */
  readonly children?: ReactNode;
}

/** One line of a statement: a row header, then its cells. */
export function StatementRow({
  header,
  headerSpan,
  indent = 0,
  total = false,
  subtotal = false,
  testId,
  data,
  children,
}: StatementRowProps) {
  const weight = total ? 'font-semibold' : subtotal ? 'font-medium' : 'font-normal';
  const rule = total ? 'border-t border-border-strong' : 'border-b border-border last:border-b-0';
  return (
    <tr
      data-testid={testId}
      data-total={total || undefined}
      data-subtotal={subtotal || undefined}
      {...Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]))}
      className={`${rule} ${weight} break-inside-avoid`}
    >
      <th
        scope="row"
        colSpan={headerSpan}
        className={`${CELL} text-left ${weight}`}
        style={indent > 0 ? { paddingInlineStart: `${0.75 + indent * 1.25}rem` } : undefined}
      >
        {header}
      </th>
      {children}
    </tr>
  );
}

export interface StatementCellProps {
  readonly children?: ReactNode;
  /** Right-aligned in tabular figures (the default: statements are figures); `false` for text such as a memo. */
  readonly numeric?: boolean;
  readonly colSpan?: number;
  readonly testId?: string;
}

/** One cell of a statement row; empty cells stay in place so the columns line up. */
export function StatementCell({ children, numeric = true, colSpan, testId }: StatementCellProps) {
  return (
    <td colSpan={colSpan} data-testid={testId} className={`${CELL} ${numeric ? NUMERIC : 'text-left'}`}>
      {children}
    </td>
  );
}
