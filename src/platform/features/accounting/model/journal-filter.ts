// The journal's Source and Status columns and filters as pure logic. A source names what made the
// entry (`manual`, `tx:…`, `invoice:…`, `bill:…`, `distribution:…`, `token:…`); its kind is the part
// before the first colon, and the journal labels and filters by it.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { checkBalanced } from '@/lib/ledger/entry';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';

export const SOURCE_KINDS = ['manual', 'tx', 'invoice', 'bill', 'distribution', 'token'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The filter's name for each kind (an unknown prefix is `other`). */
export const SOURCE_KIND_NAMES: Readonly<Record<SourceKind | 'other', string>> = {
  manual: 'Manual',
  tx: 'Transactions',
  invoice: 'Invoices',
  bill: 'Bills',
  distribution: 'Distributions',
  token: 'Tokens',
  other: 'Other',
};

export type SourceFilter = 'all' | SourceKind | 'other';
export type StatusFilter = 'all' | 'live' | 'reversed' | 'draft';

const isKind = (value: string): value is SourceKind => (SOURCE_KINDS as readonly string[]).includes(value);

/** The kind of a source: its prefix when known, else `other`. */
export function sourceKind(source: string): SourceKind | 'other' {
  const prefix = source.split(':', 1)[0] ?? '';
  return isKind(prefix) ? prefix : 'other';
}

/** The Source column: the kind, told apart where it matters (`tx fee`, `invoice payment`); an unknown prefix as written. */
export function sourceLabel(source: string): string {
  const kind = sourceKind(source);
  if (kind === 'other') return source.split(':', 1)[0] || source;
  if (kind === 'tx' && source.endsWith(':fee')) return 'tx fee';
  if (kind === 'invoice' && /^invoice:[^:]+:(payment|match):/.test(source)) return 'invoice payment';
  return kind;
}

/** The Source filter's choices: every known kind, and `other` when some entry has an unknown prefix. */
export function sourceFilterOptions(
  entries: readonly Pick<JournalEntry, 'source'>[],
): { value: SourceFilter; label: string }[] {
  const kinds: (SourceKind | 'other')[] = [...SOURCE_KINDS];
  if (entries.some((e) => sourceKind(e.source) === 'other')) kinds.push('other');
  return [
    { value: 'all', label: 'All sources' },
    ...kinds.map((kind) => ({ value: kind, label: SOURCE_KIND_NAMES[kind] })),
  ];
}

/** The Status column. */
export function statusLabel(e: Pick<JournalEntry, 'status' | 'heldReason' | 'reversalOf' | 'reversedBy'>): string {
  if (e.status === 'draft') return e.heldReason ? 'draft (held)' : 'draft';
  return e.reversalOf ? 'reversal' : e.reversedBy ? 'reversed' : 'posted';
}

/** A draft saved from the entry form (not one the ledger poster holds): posted or deleted from the journal. */
export function isManualDraft(e: Pick<JournalEntry, 'status' | 'source' | 'heldReason'>): boolean {
  return e.status === 'draft' && e.source === 'manual' && e.heldReason === null;
}

/** What the Memo column adds: why a held draft waits, or how a manual draft is out of balance. */
export function memoNote(e: JournalEntry, infos: ReadonlyMap<string, CommodityInfo>): string | null {
  if (e.heldReason) return `held: ${e.heldReason}`;
  if (!isManualDraft(e)) return null;
  const check = checkBalanced(entryFromRow(e), infos);
  return check.ok ? 'draft, balanced' : `draft: ${check.message}`;
}

export interface JournalFilter {
  readonly accountId: string;
  /** Only entries dated in this range, when set. */
  readonly range: { readonly from: string; readonly to: string } | null;
  readonly source: SourceFilter;
  readonly status: StatusFilter;
  /** Words each found in the entry's search text (journalSearchText), in any letter case; '' for none. */
  readonly query?: string;
}

function statusMatches(e: JournalEntry, status: StatusFilter): boolean {
  if (status === 'all') return true;
  if (status === 'draft') return e.status === 'draft';
  if (e.status !== 'posted') return false;
  const touched = e.reversedBy !== null || e.reversalOf !== null;
  return status === 'reversed' ? touched : !touched;
}

/**
 * What the journal's search looks in, lower-cased: the memo, the source, who posted it (`who`: a
 * member's name or the address) and each posting's account (`accountNames`: code and name).
 */
export function journalSearchText(
  e: JournalEntry,
  accountNames: ReadonlyMap<string, string>,
  who: (postedBy: string | null) => string,
): string {
  const accounts = e.postings.map((p) => accountNames.get(p.accountId) ?? p.accountId);
  return [e.memo, e.source, who(e.postedBy), e.postedBy ?? '', ...accounts].join('\n').toLowerCase();
}

/**
 * `text`, built the first time a search needs an entry's text and kept while the entry is the same
 * object (the live journal keeps an unchanged entry as it was): a new entry costs its own text.
 */
export function cachedSearchText(text: (e: JournalEntry) => string): (e: JournalEntry) => string {
  const texts = new WeakMap<JournalEntry, string>();
  return (e) => {
    let found = texts.get(e);
    if (found === undefined) texts.set(e, (found = text(e)));
    return found;
  };
}

const includesAll = (text: string, terms: readonly string[]) => terms.every((term) => text.includes(term));

/** The entries the journal shows under a filter, in their order; `searchText` is what a query looks in. */
export function filterJournal(
  entries: readonly JournalEntry[],
  filter: JournalFilter,
  searchText: (e: JournalEntry) => string = (e) => e.memo.toLowerCase(),
): JournalEntry[] {
  const { accountId, range, source, status } = filter;
  const terms = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(
    (e) =>
      (!accountId || e.postings.some((p) => p.accountId === accountId)) &&
      (!range || (range.from <= e.date && e.date <= range.to)) &&
      (source === 'all' || sourceKind(e.source) === source) &&
      statusMatches(e, status) &&
      (terms.length === 0 || includesAll(searchText(e), terms)),
  );
}
