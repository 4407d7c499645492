import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import type { OverviewRecords } from './read-overview';
import { openReminders } from './overview-model';

const open = (id: string) => ({ id, counterpartyId: 'c1', dueDate: '2026-12-01', assetId: 'eth', open: 1n });

describe("the Dashboard's reminders", () => {
  const invoices = [
    sampleInvoice({ id: 'a', number: 'INV-1', state: 'sent', dueDate: '2026-12-01' }),
    sampleInvoice({ id: 'b', number: 'INV-2', state: 'sent', dueDate: '2026-12-01' }),
  ];
  const records = {
    invoices,
    reminderSchedules: new Map(),
    reminderOffsets: [-7, 0, 7],
  } as unknown as OverviewRecords;

  it('lists the reminder days of open invoices from a week back to 30 days ahead; none for a paid one', () => {
    // INV-2 is no longer among the open receivables: it was paid.
    const due = openReminders(records, [{ ...open('a'), label: 'INV-1', asset: invoices[0]!.asset }], '2026-12-02');
    expect(due.map((r) => [r.number, r.date, r.offset])).toEqual([
      ['INV-1', '2026-12-01', 0],
      ['INV-1', '2026-12-08', 7],
    ]);
  });
});
