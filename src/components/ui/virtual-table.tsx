import { observeElementRect, useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { StackedField } from './stacked-field';
import { STACK_CELL, STACK_CONTAINER, STACK_HEAD, STACK_VIRTUAL_ROW, type StackRole } from './table-stack';
import { useReplaceRows, useStacked } from './use-stacked';

/** One column: its header, how a row fills its cell, and its CSS grid track (`8rem`, `minmax(10rem, 1fr)`). */
export interface VirtualColumn<T> {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  readonly width: string;
  /** Amounts and counts: right-aligned in tabular figures, as in Table. */
  readonly numeric?: boolean;
  readonly className?: string;
  /** How the column reads when rows stack on a narrow screen (as Table's, table-stack.ts). */
  readonly stacked?: StackRole;
}

/** Whether a table's columns say how they stack (then it stacks on a narrow screen). */
export function stacks<T>(columns: readonly VirtualColumn<T>[]): boolean {
  return columns.some((column) => column.stacked !== undefined);
}

// Only numeric columns get an alignment on their cells: other columns may set their own in className.
function alignment(numeric: boolean | undefined): string {
  return numeric ? 'text-right tabular-nums' : '';
}

export interface VirtualTableProps<T> {
  readonly label: string;
  readonly rows: readonly T[];
  readonly columns: readonly VirtualColumn<T>[];
  readonly rowKey: (row: T) => string;
  /** Fixed row height in px: rows are never measured, so 100k rows cost what the visible ones cost. */
  readonly rowHeight?: number;
  /** Height of the scrolling area (any CSS length), or made from the rows' height as shown (stacked or not). */
  readonly height?: string | ((rowHeight: number) => string);
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth?: string;
  /** The scrolling element, e.g. to move focus back to the table when a row's opener is gone. */
  readonly scrollRef?: Ref<HTMLDivElement>;
  /** Rows rendered beyond the viewport on each side. */
  readonly overscan?: number;
  /** A stacked row's fixed height in px (rows stack when a column says how; table-stack.ts). */
  readonly stackedRowHeight?: number;
}

// Two rows a side cover a wheel step (about 100 px) that the compositor scrolls before the page has
// rendered it; more only adds rows to every frame of a fast scroll, where each row is new (a
// profile of a viewport-per-frame scroll put style, layout and paint of the new rows at two
// thirds of the frame, in proportion to the rows rendered).
const OVERSCAN_ROWS = 2;

// Before layout (a hidden container, jsdom) the element reports 0 px; a first screenful of rows is
// rendered anyway so the table is never empty while it has rows, and the observer corrects it.
const FALLBACK_VIEWPORT_PX = 640;

function observeWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_PX }),
  );
}

export interface VirtualRowProps<T> {
  readonly row: T;
  readonly index: number;
  readonly start: number;
  readonly height: number;
  readonly template: CSSProperties;
  readonly columns: readonly VirtualColumn<T>[];
}

// Memoised: while scrolling, a row that stays in the rendered window keeps its props (same row
// object, index and offset), so only the rows entering the window render. The caller keeps `row`
// objects and `columns` stable for this to pay off.
export const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  start,
  height,
  template,
  columns,
}: VirtualRowProps<T>) {
  const stacked = stacks(columns);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`absolute inset-x-0 items-center border-b border-border text-sm hover:bg-surface-raised ${stacked ? STACK_VIRTUAL_ROW : ''}`}
      // Strict containment: a row's fixed box never depends on its content, so the browser lays
      // out and paints each row on its own instead of the whole rowgroup when rows come and go.
      // Placed by `top`, not a transform: a row never moves while it is rendered, and a transform
      // per row is one more paint property node for every row that scrolls in.
      style={{ ...template, height, top: start, contain: 'strict' }}
    >
      {columns.map((column) => {
        const role = column.stacked ?? 'detail';
        return (
          <div
            key={column.id}
            role="cell"
            className={`min-w-0 truncate px-3 ${alignment(column.numeric)} ${column.className ?? ''} ${stacked ? STACK_CELL[role] : ''}`}
          >
            {stacked ? <StackedField column={column} role={role} row={row} /> : column.cell(row)}
          </div>
        );
      })}
    </div>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;

/** The header row of a virtual table (column headers in the same grid as the rows). */
export function VirtualHeader<T>({
  columns,
  template,
}: {
  readonly columns: readonly VirtualColumn<T>[];
  readonly template: CSSProperties;
}) {
  return (
    <div role="row" aria-rowindex={1} style={template} className="border-b border-border">
      {columns.map((column) => (
        <div
          key={column.id}
          role="columnheader"
          className={`px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase ${column.numeric ? 'text-right' : 'text-left'}`}
        >
          {column.header}
        </div>
      ))}
    </div>
  );
}

/**
 * The rows' grid, kept while the tracks are the same so a row staying in view keeps its props
 * (memoised rows). Stacked, one column of fields and no minimum width.
 */
export function useGridTemplate<T>(
  columns: readonly VirtualColumn<T>[],
  minWidth: string,
  stacked = false,
): CSSProperties {
  const tracks = stacked ? 'minmax(0, 1fr)' : columns.map((column) => column.width).join(' ');
  const min = stacked ? undefined : minWidth;
  return useMemo<CSSProperties>(
    () => ({ display: 'grid', gridTemplateColumns: tracks, ...(min ? { minWidth: min } : {}) }),
    [tracks, min],
  );
}

/** The rendered rows of a virtual table, placed `offset` px above where the virtualizer puts them. */
export function VirtualBody<T>(props: {
  /** The virtualizer (the element's or the window's): its items and total size. */
  readonly virtualizer: { getVirtualItems(): VirtualItem[]; getTotalSize(): number };
  readonly rows: readonly T[];
  readonly columns: readonly VirtualColumn<T>[];
  readonly template: CSSProperties;
  readonly rowHeight: number;
  readonly offset?: number;
  readonly bodyRef?: Ref<HTMLDivElement>;
}) {
  const { virtualizer, rows, columns, template, rowHeight, offset = 0, bodyRef } = props;
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  return (
    <div ref={bodyRef} role="rowgroup" className="relative" style={{ height: totalSize, minWidth: template.minWidth }}>
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <VirtualRow
            key={item.key}
            row={row}
            index={item.index}
            start={item.start - offset}
            height={rowHeight}
            template={template}
            columns={columns}
          />
        );
      })}
    </div>
  );
}

/**
 * The virtualizer's row options both virtual tables share. The virtualizer rebuilds its position of
 * every row when `getItemKey` changes identity (100k objects): kept stable across scroll renders,
 * new only with new rows. The caller's `rowKey` may be an inline function, so it is read through a ref.
 */
export function useVirtualRowOptions<T>(rows: readonly T[], rowKey: (row: T) => string, rowHeight: number) {
  const rowKeyRef = useRef(rowKey);
  useLayoutEffect(() => {
    rowKeyRef.current = rowKey;
  });
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKeyRef.current(row);
    },
    [rows],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  return { getItemKey, estimateSize };
}

/**
 * A table that renders only its visible rows (TanStack Virtual) yet keeps table semantics: ARIA
 * table/rowgroup/row/cell with aria-rowcount and each row's aria-rowindex, so assistive technology
 * hears "row 5,002 of 100,001". Header and rows share one scroll container, so they stay aligned
 * when narrow screens scroll sideways; the header sticks to the top.
 */
export function VirtualTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHeight = 52,
  height = '70vh',
  minWidth = '60rem',
  scrollRef,
  overscan = OVERSCAN_ROWS,
  stackedRowHeight = rowHeight,
}: VirtualTableProps<T>) {
  const scrollElement = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const setScrollElement = useCallback(
    (element: HTMLDivElement | null) => {
      scrollElement.current = element;
      setBox(element);
      if (typeof scrollRef === 'function') scrollRef(element);
      else if (scrollRef) scrollRef.current = element;
    },
    [scrollRef],
  );
  const stackable = stacks(columns);
  const stacked = useStacked(box, stackable);
  const shownHeight = stacked ? stackedRowHeight : rowHeight;
  const { getItemKey, estimateSize } = useVirtualRowOptions(rows, rowKey, shownHeight);
  // The virtualizer is a mutable instance; this component re-renders with it, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement.current,
    estimateSize,
    overscan,
    getItemKey,
    observeElementRect: observeWithFallback,
  });
  useReplaceRows(virtualizer, shownHeight);
  const template = useGridTemplate(columns, minWidth, stacked);

  return (
    <div
      ref={setScrollElement}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      // Focusable so keyboard users can scroll it, and so focus has somewhere to return to.
      tabIndex={0}
      className={`relative overflow-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring border-border ${stackable ? STACK_CONTAINER : ''}`}
      style={{ height: typeof height === 'function' ? height(shownHeight) : height, minHeight: '12rem' }}
    >
      <div
        role="rowgroup"
        className={`sticky top-0 z-10 bg-surface-muted ${stackable ? STACK_HEAD : ''}`}
        style={stacked ? undefined : { minWidth }}
      >
        <VirtualHeader columns={columns} template={template} />
      </div>
      <VirtualBody {...{ virtualizer, rows, columns, template }} rowHeight={shownHeight} />
    </div>
  );
}
