import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatementCell, StatementRow, StatementTable } from './statement-table';

function Income({ captionHidden = false, scroll = true }: { captionHidden?: boolean; scroll?: boolean }) {
  return (
    <StatementTable
      caption="Income statement"
      captionHidden={captionHidden}
      scroll={scroll}
      testId="income"
      columns={[{ header: 'Account' }, { header: 'Amount' }, { header: 'Note', numeric: false }]}
      footer={
        <StatementRow header="Net income" total testId="net">
          <StatementCell>1.5 ETH</StatementCell>
          <StatementCell />
        </StatementRow>
      }
    >
      <StatementRow header="4000 Sales" testId="sales" data={{ account: '4000' }}>
        <StatementCell>2 ETH</StatementCell>
        <StatementCell numeric={false}>invoiced</StatementCell>
      </StatementRow>
      <StatementRow header="6300 Software" indent={1} subtotal>
        <StatementCell>0.5 ETH</StatementCell>
        <StatementCell numeric={false}>tools</StatementCell>
      </StatementRow>
    </StatementTable>
  );
}

describe('StatementTable', () => {
  it('is a table named by a visible caption inside a focusable region of the same name', () => {
    render(<Income />);
    const region = screen.getByRole('region', { name: 'Income statement' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Income statement' });
    expect(table.dataset.testid).toBe('income');
    expect(table.querySelector('caption')?.className).not.toContain('sr-only');
  });

  it('keeps each row’s name in view at the left edge while its figures scroll sideways', () => {
    render(<Income />);
    const region = screen.getByRole('region', { name: 'Income statement' });
    expect(region.className).toContain('[&_th:first-child]:sticky');
    expect(region.className).toContain('[&_th:first-child]:left-0');
    // An opaque cell: the figures pass under it, not through it.
    expect(region.className).toContain('[&_th:first-child]:bg-surface');
  });

  it('can keep its caption for screen readers only, and leave out the scrolling box', () => {
    render(<Income captionHidden scroll={false} />);
    expect(screen.queryByRole('region')).toBeNull();
    const table = screen.getByRole('table', { name: 'Income statement' });
    expect(table.querySelector('caption')?.className).toContain('sr-only');
  });

  it('names every row by a row header, so its figures are cells read under it', () => {
    render(<Income />);
    const headers = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(headers).toEqual(['4000 Sales', '6300 Software', 'Net income']);
    for (const th of screen.getAllByRole('rowheader')) expect(th.getAttribute('scope')).toBe('row');
    const sales = screen.getByRole('row', { name: /4000 Sales/ });
    expect(
      within(sales)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2 ETH', 'invoiced']);
    expect(sales.dataset.testid).toBe('sales');
    expect(sales.dataset.account).toBe('4000');
  });

  it('aligns numeric headers and cells right in tabular figures, text ones left', () => {
    render(<Income />);
    const [account, amount, note] = screen.getAllByRole('columnheader');
    expect(account?.getAttribute('scope')).toBe('col');
    expect(account?.className).toContain('text-left');
    expect(amount?.className).toContain('text-right');
    expect(amount?.className).toContain('tabular-nums');
    expect(note?.className).toContain('text-left');
    const [figure, text] = within(screen.getByTestId('sales')).getAllByRole('cell');
    expect(figure?.className).toContain('tabular-nums');
    expect(figure?.className).toContain('text-right');
    expect(text?.className).not.toContain('tabular-nums');
  });

  it('sets total lines apart in the footer, and marks totals, subtotals and indents', () => {
    render(<Income />);
    const net = screen.getByTestId('net');
    expect(net.parentElement?.tagName).toBe('TFOOT');
    expect(net.dataset.total).toBe('true');
    expect(net.className).toContain('font-semibold');
    const software = screen.getByRole('rowheader', { name: '6300 Software' });
    expect(software.parentElement?.dataset.subtotal).toBe('true');
    expect(software.style.paddingInlineStart).toBe('2rem');
    expect(screen.getByRole('rowheader', { name: '4000 Sales' }).style.paddingInlineStart).toBe('');
  });
});
