// VTIMEZONE components generated from the IANA zone's own transitions (the runtime's time zone data,
// read through @date-fns/tz), so an exported TZID time never depends on the reader's guess of a zone.
// One observance per transition in the years asked for, plus the offset in force when they begin.
import ICAL from 'ical.js';
import { tzName, tzOffset, tzScan } from '@date-fns/tz';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** Wall-clock components of an instant at a fixed offset (minutes east of UTC). */
function wallAt(instant: Date, offsetMinutes: number) {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    isDate: false,
  };
}

function observance(input: { from: number; to: number; onset: Date; daylight: boolean; name: string }): ICAL.Component {
  const component = new ICAL.Component(input.daylight ? 'daylight' : 'standard');
  // DTSTART is the local time of the onset as the clock showed it before the change (TZOFFSETFROM).
  component.addPropertyWithValue('dtstart', ICAL.Time.fromData(wallAt(input.onset, input.from)));
  component.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(input.from * 60));
  component.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(input.to * 60));
  if (input.name) component.addPropertyWithValue('tzname', input.name);
  return component;
}

/** The zone's short name at an instant ("CEST"), or '' when the runtime only knows "GMT+2". */
function shortName(zone: string, at: Date): string {
  const name = tzName(zone, at, 'short');
  return /^(GMT|UTC)[+-]/.test(name) ? '' : name;
}

/** A VTIMEZONE for an IANA zone covering the years `fromYear`..`toYear` (inclusive). */
export function vtimezone(zone: string, fromYear: number, toYear: number): ICAL.Component {
  const start = new Date(Date.UTC(fromYear, 0, 1));
  const end = new Date(Date.UTC(toYear + 1, 0, 1));
  const component = new ICAL.Component('vtimezone');
  component.addPropertyWithValue('tzid', zone);
  const changes = tzScan(zone, { start, end });
  const first = tzOffset(zone, start);
  // Standard time is the smaller offset of the year; a later offset above it is daylight time.
  const standardOf = (at: Date) => {
    const year = at.getUTCFullYear();
    return Math.min(tzOffset(zone, new Date(Date.UTC(year, 0, 1))), tzOffset(zone, new Date(Date.UTC(year, 6, 1))));
  };
  component.addSubcomponent(
    observance({
      from: first,
      to: first,
      onset: start,
      daylight: first > standardOf(start),
      name: shortName(zone, start),
    }),
  );
  for (const change of changes) {
    const to = change.offset;
    const from = to - change.change;
    component.addSubcomponent(
      observance({
        from,
        to,
        onset: change.date,
        daylight: to > standardOf(change.date),
        name: shortName(zone, change.date),
      }),
    );
  }
  return component;
}

/** "+0130"-style text of an offset in minutes (for messages and tests). */
export function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}
