import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  useGridTemplate,
  useVirtualRowOptions,
  VirtualBody,
  VirtualHeader,
  type VirtualTableProps,
} from './virtual-table';

export type PageVirtualTableProps<T> = Pick<
  VirtualTableProps<T>,
  'label' | 'rows' | 'columns' | 'rowKey' | 'rowHeight' | 'minWidth' | 'overscan'
>;

/**
 * `VirtualTable` scrolled by the page itself: the rows render as the window scrolls past them, so a
 * long list is one scroll with the page (never a box scrolling inside the page). Same semantics
 * (ARIA table, aria-rowcount, each row's aria-rowindex) and the same memoised fixed-height rows.
 * On wide screens (2xl) the header sticks to the top of the window; on narrower ones the table
 * scrolls sideways in its own frame, where the header stays above the rows.
 */
export function PageVirtualTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHeight = 52,
  minWidth = '60rem',
  overscan = 4,
}: PageVirtualTableProps<T>) {
  const body = useRef<HTMLDivElement | null>(null);
  // Where the rows start on the page: what is above the table (filters, notices) may change height.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setMargin((previous) => (previous === top ? previous : top));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);
  const { getItemKey, estimateSize } = useVirtualRowOptions(rows, rowKey, rowHeight);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan,
    getItemKey,
    scrollMargin: margin,
  });
  const template = useGridTemplate(columns, minWidth);
  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      // Focusable: on narrow screens it scrolls sideways, and a keyboard must be able to scroll it.
      tabIndex={0}
      // Its own width never widens the page (contain: inline-size; relative, so that the header's
      // screen-reader text is clipped with it): below 2xl the columns scroll
      // sideways in this frame; a 1280 px laptop with the sidebar has less than the journal's 61rem.
      className="relative overflow-x-auto rounded-xl border border-border [contain:inline-size] focus-visible:outline-2 focus-visible:outline-ring 2xl:overflow-x-visible"
    >
      <div role="rowgroup" className="z-10 bg-surface-muted 2xl:sticky 2xl:top-0" style={{ minWidth }}>
        <VirtualHeader columns={columns} template={template} />
      </div>
      <VirtualBody bodyRef={body} {...{ virtualizer, rows, columns, template, rowHeight }} offset={margin} />
    </div>
  );
}
