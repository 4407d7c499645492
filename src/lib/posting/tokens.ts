// Tokens: a token's issuance (each mint or burn, source `token:<chainId>:<hash>:<logIndex>`) is
// posted when the Tokens page asks (postTokenIssuance: the page reads the dates from the chain).
// A mint in a closed period is held as a draft like every other kind; the ledger poster posts the
// held drafts once their period reopens (heldTokenPoster), since it cannot read the chain itself.
import type { EntryDraft } from '@/lib/ledger/entry';
import type { Actor } from '@/lib/ledger/store/journal-store';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { isHeldDraft } from './apply-plan';
import type { RecordPoster } from './record-posting';
import { postSourcedEntries, type SourcedPostSummary } from './sourced-entries';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Every token entry's source starts with this. */
export const TOKEN_PREFIX = 'token:';

/** The id of a token entry: `<source>:entry`, then `:entry-2`… after reversals. */
function tokenEntryId(source: string, earlier: number): string {
  return `${source}:entry${earlier === 0 ? '' : `-${earlier + 1}`}`;
}

/** Posts the issuance drafts not yet in the journal (held where a closed period refuses them). */
export function postTokenIssuance(
  db: WorkspaceDb,
  drafts: readonly EntryDraft[],
  actor: Actor,
): Promise<SourcedPostSummary> {
  return postSourcedEntries(db, drafts, tokenEntryId, actor);
}

/** The held token drafts, proposed again on each run: posted once their period is open. */
export const heldTokenPoster: RecordPoster = {
  prefix: TOKEN_PREFIX,
  tables: [],
  async load(db) {
    const held = (await db.journalEntries.where('source').startsWith(TOKEN_PREFIX).toArray()).filter(isHeldDraft);
    const drafts: EntryDraft[] = held.map((row) => {
      const { date, memo, source, postings } = entryFromRow(row);
      return { date, memo, source, postings };
    });
    const sources = new Set(drafts.map((draft) => draft.source));
    return { drafts: () => drafts, claims: [], inScope: (source) => sources.has(source) };
  },
};
