// The chart of accounts as the page shows it: which accounts may be deleted (and why not), and
// the balances of groups rolled up from their sub-accounts.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { deletionRefusal, type Account } from '@/lib/ledger/account';
import type { CommodityAmount } from '@/lib/ledger/balances';
import { RULE_ACCOUNT_IDS } from '@/lib/ledger/default-chart';

/** The ids of every account a posting uses, drafts included (a draft would lose its account). */
export function accountsWithPostings(entries: readonly Pick<JournalEntry, 'postings'>[]): Set<string> {
  const used = new Set<string>();
  for (const entry of entries) for (const p of entry.postings) used.add(p.accountId);
  return used;
}

/** Why `id` cannot be deleted (as the store would answer), or null when Delete is offered. */
export function deletionBlock(
  id: string,
  used: ReadonlySet<string>,
  accounts: readonly Pick<Account, 'parentId'>[],
): string | null {
  return deletionRefusal(id, { hasPostings: used.has(id), accounts }, RULE_ACCOUNT_IDS);
}

/** One account's balance in one commodity (debit > 0). */
export interface AccountBalance {
  readonly accountId: string;
  readonly commodity: string;
  readonly amount: bigint;
  readonly decimals: number;
}

/**
 * Each account's balance including every sub-account below it, per commodity (sorted by
 * commodity, zero sums left out): what a group such as 1000 Assets shows in the tree. A leaf's is
 * its own balance. A broken parent chain (a cycle, a missing parent) stops at the break.
 */
export function rollUpBalances(
  accounts: readonly Pick<Account, 'id' | 'parentId'>[],
  balances: readonly AccountBalance[],
): Map<string, CommodityAmount[]> {
  const parentOf = new Map(accounts.map((a) => [a.id, a.parentId]));
  const sums = new Map<string, Map<string, CommodityAmount>>();
  for (const balance of balances) {
    const seen = new Set<string>();
    for (let id: string | null | undefined = balance.accountId; id != null && !seen.has(id); id = parentOf.get(id)) {
      seen.add(id);
      const perCommodity = sums.get(id) ?? new Map<string, CommodityAmount>();
      const current = perCommodity.get(balance.commodity)?.amount ?? 0n;
      perCommodity.set(balance.commodity, {
        commodity: balance.commodity,
        decimals: balance.decimals,
        amount: current + balance.amount,
      });
      sums.set(id, perCommodity);
    }
  }
  const rolled = new Map<string, CommodityAmount[]>();
  for (const [id, perCommodity] of sums) {
    const list = [...perCommodity.values()]
      .filter((c) => c.amount !== 0n)
      .sort((a, b) => a.commodity.localeCompare(b.commodity));
    if (list.length > 0) rolled.set(id, list);
  }
  return rolled;
}
