// Python's icalendar (Debian's python3-icalendar, installed by .ci/run) as an independent reader of
// the export: same UIDs, SEQUENCE, DTSTAMP, RRULE and EXDATE, and its own reading of our generated
// VTIMEZONE (icalendar builds a tzinfo from the component) gives the same instants as ours.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeIcs } from './ical-events';
import { wallToInstant } from './wall-time';
import { WEEKLY_BERLIN } from './ical-events.testing';

const READER = `
import json, sys, datetime, icalendar
cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
zones = {tz['TZID']: tz.to_tz() for tz in cal.walk('VTIMEZONE')}
def instant(value, tzid):
    naive = value.replace(tzinfo=None)
    zone = zones[tzid]
    # icalendar builds a pytz-style zone from a VTIMEZONE: only localize() picks the observance.
    local = zone.localize(naive) if hasattr(zone, 'localize') else naive.replace(tzinfo=zone)
    return local.astimezone(datetime.timezone.utc).isoformat()
out = []
for ev in cal.walk('VEVENT'):
    start = ev['DTSTART']
    tzid = start.params.get('TZID')
    exdates = [d.dt for ex in (ev.get('EXDATE') if isinstance(ev.get('EXDATE'), list) else [ev.get('EXDATE')]) if ex for d in ex.dts]
    out.append({
        'uid': str(ev['UID']), 'sequence': int(ev['SEQUENCE']), 'summary': str(ev['SUMMARY']),
        'dtstamp': ev['DTSTAMP'].dt.isoformat(), 'tzid': tzid,
        'start': instant(start.dt, tzid), 'end': instant(ev['DTEND'].dt, tzid),
        'rrule': ev['RRULE'].to_ical().decode(), 'exdates': [instant(d, tzid) for d in exdates],
        'description': str(ev['DESCRIPTION']),
    })
print(json.dumps({'zones': sorted(zones), 'events': out}))
`;

const dir = mkdtempSync(join(tmpdir(), 'ics-oracle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the export read by Python icalendar', () => {
  it('gives the same fields and, through our VTIMEZONE, the same instants across the DST change', () => {
    const file = join(dir, 'calendar.ics');
    const later = { ...WEEKLY_BERLIN, uid: 'second@ledgerline', start: '2026-03-20T18:15', end: '2026-03-20T19:00' };
    writeFileSync(file, writeIcs([WEEKLY_BERLIN, { ...later, exdates: ['2026-04-03T18:15'] }]));
    // Debian's interpreter (where apt installs the package), not whatever python3 comes first on the PATH.
    const parsed = JSON.parse(execFileSync('/usr/bin/python3', ['-c', READER, file], { encoding: 'utf8' })) as {
      zones: string[];
      events: Record<string, unknown>[];
    };
    const utc = (wall: string) => wallToInstant(wall, 'Europe/Berlin').toISOString().replace('.000Z', '+00:00');
    expect(parsed.zones).toEqual(['Europe/Berlin']);
    expect(parsed.events).toEqual([
      {
        uid: 'weekly-standup@ledgerline',
        sequence: 3,
        summary: 'Standup, budget; review',
        dtstamp: '2026-10-01T08:00:00+00:00',
        tzid: 'Europe/Berlin',
        start: utc('2026-10-13T09:00'),
        end: utc('2026-10-13T09:30'),
        rrule: 'FREQ=WEEKLY;UNTIL=20261110T225959Z',
        exdates: [utc('2026-10-20T09:00')],
        description: 'Line one\nLine two',
      },
      expect.objectContaining({
        uid: 'second@ledgerline',
        start: '2026-03-20T17:15:00+00:00',
        exdates: ['2026-04-03T16:15:00+00:00'],
      }),
    ]);
  });
});
