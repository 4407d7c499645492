// The chart of accounts as the page shows it: which accounts may be deleted (and why not), and
// the balances of groups rolled up from their sub-accounts.
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { deletionRefusal, type Account } from '@/lib/ledger/account';
import { addValuations, type CommodityAmount, type Valuation } from '@/lib/ledger/balances';
import type { BaseValue } from '@/lib/ledger/base-value';
import { exactToString } from '@/lib/ledger/exact';
import { worseNote, type PriceNote } from '@/lib/ledger/price-note';
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

/** One account's balance in one commodity (debit > 0), valued with the price that values it. */
export interface AccountBalance {
  readonly accountId: string;
  readonly commodity: string;
  readonly amount: bigint;
  readonly decimals: number;
  readonly value: Valuation;
  readonly price: PriceNote;
}

/** A balance as the tree shows it: the amount and its value in the base currency (missing: no price). */
export interface RolledBalance extends CommodityAmount {
  readonly value: Valuation;
  readonly price: PriceNote;
}

/**
 * Each account's balance including every sub-account below it, per commodity (sorted by
 * commodity, zero sums left out): what a group such as 1000 Assets shows in the tree. A leaf's is
 * its own balance. A group's value is the sum of its sub-accounts' (missing if one is), its price
 * the worst they used. A broken parent chain (a cycle, a missing parent) stops at the break.
 */
export function rollUpBalances(
  accounts: readonly Pick<Account, 'id' | 'parentId'>[],
  balances: readonly AccountBalance[],
): Map<string, RolledBalance[]> {
  const parentOf = new Map(accounts.map((a) => [a.id, a.parentId]));
  const sums = new Map<string, Map<string, RolledBalance>>();
  for (const balance of balances) {
    const seen = new Set<string>();
    for (let id: string | null | undefined = balance.accountId; id != null && !seen.has(id); id = parentOf.get(id)) {
      seen.add(id);
      const perCommodity = sums.get(id) ?? new Map<string, RolledBalance>();
      const current = perCommodity.get(balance.commodity);
      perCommodity.set(balance.commodity, {
        commodity: balance.commodity,
        decimals: balance.decimals,
        amount: (current?.amount ?? 0n) + balance.amount,
        value: current ? addValuations(current.value, balance.value) : balance.value,
        price: worseNote(current?.price ?? null, balance.price),
      });
      sums.set(id, perCommodity);
    }
  }
  const rolled = new Map<string, RolledBalance[]>();
  for (const [id, perCommodity] of sums) {
    const list = [...perCommodity.values()]
      .filter((c) => c.amount !== 0n)
      .sort((a, b) => a.commodity.localeCompare(b.commodity));
    if (list.length > 0) rolled.set(id, list);
  }
  return rolled;
}

/**
 * A rolled balance's value as the kit's AmountValue shows it beside the amount (lib/ledger/base-value's
 * shape): the exact value with its price's source and stale mark, `missing` without a price (never 0),
 * or null without a base currency.
 */
export function balanceBaseValue(line: RolledBalance, baseCurrency: string): BaseValue | null {
  if (!baseCurrency) return null;
  if (line.value === 'missing' || line.price.mark === 'missing') return { kind: 'missing', currency: baseCurrency };
  return {
    kind: 'value',
    decimal: exactToString(line.value),
    currency: baseCurrency,
    stale: line.price.mark === 'stale',
    source: line.price.source,
  };
}
