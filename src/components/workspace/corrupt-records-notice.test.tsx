import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CorruptRecord } from '@/lib/db/records';
import { CorruptRecordsNotice } from './corrupt-records-notice';

const corrupt = (count: number): CorruptRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    table: 'chainTransactions',
    key: `row-${i}`,
    problems: ['hash: Expected a 32-byte hex hash'],
  }));

describe('CorruptRecordsNotice', () => {
  it('lists every row up to the limit', () => {
    render(<CorruptRecordsNotice corrupt={corrupt(3)} noun="transaction" />);
    expect(screen.getByRole('note').textContent).toContain(
      '3 stored transactions could not be read and are not shown.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('lists the first 20 of many and says how many more', () => {
    render(<CorruptRecordsNotice corrupt={corrupt(100_000)} noun="transaction" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(21);
    expect(items[19]?.textContent).toContain('row-19');
    expect(items[20]?.textContent).toBe(`and ${new Intl.NumberFormat().format(99_980)} more`);
  });

  it('shows nothing without corrupt rows', () => {
    const { container } = render(<CorruptRecordsNotice corrupt={[]} noun="record" />);
    expect(container.innerHTML).toBe('');
  });
});
