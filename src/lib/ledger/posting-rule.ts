// The one interface every generator of entries implements (transactions now; invoices, bills and
// distributions later). A rule is pure and keyed by source: the same input always gives the same
// drafts with the same sources, which is what lets `reconcile` make re-running a no-op.
import type { Account } from './account';
import { ACCOUNT_IDS } from './default-chart';
import type { EntryDraft } from './entry';

/** What rules may consult; `walletAccount` names (and, in `runRules`, creates) a wallet's account. */
export interface RuleContext {
  readonly accounts: readonly Account[];
  /** User-chosen category (in lower case) → account id; wins over matching by name or code. */
  readonly categoryAccounts: ReadonlyMap<string, string>;
  walletAccount(chainId: number, address: string, asset: string, symbol: string): string;
}

export type PostingRule<Input> = (input: Input, context: RuleContext) => EntryDraft[];

/**
 * The account a category posts to: the explicit mapping, else the live account whose name (any case)
 * or code equals it, else the uncategorised suspense account.
 */
export function categoryAccountId(
  category: string | null,
  context: Pick<RuleContext, 'accounts' | 'categoryAccounts'>,
): string {
  const wanted = category?.trim() ?? '';
  if (!wanted) return ACCOUNT_IDS.suspense;
  const lower = wanted.toLowerCase();
  // The mapping is keyed by the category in lower case (lib/db/entities/category-account.ts).
  const mapped = context.categoryAccounts.get(lower) ?? context.categoryAccounts.get(wanted);
  if (mapped && context.accounts.some((a) => a.id === mapped && !a.archived)) return mapped;
  const match = context.accounts.find((a) => !a.archived && (a.name.toLowerCase() === lower || a.code === wanted));
  return match ? match.id : ACCOUNT_IDS.suspense;
}
