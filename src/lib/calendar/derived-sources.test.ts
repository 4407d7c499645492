import { describe, expect, it } from 'vitest';
import type { CalendarRecords, DerivedWindow } from './derived-event';
import { derivedEvents, distributionEvents, overdueBefore, reminderLink } from './derived-sources';

const EMPTY: CalendarRecords = {
  invoices: [],
  bills: [],
  templates: [],
  periodEvents: [],
  tokens: [],
  reminders: { schedules: new Map(), offsets: [] },
};
const NOVEMBER: DerivedWindow = { from: '2026-11-01', to: '2026-11-30', today: '2026-11-15' };
const invoice = (id: string, dueDate: string, state: 'draft' | 'sent' | 'void', paid = false) => ({
  invoice: { id, number: `INV-${id}`, clientId: 'c1', dueDate, state, revision: 1 },
  clientName: 'Acme',
  paid,
});
const bill = (id: string, dueDate: string, state: 'approved' | 'void' | 'rejected', paid = false) => ({
  bill: { id, billNumber: `B-${id}`, dueDate, state, revision: 2 },
  vendorName: 'Alpha',
  paid,
});

describe('derived events', () => {
  it('lists due dates in the window, marks overdue and paid, leaves out void ones', () => {
    const events = derivedEvents(
      {
        ...EMPTY,
        invoices: [
          invoice('1', '2026-11-10', 'sent'),
          invoice('2', '2026-11-20', 'sent', true),
          invoice('3', '2026-11-20', 'void'),
          invoice('4', '2026-12-01', 'sent'),
        ],
        bills: [
          bill('a', '2026-11-03', 'approved'),
          bill('b', '2026-11-04', 'rejected'),
          bill('c', '2026-11-05', 'approved', true),
        ],
      },
      NOVEMBER,
    );
    expect(events.map((e) => [e.id, e.day, e.status, e.actions.map((a) => a.label).join()])).toEqual([
      ['bill:a', '2026-11-03', 'overdue', 'Pay'],
      ['bill:c', '2026-11-05', 'done', ''],
      ['invoice:1', '2026-11-10', 'overdue', 'Send reminder'],
      ['invoice:2', '2026-11-20', 'done', ''],
    ]);
    expect(events[2]?.actions[0]?.href).toBe('/platform/mail?compose=reminder&invoice=1');
    expect(events[0]?.href).toBe('/platform/vendors?tab=bills');
  });

  it("repeats a distribution template's schedule through the window (month ends kept)", () => {
    const events = distributionEvents(
      {
        ...EMPTY,
        templates: [
          { id: 't', name: 'Payroll', revision: 1, schedule: { every: 'month', interval: 1, nextDue: '2026-08-31' } },
        ],
      },
      { from: '2026-09-01', to: '2026-12-31', today: '2026-09-01' },
    );
    expect(events.map((e) => e.day)).toEqual(['2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31']);
  });

  it('shows closed periods (not reopened ones) and recorded tokens', () => {
    const period = (sequence: number, kind: 'closed' | 'reopened', from: string, to: string) => ({
      id: `p${sequence}`,
      sequence,
      kind,
      from,
      to,
      at: '2026-11-02T10:00:00.000Z',
      by: '0x0',
    });
    const events = derivedEvents(
      {
        ...EMPTY,
        periodEvents: [
          period(2, 'reopened', '2026-10-01', '2026-10-31'),
          period(1, 'closed', '2026-10-01', '2026-10-31'),
          period(3, 'closed', '2026-11-01', '2026-11-30'),
        ],
        tokens: [{ id: 'k', name: 'Shares', symbol: 'SHR', kind: 'shares', recordedAt: '2026-11-12T23:00:00.000Z' }],
      },
      { from: '2026-10-01', to: '2026-11-30', today: '2026-11-15' },
    );
    expect(events.map((e) => [e.kind, e.day, e.title])).toEqual([
      ['token', '2026-11-12', 'Token SHR recorded'],
      ['period-close', '2026-11-30', 'Period closed'],
    ]);
  });

  it('builds the reminder link Mail reads', () => {
    expect(reminderLink('a b')).toBe('/platform/mail?compose=reminder&invoice=a+b');
  });
});

describe('reminders from Mail', () => {
  it('lists each open sent invoice on its reminder days, overdue before today; none once paid', () => {
    const events = derivedEvents(
      {
        ...EMPTY,
        invoices: [invoice('1', '2026-11-10', 'sent'), invoice('2', '2026-11-12', 'sent', true)],
        reminders: { schedules: new Map(), offsets: [-7, 0, 7] },
      },
      NOVEMBER,
    ).filter((e) => e.kind === 'reminder');
    expect(events.map((e) => [e.day, e.status, e.detail, e.href])).toEqual([
      ['2026-11-03', 'overdue', 'Acme · 7 days before', reminderLink('1')],
      ['2026-11-10', 'overdue', 'Acme · on the due date', reminderLink('1')],
      ['2026-11-17', 'open', 'Acme · 7 days after', reminderLink('1')],
    ]);
  });
});

describe('paid and overdue, as every page reads them', () => {
  it('titles a paid due date as paid, and lists what is overdue from before a day', () => {
    const records = {
      ...EMPTY,
      invoices: [
        invoice('old', '2026-04-06', 'sent'),
        invoice('paid', '2026-05-01', 'sent', true),
        invoice('draft', '2026-05-01', 'draft'),
        invoice('soon', '2026-11-20', 'sent'),
      ],
      bills: [bill('late', '2026-10-01', 'approved'), bill('done', '2026-10-02', 'approved', true)],
      templates: [
        {
          id: 't',
          name: 'Payroll',
          revision: 1,
          schedule: { every: 'month' as const, interval: 1, nextDue: '2026-11-01' },
        },
      ],
      reminders: { schedules: new Map(), offsets: [0] },
    };
    expect(derivedEvents(records, NOVEMBER).find((e) => e.id === 'invoice:paid')).toBeUndefined();
    const may = derivedEvents(records, { from: '2026-05-01', to: '2026-05-01', today: '2026-11-15' });
    expect(may.map((e) => [e.title, e.status])).toEqual([
      ['Invoice INV-paid paid', 'done'],
      ['Draft invoice due', 'open'], // drafts have no number until issued
    ]);
    expect(overdueBefore(records, '2026-11-15', '2026-11-15').map((e) => [e.id, e.day])).toEqual([
      ['invoice:old', '2026-04-06'],
      ['bill:late', '2026-10-01'],
      ['distribution:t:2026-11-01', '2026-11-01'],
    ]);
  });
});
