import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { derivedEvents, overdueBefore } from '@/lib/calendar/derived-sources';
import type { CalendarRecords } from '@/lib/calendar/derived-event';
import { derivedItem, itemsByDay } from '@/platform/features/calendar/model/calendar-items';
import { AgendaView } from './agenda-view';

const records: CalendarRecords = {
  invoices: [
    {
      invoice: { id: 'i4', number: 'INV-0004', clientId: 'c', dueDate: '2026-04-06', state: 'sent', revision: 1 },
      clientName: 'Northwind',
      paid: false,
    },
    {
      invoice: { id: 'i9', number: 'INV-0009', clientId: 'c', dueDate: '2026-12-01', state: 'sent', revision: 1 },
      clientName: 'Northwind',
      paid: false,
    },
  ],
  bills: [
    {
      bill: { id: 'b1', billNumber: 'HA-1082', dueDate: '2026-11-10', state: 'approved', revision: 1 },
      vendorName: 'Harbour',
      paid: false,
    },
    {
      bill: { id: 'b2', billNumber: 'HA-1070', dueDate: '2026-10-10', state: 'approved', revision: 1 },
      vendorName: 'Harbour',
      paid: true,
    },
  ],
  templates: [],
  periodEvents: [],
  tokens: [],
  reminders: { schedules: new Map(), offsets: [] },
};

describe('the Agenda', () => {
  it('lists what is overdue from before its first day above its days, each opening its item', () => {
    const today = '2026-11-29';
    const range = { from: today, to: '2027-01-09' };
    const onOpen = vi.fn();
    render(
      <AgendaView
        range={range}
        today={today}
        items={itemsByDay([], derivedEvents(records, { ...range, today }), range, 'UTC')}
        overdue={overdueBefore(records, range.from, today).map(derivedItem)}
        onOpen={onOpen}
      />,
    );
    const overdue = screen.getByTestId('agenda-overdue');
    expect(within(overdue).getByRole('heading').textContent).toMatch(/^Overdue from before .*2026 \(2\)$/);
    const chips = within(overdue).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'All day, Invoice INV-0004 due, Overdue',
      'All day, Bill HA-1082 due, Overdue',
    ]);
    // The paid bill is not overdue; the coming invoice is in the days below.
    expect(within(overdue).queryByText(/HA-1070/)).toBeNull();
    expect(screen.getByRole('button', { name: 'All day, Invoice INV-0009 due, Due' })).toBeTruthy();
    fireEvent.click(chips[1]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: 'bill:b1' }));
  });
});
