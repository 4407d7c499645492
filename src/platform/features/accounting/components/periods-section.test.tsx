import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { PeriodsSection } from './periods-section';

const closed: PeriodEventRecord = {
  id: 'e1',
  sequence: 1,
  kind: 'closed',
  from: '2025-04-01',
  to: '2026-03-31',
  at: '2026-05-01T00:00:00.000Z',
  by: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};

describe('PeriodsSection', () => {
  it('offers to close the last fiscal year ended (the Company’s start month) and says the refusal', async () => {
    const closePeriod = vi.fn(async () => ({ ok: false as const, message: 'It overlaps the closed period x' }));
    const store = { closePeriod } as unknown as AccountingStore;
    render(
      <PeriodsSection events={[]} members={new Map()} store={store} fiscalYearStartMonth={4} today="2026-05-02" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the fiscal year 2025-04-01 to 2026-03-31' }));
    expect(closePeriod).toHaveBeenCalledWith({ from: '2025-04-01', to: '2026-03-31' });
    expect((await screen.findByRole('alert')).textContent).toContain('It overlaps the closed period x');
  });

  it('marks a closed fiscal year and no longer offers to close it; a month is a plain closed period', () => {
    const month: PeriodEventRecord = { ...closed, id: 'e2', sequence: 2, from: '2026-04-01', to: '2026-04-30' };
    const store = {} as AccountingStore;
    render(
      <PeriodsSection
        events={[closed, month]}
        members={new Map()}
        store={store}
        fiscalYearStartMonth={4}
        today="2026-05-02"
      />,
    );
    expect(
      screen.getByText(/2025-04-01 to 2026-03-31 \(a fiscal year: income and expense closed into retained earnings\)/),
    ).toBeTruthy();
    expect(screen.getByText('2026-04-01 to 2026-04-30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Close the fiscal year/ })).toBeNull();
  });
});
