// Table's stacked mode (table.tsx): below 42rem of its own width (a phone, a narrow column) a table
// whose columns say how they stack draws each row as a block, its key fields first, instead of
// columns cut at the screen's edge. The same <table> in both modes (one DOM, no script, nothing
// measured): container queries restyle it, so the column headers stay its headers for screen
// readers, and a label drawn beside each value is for the eye only (aria-hidden).

/**
 * How a column reads in a stacked row: `head` heads the row without a label (the number, the
 * counterparty), `key` follows with its header as a label (total, open, status), `detail` comes
 * after the key fields (the default), `hidden` is left out (a detail the row's page shows).
 */
export type StackRole = 'head' | 'key' | 'detail' | 'hidden';

// Tailwind writes a class only where it reads it whole, so every stacked class is spelt out here.
// `@max-2xl:` is "this table's container is narrower than 42rem".

/** The region around the table: the container its stacked classes query. */
export const STACK_CONTAINER = '@container';

/** The table and its body become blocks; the table drops its minimum width. */
export const STACK_TABLE = '@max-2xl:block @max-2xl:min-w-0';
export const STACK_BODY = '@max-2xl:block';

/**
 * The column headers stay in the DOM for screen readers (each cell's header), hidden from the eye.
 * Their row and cells are blocks inside that 1 px box: laid out as a table row they kept the row's
 * natural width, drawn past a phone's edge (the Dashboard's four headers at 390 px).
 */
export const STACK_HEAD = '@max-2xl:sr-only @max-2xl:[&_tr]:block @max-2xl:[&_th]:block';

/** A data row: a grid of its head cells (and the actions menu beside them), then one line per field. */
export const STACK_ROW =
  '@max-2xl:grid @max-2xl:grid-cols-[minmax(0,1fr)_auto] @max-2xl:gap-x-3 @max-2xl:gap-y-1 @max-2xl:px-3 @max-2xl:py-3';

/** A loading or empty row: one block. */
export const STACK_PLAIN = '@max-2xl:block';

const FIELD =
  '@max-2xl:col-span-full @max-2xl:flex @max-2xl:items-baseline @max-2xl:justify-between @max-2xl:gap-3 @max-2xl:p-0 @max-2xl:whitespace-normal';

/** Each role's cell classes when stacked: head cells in the first column, then key and detail fields in order. */
export const STACK_CELL: Readonly<Record<StackRole, string>> = {
  head: '@max-2xl:order-1 @max-2xl:col-start-1 @max-2xl:p-0 @max-2xl:text-left @max-2xl:font-medium @max-2xl:break-words',
  key: `${FIELD} @max-2xl:order-2`,
  detail: `${FIELD} @max-2xl:order-3`,
  hidden: '@max-2xl:hidden',
};

/** The actions menu's cell: top right of the stacked row, beside its head. */
export const STACK_ACTIONS = '@max-2xl:col-start-2 @max-2xl:row-start-1 @max-2xl:p-0 @max-2xl:self-start';

/** A field's label, drawn only when stacked (the column header, for the eye; aria-hidden). */
export const STACK_LABEL =
  'hidden @max-2xl:block @max-2xl:shrink-0 @max-2xl:text-xs @max-2xl:font-semibold @max-2xl:tracking-wide @max-2xl:text-muted @max-2xl:uppercase';

/** A field's value: its cell's content as it is in a table, a block at the end of its line when stacked. */
export const STACK_VALUE = 'contents @max-2xl:block @max-2xl:min-w-0 @max-2xl:text-right @max-2xl:break-words';

/** A virtual table's stacked row (one column of fields from the top; its height is the table's `stackedRowHeight`). */
export const STACK_VIRTUAL_ROW = '@max-2xl:content-start @max-2xl:gap-y-0.5 @max-2xl:px-3 @max-2xl:py-2';

/** The width, in rem, below which rows stack: the `@max-2xl` above, which a virtual table reads too to size its rows. */
export const STACK_BELOW_REM = 42;
