import { act, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReplaceRows, useStacked } from './use-stacked';
import { VirtualTable, type VirtualColumn } from './virtual-table';

interface Tx {
  readonly id: string;
  readonly time: string;
  readonly amount: string;
  readonly kind: string;
}

const ROWS: Tx[] = [
  { id: 't1', time: '28 Nov 2026, 09:00', amount: '1.5 ETH', kind: 'Payroll' },
  { id: 't2', time: '27 Nov 2026, 17:30', amount: '0.2 ETH', kind: 'Fee' },
];

const COLUMNS: VirtualColumn<Tx>[] = [
  { id: 'time', header: 'Time', width: '10rem', cell: (row) => row.time, stacked: 'head' },
  { id: 'amount', header: 'Amount', width: '8rem', numeric: true, cell: (row) => row.amount, stacked: 'key' },
  { id: 'kind', header: 'Kind', width: '1fr', cell: (row) => row.kind },
];

// A box of a given width that reports its resizes as the browser would.
function resizableBox(width: number) {
  const element = document.createElement('div');
  let current = width;
  Object.defineProperty(element, 'clientWidth', { get: () => current });
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    element,
    resize(next: number) {
      current = next;
      for (const callback of callbacks) callback();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VirtualTable, stacked on a narrow screen', () => {
  it('labels key and detail fields for the eye only, keeps its column headers for screen readers', () => {
    render(<VirtualTable label="Transactions" rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} rowHeight={40} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(table.className).toContain('@container');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Amount', 'Kind']);
    expect(screen.getAllByRole('rowgroup')[0]?.className).toContain('@max-2xl:sr-only');
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const amount = within(row).getByRole('cell', { name: '1.5 ETH' });
    expect(amount.querySelector('[aria-hidden="true"]')?.textContent).toBe('Amount');
    expect(amount.className).toContain('@max-2xl:order-2');
    expect(within(row).getByRole('cell', { name: 'Payroll' }).className).toContain('@max-2xl:order-3');
    // The head field carries no label.
    expect(within(row).getByRole('cell', { name: '28 Nov 2026, 09:00' }).textContent).toBe('28 Nov 2026, 09:00');
  });

  it('stays a plain grid when no column says how it stacks', () => {
    const plain = COLUMNS.map(({ stacked: _, ...column }) => column);
    render(<VirtualTable label="Transactions" rows={ROWS} columns={plain} rowKey={(r) => r.id} rowHeight={40} />);
    expect(screen.getByRole('table').className).not.toContain('@container');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

describe('useStacked', () => {
  it('is on below 42rem of the box’s width and follows it as it resizes', () => {
    const box = resizableBox(390);
    const { result } = renderHook(() => useStacked(box.element, true));
    expect(result.current).toBe(true);
    act(() => box.resize(1_000));
    expect(result.current).toBe(false);
    act(() => box.resize(671));
    expect(result.current).toBe(true);
  });

  it('is off for a table that does not stack, whatever its width', () => {
    const box = resizableBox(390);
    const { result } = renderHook(() => useStacked(box.element, false));
    expect(result.current).toBe(false);
  });
});

describe('useReplaceRows', () => {
  it('places the rows again when their height changes (stacked or not), not on mount', () => {
    const virtualizer = { measure: vi.fn() };
    const { rerender } = renderHook(({ height }) => useReplaceRows(virtualizer, height), {
      initialProps: { height: 56 },
    });
    expect(virtualizer.measure).not.toHaveBeenCalled();
    rerender({ height: 56 });
    expect(virtualizer.measure).not.toHaveBeenCalled();
    rerender({ height: 212 });
    expect(virtualizer.measure).toHaveBeenCalledTimes(1);
  });
});
