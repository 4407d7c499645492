import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualTable, type VirtualColumn } from './virtual-table';

interface Row {
  readonly id: string;
  readonly n: number;
}

const ROWS: Row[] = Array.from({ length: 100_000 }, (_, n) => ({ id: `r${n}`, n }));

/** Columns whose cells count how often they are rendered. */
function counted() {
  const renders = { count: 0 };
  const columns: VirtualColumn<Row>[] = [
    {
      id: 'n',
      header: 'Number',
      width: '8rem',
      numeric: true,
      cell: (row) => {
        renders.count += 1;
        return row.n;
      },
    },
    { id: 'id', header: 'Id', width: '1fr', cell: (row) => row.id },
  ];
  return { columns, renders };
}

describe('VirtualTable', () => {
  it('keeps table semantics over 100,000 rows while rendering only a window of them', () => {
    const { columns } = counted();
    render(<VirtualTable label="Numbers" rows={ROWS} columns={columns} rowKey={(r) => r.id} rowHeight={40} />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Number', 'Id']);
    const rows = screen.getAllByRole('row').slice(1);
    // A 640 px fallback viewport of 40 px rows plus the overscan: a window, not the list.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getAllByRole('cell')[1]?.textContent).toBe('r0');
  });

  it('renders only the rows that enter the window when it scrolls', () => {
    const { columns, renders } = counted();
    render(<VirtualTable label="Numbers" rows={ROWS} columns={columns} rowKey={(r) => r.id} rowHeight={40} />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    const first = renders.count;
    act(() => {
      table.scrollTop = 5 * 40;
      fireEvent.scroll(table);
    });
    // Five rows scrolled in; the rows still in the window keep their rendering (memoised rows).
    expect(renders.count - first).toBe(5);
    expect(screen.getAllByRole('row')[1]?.getAttribute('aria-rowindex')).not.toBe('2');
  });

  it('renders the viewport and the overscan rows a side, no more', () => {
    const { columns } = counted();
    // The 640 px fallback viewport holds 16 rows of 40 px; two overscan rows follow them at the top.
    const { unmount } = render(
      <VirtualTable label="Numbers" rows={ROWS} columns={columns} rowKey={(r) => r.id} rowHeight={40} />,
    );
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(16 + 2);
    unmount();
    render(
      <VirtualTable label="Numbers" rows={ROWS} columns={columns} rowKey={(r) => r.id} rowHeight={40} overscan={0} />,
    );
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(16);
    // Rows are placed by their offset, each its own fixed box.
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    expect(second.style.top).toBe('40px');
    expect(second.style.height).toBe('40px');
  });
});
