// Makes the journal match what the rules want now, without ever editing a posted entry: a source
// whose wanted entry changed (recategorised, re-dated, fee known) is reversed and posted again.
import { isLive, postDraft, reverse, type Entry, type EntryDraft, type Posting } from './entry';

export interface Reconciliation {
  /** Drafts to post (new sources, or changed ones after their reversal). */
  readonly toPost: EntryDraft[];
  /** Live entries to reverse (changed or no longer wanted). */
  readonly toReverse: Entry[];
}

function postingKey(p: Posting): string {
  return `${p.accountId}|${p.commodity}|${p.amount}|${p.decimals}`;
}

/** Whether a live entry already says what a draft says (postings compared as a multiset). */
export function sameContent(entry: EntryDraft, draft: EntryDraft): boolean {
  if (entry.date !== draft.date || entry.memo !== draft.memo || entry.postings.length !== draft.postings.length)
    return false;
  const a = entry.postings.map(postingKey).sort();
  const b = draft.postings.map(postingKey).sort();
  return a.every((key, i) => key === b[i]);
}

/**
 * What to post and reverse so the live entries of the sources in scope equal `desired`. `inScope`
 * says which sources the caller's rules answer for (default: every `tx:` source, a full re-run);
 * live entries of other sources are left alone. Running it on its own result gives nothing to do.
 */
export function reconcile(
  existing: readonly Entry[],
  desired: readonly EntryDraft[],
  inScope: (source: string) => boolean = (s) => s.startsWith('tx:'),
): Reconciliation {
  const wanted = new Map<string, EntryDraft>();
  for (const draft of desired) {
    if (wanted.has(draft.source)) throw new RangeError(`Two drafts share the source ${draft.source}`);
    wanted.set(draft.source, draft);
  }
  const toReverse: Entry[] = [];
  const kept = new Set<string>();
  for (const entry of existing) {
    if (!isLive(entry) || entry.source === 'manual') continue;
    const draft = wanted.get(entry.source);
    if (draft && !kept.has(entry.source) && sameContent(entry, draft)) kept.add(entry.source);
    else if (draft || inScope(entry.source)) toReverse.push(entry);
  }
  const toPost = desired.filter((draft) => !kept.has(draft.source));
  return { toPost, toReverse };
}

/** Applies a reconciliation: reversals first (dated by `reversalDate`), then the new entries; returns the whole journal. */
export function applyReconciliation(
  entries: readonly Entry[],
  plan: Reconciliation,
  options: { newId: () => string; reversalDate: (entry: Entry) => string; postedBy: string | null },
): Entry[] {
  const journal = [...entries];
  for (const entry of plan.toReverse) {
    const index = journal.findIndex((e) => e.id === entry.id);
    const current = journal[index];
    if (!current) throw new RangeError(`Entry ${entry.id} is not in the journal`);
    const { original, reversal } = reverse(current, options.reversalDate(entry), options.newId(), options.postedBy);
    journal[index] = original;
    journal.push(reversal);
  }
  for (const draft of plan.toPost) journal.push(postDraft(draft, options.newId(), options.postedBy));
  return journal;
}
