import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { journalRow } from '@/platform/features/accounting/model/journal-row.testing';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { JournalSection } from './journal-section';

const entries = Array.from({ length: 30 }, (_, i) =>
  journalRow({
    id: `e-${i}`,
    memo: `Entry ${i}`,
    source: 'manual',
    status: 'posted',
    postings: [
      { accountId: 'a', commodity: '31337:native', amount: String(i + 1), decimals: 18 },
      { accountId: 'b', commodity: '31337:native', amount: String(-(i + 1)), decimals: 18 },
    ],
  }),
);

function renderJournal(list: typeof entries, loading: { loaded: number; total: number } | null = null) {
  render(
    <UndoToastProvider>
      <JournalSection
        entries={list}
        accounts={[]}
        infos={new Map()}
        members={new Map()}
        range={{ from: '2025-01-01', to: '2025-12-31' }}
        store={{} as AccountingStore}
        loading={loading}
      />
    </UndoToastProvider>,
  );
}

describe('JournalSection', () => {
  it('renders each row with a small, fixed number of elements: one closed actions button, no icon nodes', () => {
    renderJournal(entries);
    const table = screen.getByRole('table', { name: 'Journal entries' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const actions = within(row).getByRole('button', { name: /^Actions for entry of / });
      expect(actions.childElementCount).toBe(0);
      expect(row.querySelectorAll('svg')).toHaveLength(0);
      // Row, 7 cells and their content: 14 elements now, 18 with an SVG menu icon.
      expect(row.querySelectorAll('*').length).toBeLessThanOrEqual(15);
    }
  });

  it('says how far the first read is while only the first entries are listed', () => {
    renderJournal(entries.slice(0, 5), { loaded: 5_000, total: 50_000 });
    expect(screen.getByText(/Loading the journal/).textContent).toBe(
      'Loading the journal… 5,000 of 50,000 entries read',
    );
    expect(screen.queryByText(/of 5 entries/)).toBeNull();
  });

  it('lists newest first by default, oldest first on request, in a table the page scrolls (no box of its own)', () => {
    renderJournal(entries.slice(0, 3));
    const table = screen.getByRole('table', { name: 'Journal entries' });
    const memos = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByText(/^Entry \d+$/).textContent);
    expect(memos()).toEqual(['Entry 2', 'Entry 1', 'Entry 0']);
    // No height of its own and nothing that scrolls it vertically: the page does.
    expect(table.style.height).toBe('');
    expect(table.className).not.toMatch(/overflow-auto|overflow-y/);
    // Postings at the page's text size (not 12 px), one a line.
    const postings = within(table).getAllByRole('row')[1]!.querySelector('[role="cell"]:nth-child(3) > span');
    expect(postings?.getAttribute('title')?.split('\n')).toHaveLength(2);
    expect(postings?.className).toContain('text-sm');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'oldest' } });
    expect(memos()).toEqual(['Entry 0', 'Entry 1', 'Entry 2']);
  });
});
