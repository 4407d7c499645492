// IANA time zone names (Europe/Berlin), checked against the runtime's own zone data.
import { z } from 'zod';

/** Whether `zone` is an IANA time zone name the runtime knows ('UTC' included; offsets such as "+02:00" are refused). */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name. */
export const timeZoneSchema = z.string().max(64).refine(isIanaTimeZone, 'Choose a time zone from the list');

/** The browser's own time zone (UTC if it does not say). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : 'UTC';
}

/** Every zone the runtime knows, sorted, with UTC. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...names, 'UTC'])].sort();
}
