import type { IcsEvent } from './ical-events';

/** A weekly 09:00 Berlin meeting across the end of summer time (25 October 2026), one week skipped. */
export const WEEKLY_BERLIN: IcsEvent = {
  uid: 'weekly-standup@ledgerline',
  sequence: 3,
  title: 'Standup, budget; review',
  allDay: false,
  start: '2026-10-13T09:00',
  end: '2026-10-13T09:30',
  timeZone: 'Europe/Berlin',
  recurrence: { frequency: 'weekly', interval: 1, until: '2026-11-10', count: null },
  exdates: ['2026-10-20T09:00'],
  notes: 'Line one\nLine two',
  stamp: '2026-10-01T08:00:00.000Z',
};
