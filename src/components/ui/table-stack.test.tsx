import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table';

interface Invoice {
  readonly number: string;
  readonly client: string;
  readonly due: string;
  readonly total: string;
  readonly status: string;
}

// As the invoice list declares them: number and client head the row, total and status follow.
const COLUMNS: TableColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (row) => row.number, stacked: 'head' },
  { id: 'client', header: 'Client', cell: (row) => row.client, stacked: 'head' },
  { id: 'due', header: 'Due', cell: (row) => row.due },
  { id: 'total', header: 'Total', cell: (row) => row.total, numeric: true, stacked: 'key' },
  { id: 'status', header: 'Status', cell: (row) => row.status, stacked: 'key' },
];

const ROWS: Invoice[] = [
  { number: 'INV-1', client: 'Acme', due: '2026-10-30', total: '1,200.50 USDC', status: 'Sent · Overdue' },
  { number: 'INV-2', client: 'Globex', due: '2026-12-01', total: '80.00 USDC', status: 'Paid' },
];

function renderInvoices(columns: TableColumn<Invoice>[] = COLUMNS) {
  return render(
    <Table
      label="Invoices"
      columns={columns}
      rows={ROWS}
      rowKey={(row) => row.number}
      rowLabel={(row) => `invoice ${row.number}`}
      rowActions={() => [{ label: 'Open', onSelect: () => undefined }]}
      minWidth="40rem"
    />,
  );
}

const cellOf = (row: HTMLElement, text: string) =>
  within(row)
    .getAllByRole('cell')
    .find((cell) => cell.textContent?.includes(text));

describe('Table, stacked on a narrow screen', () => {
  it('queries its own width, and its minimum width is one its stacked class can drop', () => {
    renderInvoices();
    expect(screen.getByRole('region', { name: 'Invoices' }).className).toContain('@container');
    const table = screen.getByRole('table', { name: 'Invoices' });
    // An inline min-width would outrank the stacked class; the variable does not.
    expect(table.style.minWidth).toBe('');
    expect(table.style.getPropertyValue('--table-min-width')).toBe('40rem');
    expect(table.className).toContain('min-w-(--table-min-width)');
    expect(table.className).toContain('@max-2xl:min-w-0');
  });

  it('labels each key and detail field with its header for the eye only: the cell keeps its value as its name', () => {
    renderInvoices();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const total = cellOf(row, '1,200.50');
    expect(total?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Total');
    // The label is not read: screen readers hear the value and the column header.
    expect(within(row).getByRole('cell', { name: '1,200.50 USDC' })).toBe(total);
    expect(within(row).getByRole('cell', { name: '2026-10-30' }).textContent).toBe('Due2026-10-30');
    // Head fields carry no label: the number and the client speak for themselves.
    expect(within(row).getByRole('cell', { name: 'INV-1' }).textContent).toBe('INV-1');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Client', 'Due', 'Total', 'Status', 'Actions']);
  });

  it('puts the head first, the key fields next and the details last, the actions beside the head', () => {
    renderInvoices();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row.className).toContain('@max-2xl:grid');
    const order = (text: string) => /@max-2xl:order-(\d)/.exec(cellOf(row, text)?.className ?? '')?.[1];
    expect([order('INV-1'), order('Acme'), order('1,200.50'), order('Sent'), order('2026-10-30')]).toEqual([
      '1',
      '1',
      '2',
      '2',
      '3',
    ]);
    const actions = within(row).getByRole('button', { name: 'Actions for invoice INV-1' }).closest('td');
    expect(actions?.className).toContain('@max-2xl:row-start-1');
    // The headers for screen readers only, their row and cells blocks in that box (no row width to widen the page).
    expect(screen.getByRole('table').querySelector('thead')?.className).toBe(
      '@max-2xl:sr-only @max-2xl:[&_tr]:block @max-2xl:[&_th]:block',
    );
  });

  it('leaves out a hidden column when stacked, and keeps it in the table', () => {
    renderInvoices(COLUMNS.map((column) => (column.id === 'due' ? { ...column, stacked: 'hidden' } : column)));
    const due = screen.getAllByRole('cell', { name: '2026-10-30' })[0];
    expect(due?.className).toContain('@max-2xl:hidden');
    expect(due?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('stays a plain table when no column says how it stacks', () => {
    render(
      <Table
        label="Invoices"
        columns={COLUMNS.map(({ stacked: _, ...column }) => column)}
        rows={ROWS}
        rowKey={(row) => row.number}
        minWidth="40rem"
      />,
    );
    expect(screen.getByRole('region', { name: 'Invoices' }).className).not.toContain('@container');
    expect(screen.getByRole('table').style.minWidth).toBe('40rem');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('cell', { name: '1,200.50 USDC' }).className).not.toContain('@max-2xl');
  });

  it('passes axe stacked as it does as a table (headers, names, no hidden focusable)', async () => {
    const { container } = renderInvoices();
    // Colour contrast needs layout, which jsdom has not: the browser tests check it with axe.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
