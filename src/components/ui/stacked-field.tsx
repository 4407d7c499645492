import type { ReactNode } from 'react';
import { STACK_LABEL, STACK_VALUE, type StackRole } from './table-stack';

/**
 * A stacked field's content (Table, VirtualTable): its header as a label for the eye (a head cell
 * needs none), then its value. The label is aria-hidden: the column header still names the cell
 * for screen readers. Out of the stacked layout the label is not drawn and the value is the cell's.
 */
export function StackedField<T>({
  column,
  role,
  row,
}: {
  column: { readonly header: ReactNode; readonly cell: (row: T) => ReactNode };
  role: StackRole;
  row: T;
}) {
  if (role === 'head' || role === 'hidden') return column.cell(row);
  return (
    <>
      <span aria-hidden="true" className={STACK_LABEL}>
        {column.header}
      </span>
      <div className={STACK_VALUE}>{column.cell(row)}</div>
    </>
  );
}
