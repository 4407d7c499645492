import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import { readIcs } from '@/lib/formats/ical-read';
import { calendarExport } from './calendar-export';
import { itemsByDay } from './calendar-items';
import { draftFromEvent, eventFromDraft } from './event-form';
import { importPlan } from './import-plan';
import { dayFromParam, stepDay, viewRange } from './view-state';

const NOW = new Date('2026-10-01T08:00:00.000Z');
const newEvent = (patch: Partial<ReturnType<typeof draftFromEvent>> = {}) => {
  const draft = { ...draftFromEvent(null, { day: '2026-10-13', zone: 'Europe/Berlin' }), title: 'Standup', ...patch };
  const result = eventFromDraft(draft, null, { now: NOW, newId: 'e1' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.event;
};
const WEEKLY: CalendarEvent = {
  ...newEvent({ repeat: 'weekly', ends: 'count', count: '4' }),
  exdates: ['2026-10-20T09:00'],
};
const EMPTY_RECORDS = {
  invoices: [],
  bills: [],
  templates: [],
  periodEvents: [],
  tokens: [],
  reminders: { schedules: new Map(), offsets: [] },
};

describe('the event form', () => {
  it('makes a new event with a stable UID and sequence 0, and raises the sequence on every edit', () => {
    expect(WEEKLY).toMatchObject({ id: 'e1', uid: 'e1@ledgerline.app', sequence: 0, start: '2026-10-13T09:00' });
    const edited = eventFromDraft(
      { ...draftFromEvent(WEEKLY, { day: '', zone: '' }), title: 'Daily standup' },
      WEEKLY,
      {
        now: NOW,
        newId: 'other',
      },
    );
    expect(edited.ok && edited.event).toMatchObject({
      id: 'e1',
      uid: 'e1@ledgerline.app',
      sequence: 1,
      exdates: WEEKLY.exdates,
    });
  });

  it('refuses an end before the start and a missing title, per field', () => {
    const result = eventFromDraft(
      { ...draftFromEvent(null, { day: '2026-10-13', zone: 'UTC' }), endDay: '2026-10-12' },
      null,
      { now: NOW, newId: 'x' },
    );
    expect(result.ok ? {} : result.errors).toMatchObject({
      title: 'Enter a title',
      endDay: 'The end is before the start',
    });
  });
});

describe('the views', () => {
  it('reads the URL date as a month or a day and steps by the view', () => {
    expect(dayFromParam('2026-11', '2026-01-05')).toBe('2026-11-01');
    expect(dayFromParam('nonsense', '2026-01-05')).toBe('2026-01-05');
    expect(viewRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-01');
  });

  it('places a Berlin 09:00 weekly event at 09:00 Berlin across the DST change, and 03:00 in New York', () => {
    const range = { from: '2026-10-01', to: '2026-11-30' };
    const berlin = itemsByDay([WEEKLY], [], range, 'Europe/Berlin');
    expect([...berlin].map(([day, items]) => [day, items[0]?.time])).toEqual([
      ['2026-10-13', '09:00'],
      ['2026-10-27', '09:00'],
      ['2026-11-03', '09:00'],
    ]);
    const newYork = itemsByDay([WEEKLY], [], range, 'America/New_York');
    // New York changes a week later (1 November): 03:00 before both changes, 04:00 between, 03:00 after.
    expect([...newYork].map(([, items]) => items[0]?.time)).toEqual(['03:00', '04:00', '03:00']);
  });
});

describe('export and import', () => {
  it('imports its own export into an empty calendar as the same events, and updates by UID', () => {
    const text = calendarExport(
      { ownEvents: [WEEKLY], records: EMPTY_RECORDS },
      { parts: new Set(['own']), zone: 'Europe/Berlin', today: '2026-10-01', origin: 'https://x', now: NOW },
    );
    const fresh = importPlan(readIcs(text, 'Europe/Berlin'), [], { now: NOW, newId: () => 'n1' });
    expect(fresh.errors).toEqual([]);
    expect(fresh.rows.map((r) => r.action)).toEqual(['new']);
    const { id: _id, createdAt: _c, updatedAt: _u, ...same } = WEEKLY;
    expect(fresh.rows[0]?.event).toMatchObject(same);
    expect(importPlan(readIcs(text, 'UTC'), [WEEKLY], { now: NOW, newId: () => 'n2' }).rows[0]?.action).toBe(
      'unchanged',
    );
    const moved = text.replace('SUMMARY:Standup', 'SUMMARY:Moved standup');
    const update = importPlan(readIcs(moved, 'UTC'), [WEEKLY], { now: NOW, newId: () => 'n3' }).rows[0];
    expect(update).toMatchObject({ action: 'update', event: { id: 'e1', title: 'Moved standup', sequence: 1 } });
  });
});
