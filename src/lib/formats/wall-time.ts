// Days and wall-clock times (YYYY-MM-DD, YYYY-MM-DDTHH:mm) and the instants they are in a zone.

/** The parts of a day or wall time ("2026-03-29" or "2026-03-29T10:30"). */
export function wallParts(text: string) {
  const [day = '', time = ''] = text.split('T');
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time ? time.split(':').map(Number) : [];
  return { year, month, day: date, hour, minute, second: 0, isDate: !time };
}

// One formatter per zone (building one costs far more than using one), and the offsets read kept per
// quarter hour: every zone changes its offset on a quarter hour of UTC, so a bucket has one offset.
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
const QUARTER_HOUR = 900_000;

/** The zone's offset from UTC at an instant, in milliseconds (Europe/Berlin in summer: 7,200,000). */
export function offsetAt(zone: string, ms: number): number {
  let known = offsets.get(zone);
  if (!known) offsets.set(zone, (known = new Map()));
  const bucket = Math.floor(ms / QUARTER_HOUR);
  const cached = known.get(bucket);
  if (cached !== undefined) return cached;
  if (known.size > 100_000) known.clear();
  const offset = readOffset(zone, bucket * QUARTER_HOUR);
  known.set(bucket, offset);
  return offset;
}

function readOffset(zone: string, ms: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The wall-clock day and time (YYYY-MM-DD, HH:mm) an instant reads in a zone. */
export function instantToWall(instant: Date, zone: string): { day: string; time: string } {
  const ms = instant.getTime();
  const iso = new Date(ms + (zone === 'UTC' ? 0 : offsetAt(zone, ms))).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant of a wall time in a zone (RFC 5545 3.3.5): a time that occurs twice (the clock set
 * back) is the first; a time that does not occur (the clock set forward) is read with the offset
 * before the change, so it lands as far after the change as it was written after its start.
 */
export function wallToInstant(wall: string, zone: string): Date {
  const p = wallParts(wall);
  const guess = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  if (zone === 'UTC') return new Date(guess);
  const before = offsetAt(zone, guess - 86_400_000);
  const after = offsetAt(zone, guess + 86_400_000);
  if (before === after) return new Date(guess - before);
  const fits = [before, after].filter((offset) => offsetAt(zone, guess - offset) === offset).map((o) => guess - o);
  return new Date(fits.length ? Math.min(...fits) : guess - Math.min(before, after));
}
