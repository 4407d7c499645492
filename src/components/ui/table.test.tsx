import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Invoice {
  readonly number: string;
  readonly client: string;
  readonly total: string;
}

const COLUMNS: TableColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (row) => row.number },
  { id: 'client', header: 'Client', cell: (row) => row.client },
  { id: 'total', header: 'Total', cell: (row) => row.total, numeric: true },
];

const ROWS: Invoice[] = [
  { number: 'INV-1', client: 'Acme', total: '1,200.50' },
  { number: 'INV-2', client: 'Globex', total: '80.00' },
];

describe('Table', () => {
  it('is a table named by its caption inside a focusable scrolling region', () => {
    render(<Table label="Invoices" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.number} />);
    const region = screen.getByRole('region', { name: 'Invoices' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Client', 'Total']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('names each row when asked, instead of its cells run together', () => {
    render(
      <Table
        label="Invoices"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.number}
        rowName={(row) => `Invoice ${row.number}`}
      />,
    );
    expect(screen.getByRole('row', { name: 'Invoice INV-2' })).toBeTruthy();
  });

  it('makes a row-header column a th of its row', () => {
    const columns = COLUMNS.map((column) => (column.id === 'number' ? { ...column, rowHeader: true } : column));
    render(<Table label="Invoices" columns={columns} rows={ROWS} rowKey={(row) => row.number} />);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['INV-1', 'INV-2']);
    expect(screen.getAllByRole('cell')).toHaveLength(4);
  });

  it('puts the data attributes asked for on each row', () => {
    render(
      <Table
        label="Invoices"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.number}
        rowData={(row) => ({ invoice: row.number })}
      />,
    );
    expect(document.querySelector('tr[data-invoice="INV-2"]')?.textContent).toContain('Globex');
  });

  it('aligns numeric columns right in tabular figures, header and cells', () => {
    render(<Table label="Invoices" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.number} />);
    const header = screen.getByRole('columnheader', { name: 'Total' });
    expect(header.className).toContain('text-right');
    expect(header.className).toContain('sticky');
    const cell = screen.getByRole('cell', { name: '1,200.50' });
    expect(cell.className).toContain('text-right');
    expect(cell.className).toContain('tabular-nums');
    expect(screen.getByRole('cell', { name: 'Acme' }).className).not.toContain('text-right');
    expect(screen.getByRole('columnheader', { name: 'Client' }).className).toContain('text-left');
  });

  it('gives each row one actions menu named after the row', () => {
    const onDelete = vi.fn();
    render(
      <Table
        label="Invoices"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.number}
        rowLabel={(row) => `invoice ${row.number}`}
        rowActions={(row) => [{ label: 'Delete', tone: 'danger', onSelect: () => onDelete(row.number) }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for invoice INV-2' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('INV-2');
  });

  it('says it is loading (busy, a status) instead of showing rows or the empty state', () => {
    render(
      <Table label="Invoices" columns={COLUMNS} rows={[]} rowKey={(row) => row.number} loading empty="No invoices" />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('No invoices')).toBeNull();
  });

  it('shows its empty state across all columns when there are no rows', () => {
    render(
      <Table
        label="Invoices"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.number}
        empty="No invoices yet"
        minWidth="40rem"
      />,
    );
    // No minimum width while empty: the empty state fits a narrow screen instead of scrolling away.
    expect(screen.getByRole('table').style.minWidth).toBe('');
    const cell = screen.getByRole('cell', { name: 'No invoices yet' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
  });

  it('marks rows for tests and shows no actions button for a row with nothing to do', () => {
    render(
      <Table
        label="Invoices"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.number}
        rowLabel={(row) => `invoice ${row.number}`}
        rowTestId={(row) => `invoice-${row.number}`}
        rowActions={(row) => (row.number === 'INV-2' ? [{ label: 'Delete', onSelect: () => undefined }] : [])}
      />,
    );
    expect(screen.getByTestId('invoice-INV-2').tagName).toBe('TR');
    expect(screen.getByRole('button', { name: 'Actions for invoice INV-2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for invoice INV-1' })).toBeNull();
  });
});
