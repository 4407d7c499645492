import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ChangeHistory, type ChangeHistoryEntry } from './change-history';

const entry: ChangeHistoryEntry = {
  field: 'E-mail',
  kept: 'billing@acme.test',
  lost: 'accounts@acme.test',
  device: `0x${'ab'.repeat(32)}`,
  member: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  at: '2026-03-01T10:00:00.000Z',
};

async function violations(container: HTMLElement) {
  // Colour contrast needs layout, which jsdom has not: the browser tests check it with axe.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('ChangeHistory', () => {
  it('renders nothing without concurrent edits', () => {
    const { container } = render(<ChangeHistory entries={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('opens on its summary to the field, the kept and the losing value, who and when', async () => {
    const { container } = render(
      <ChangeHistory entries={[entry, { ...entry, field: 'Tax ID', member: null, at: null }]} />,
    );
    const summary = screen.getByText('History: 2 concurrent edits');
    expect(summary.closest('details')!.open).toBe(false);
    fireEvent.click(summary);
    const table = screen.getByRole('table', { name: 'Concurrent edits' });
    const row = within(table).getByRole('row', { name: /E-mail/ });
    expect(row.textContent).toContain('billing@acme.test');
    expect(row.textContent).toContain('accounts@acme.test');
    expect(row.textContent).toContain('0x7099');
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe(entry.at);
    const unknown = within(table).getByRole('row', { name: /Tax ID/ });
    expect(unknown.textContent).toContain('Unknown member');
    expect(unknown.textContent).toContain('Unknown');
    expect(await violations(container)).toEqual([]);
  });
});
