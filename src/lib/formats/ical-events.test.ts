import { describe, expect, it } from 'vitest';
import { writeIcs, type IcsEvent } from './ical-events';
import { wallToInstant } from './wall-time';
import { readIcs } from './ical-read';
import { occurrencesBetween } from './ical-recur';
import { WEEKLY_BERLIN } from './ical-events.testing';

const ALL_DAY: IcsEvent = {
  uid: 'close-q4@ledgerline',
  sequence: 0,
  title: 'Quarter close',
  allDay: true,
  start: '2026-12-30',
  end: '2026-12-31',
  timeZone: 'Europe/Berlin',
  recurrence: { frequency: 'yearly', interval: 1, until: null, count: 3 },
  exdates: [],
  notes: '',
  stamp: '2026-10-01T08:00:00.000Z',
};
const UTC_EVENT: IcsEvent = { ...WEEKLY_BERLIN, uid: 'utc@ledgerline', timeZone: 'UTC', recurrence: null, exdates: [] };

describe('ICS writer', () => {
  const text = writeIcs([WEEKLY_BERLIN, ALL_DAY, UTC_EVENT]);

  it('writes UIDs, SEQUENCE, DTSTAMP, zoned times and one VTIMEZONE per TZID', () => {
    expect(text).toContain('UID:weekly-standup@ledgerline');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('DTSTAMP:20261001T080000Z');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261013T090000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261110T225959Z');
    expect(text).toContain('EXDATE;TZID=Europe/Berlin:20261020T090000');
    expect(text).toContain('DTSTART;VALUE=DATE:20261230');
    expect(text).toContain('DTEND;VALUE=DATE:20270101');
    expect(text).toContain('DTSTART:20261013T090000Z');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).toContain('TZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('reads back what it wrote (round trip)', () => {
    // An all-day event has no zone in the file: it takes the reader's default (here the one it had).
    const read = readIcs(text, 'Europe/Berlin');
    expect(read.errors).toEqual([]);
    expect(read.events.map((e) => e.event)).toEqual([WEEKLY_BERLIN, ALL_DAY, UTC_EVENT]);
  });

  it('expands the rule over the DST change: 09:00 Berlin is 07:00 UTC before, 08:00 UTC after', () => {
    const [weekly] = readIcs(text, 'UTC').events;
    expect(weekly?.firstStarts.map((d) => d.toISOString())).toEqual([
      '2026-10-13T07:00:00.000Z',
      '2026-10-27T08:00:00.000Z',
      '2026-11-03T08:00:00.000Z',
      '2026-11-10T08:00:00.000Z',
    ]);
    const own = occurrencesBetween(WEEKLY_BERLIN, new Date('2026-10-01'), new Date('2026-12-01'), 'UTC');
    expect(own.map((o) => o.startAt.toISOString())).toEqual(weekly?.firstStarts.map((d) => d.toISOString()));
  });
});

describe('ICS reader', () => {
  const wrap = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n${body}END:VCALENDAR\r\n`;

  it('reports one error per event it cannot take and keeps the others', () => {
    const result = readIcs(
      wrap(
        'BEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260105T100000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU\r\nEND:VEVENT\r\n' +
          'BEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Fine\r\nDTSTART:20260105T100000\r\nDTEND:20260105T110000\r\nEND:VEVENT\r\n' +
          'BEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260105T100000Z\r\nDTEND:20260104T100000Z\r\nEND:VEVENT\r\n',
      ),
      'Asia/Tokyo',
    );
    expect(result.errors.map((e) => [e.uid, e.message.slice(0, 24)])).toEqual([
      ['a', 'The repeat rule uses BYD'],
      ['c', 'The event ends before it'],
    ]);
    // A floating time is read in the default zone.
    expect(result.events[0]?.event).toMatchObject({ uid: 'b', timeZone: 'Asia/Tokyo', start: '2026-01-05T10:00' });
  });

  it('refuses a file that is not iCalendar', () => {
    expect(readIcs('hello', 'UTC').errors[0]?.message).toMatch(/Not an iCalendar file/);
  });
});

describe('wall times in a zone', () => {
  it('reads a repeated time as its first occurrence and a skipped one with the offset before the change', () => {
    expect(wallToInstant('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallToInstant('2026-03-29T02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallToInstant('2026-07-01T12:00', 'America/New_York').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(wallToInstant('2026-07-01T12:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });
});
