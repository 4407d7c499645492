// The chart of accounts as the page shows it: which accounts may be deleted (and why not).
import type { JournalEntry } from '../../../../lib/db/entities/journal-entry';
import { deletionRefusal, type Account } from '../../../../lib/ledger/account';
import { RULE_ACCOUNT_IDS } from '../../../../lib/ledger/default-chart';

/** The ids of every account a posting uses, drafts included (a draft would lose its account). */
export function accountsWithPostings(entries: readonly Pick<JournalEntry, 'postings'>[]): Set<string> {
  const used = new Set<string>();
  for (const entry of entries) for (const p of entry.postings) used.add(p.accountId);
  return used;
}

/** Why `id` cannot be deleted (as the store would answer), or null when Delete is offered. */
export function deletionBlock(id: string, used: ReadonlySet<string>, accounts: readonly Pick<Account, 'parentId'>[]): string | null {
  return deletionRefusal(id, { hasPostings: used.has(id), accounts }, RULE_ACCOUNT_IDS);
}
