import { render, screen, within } from '@testing-library/react';
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

describe('JournalSection', () => {
  it('renders each row with a small, fixed number of elements: one closed actions button, no icon nodes', () => {
    render(
      <UndoToastProvider>
        <JournalSection
          entries={entries}
          accounts={[]}
          infos={new Map()}
          members={new Map()}
          range={{ from: '2025-01-01', to: '2025-12-31' }}
          store={{} as AccountingStore}
        />
      </UndoToastProvider>,
    );
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
    render(
      <UndoToastProvider>
        <JournalSection
          entries={entries.slice(0, 5)}
          accounts={[]}
          infos={new Map()}
          members={new Map()}
          range={{ from: '2025-01-01', to: '2025-12-31' }}
          store={{} as AccountingStore}
          loading={{ loaded: 5_000, total: 50_000 }}
        />
      </UndoToastProvider>,
    );
    expect(screen.getByText(/Loading the journal/).textContent).toBe(
      'Loading the journal… 5,000 of 50,000 entries read',
    );
    expect(screen.queryByText(/of 5 entries/)).toBeNull();
  });
});
