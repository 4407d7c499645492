// The workspace schema's rules for a journal entry, written out as plain checks: the page's CSP has
// no 'unsafe-eval', so zod runs without its compiled parsers, and checking every entry of a large
// journal through it dominated a reload (as for chain rows: the Transactions README). An entry that
// passes here is one the schema accepts unchanged; any other goes through zod, which gives the
// messages. A test holds the two to the same answer (fast-entry-check.test.ts).
import { z } from 'zod';
import { ENTRY_STATUSES, journalEntrySchema, type JournalEntry } from '@/lib/db/entities/journal-entry';
import { checkStoredRows, type ReadResult } from '@/lib/db/records';
import { isIsoDay } from '@/lib/primitives/iso-day';

const KEYS = new Set(Object.keys(journalEntrySchema.shape));
const POSTING_KEYS = new Set(['accountId', 'commodity', 'amount', 'decimals']);
const SIGNED_UNITS = /^(0|-?[1-9][0-9]*)$/;
// zod's ISO date-time pattern with the defaults of `z.iso.datetime()` (any precision, `Z` only).
const DATETIME = z.regexes.datetime({});
const STATUSES = new Set<unknown>(ENTRY_STATUSES);
// A journal has few distinct days: each is checked once (a Date per check otherwise).
const DAYS_LIMIT = 20_000;
const days = new Map<string, boolean>();

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max;
const onlyKeys = (v: Fields, allowed: ReadonlySet<string>) => {
  for (const key in v) if (!allowed.has(key) || v[key] === undefined) return false;
  return true;
};
function day(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  let ok = days.get(v);
  if (ok === undefined) {
    ok = isIsoDay(v);
    if (days.size >= DAYS_LIMIT) days.clear();
    days.set(v, ok);
  }
  return ok;
}
const posting = (p: unknown) =>
  isObject(p) &&
  onlyKeys(p, POSTING_KEYS) &&
  str(p.accountId, 1, 200) &&
  str(p.commodity, 1, 100) &&
  typeof p.amount === 'string' &&
  SIGNED_UNITS.test(p.amount) &&
  Number.isSafeInteger(p.decimals) &&
  (p.decimals as number) >= 0 &&
  (p.decimals as number) <= 255;

/** The entry itself when the schema would accept it as stored, else null (the caller asks the schema). */
export function fastJournalEntry(raw: unknown): JournalEntry | null {
  if (!isObject(raw) || !onlyKeys(raw, KEYS)) return null;
  const e = raw;
  const ok =
    str(e.id, 1, 200) &&
    day(e.date) &&
    str(e.memo, 0, 1000) &&
    Array.isArray(e.postings) &&
    e.postings.length <= 1000 &&
    e.postings.every(posting) &&
    str(e.source, 1, 300) &&
    STATUSES.has(e.status) &&
    (e.postedBy === null || str(e.postedBy, 0, 100)) &&
    (e.reversalOf === null || str(e.reversalOf, 1, 200)) &&
    (e.reversedBy === null || str(e.reversedBy, 1, 200)) &&
    (e.heldReason === null || str(e.heldReason, 0, 1000)) &&
    typeof e.recordedAt === 'string' &&
    DATETIME.test(e.recordedAt);
  return ok ? (e as JournalEntry) : null;
}

/** Checks stored entries: the plain checks first, the schema for the rest (and its messages). */
export function checkJournalRows(rows: readonly unknown[]): ReadResult<'journalEntries'> {
  const records: JournalEntry[] = [];
  const rest: unknown[] = [];
  for (const row of rows) {
    const fast = fastJournalEntry(row);
    if (fast) records.push(fast);
    else rest.push(row);
  }
  if (rest.length === 0) return { records, corrupt: [] };
  const checked = checkStoredRows('journalEntries', rest);
  return { records: [...records, ...checked.records], corrupt: checked.corrupt };
}
