// Which categories SBI may propose for a payment: only those that post to an income or expense
// account (the ledger maps a category to the account of that name or code, or the account the user
// mapped it to: lib/ledger/posting-rule.ts), and an account the user mapped a category to, never a
// control account. A control account is one the app posts to itself from documents or the chain:
// Accounts receivable and payable, Taxes payable, the wallets, Opening balances, Uncategorised
// (suspense), and every equity account. Proposing one of them would move a receipt into a balance
// the documents own (a client's payment "to Accounts payable"), so it is never offered, whatever the
// rows were labelled with; an unknown category (it would post to Uncategorised) is not offered either.
import type { Account } from '@/lib/ledger/account';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { categoryAccountId } from '@/lib/ledger/posting-rule';

/** The chart the ledger posts categories to, and the user's category (in lower case) → account mapping. */
export interface CategoryChart {
  readonly accounts: readonly Account[];
  readonly mapped: ReadonlyMap<string, string>;
}

const CONTROL_IDS: ReadonlySet<string> = new Set([
  ACCOUNT_IDS.receivable,
  ACCOUNT_IDS.payable,
  ACCOUNT_IDS.taxesPayable,
  ACCOUNT_IDS.wallets,
  ACCOUNT_IDS.openingBalances,
  ACCOUNT_IDS.suspense,
]);

/** Whether an account is a control account (posted by the app from documents or the chain). */
export function isControlAccount(account: Account, accounts: readonly Account[]): boolean {
  if (CONTROL_IDS.has(account.id) || account.type === 'equity') return true;
  // A wallet's own account sits under Crypto wallets.
  const parent = accounts.find((a) => a.id === account.parentId);
  return parent !== undefined && parent.id === ACCOUNT_IDS.wallets;
}

/** A test of whether SBI may propose a category. */
export function proposableCategories(chart: CategoryChart): (category: string) => boolean {
  const byId = new Map(chart.accounts.map((a) => [a.id, a]));
  const context = { accounts: chart.accounts, categoryAccounts: chart.mapped };
  const cache = new Map<string, boolean>();
  return (category) => {
    const known = cache.get(category);
    if (known !== undefined) return known;
    const account = byId.get(categoryAccountId(category, context));
    const mapped = chart.mapped.has(category.trim().toLowerCase());
    const allowed =
      account !== undefined &&
      !account.archived &&
      !isControlAccount(account, chart.accounts) &&
      (mapped || account.type === 'income' || account.type === 'expense');
    cache.set(category, allowed);
    return allowed;
  };
}
