// The chart of accounts: a flat list whose `parentId` links form the tree. Accounts are never
// deleted once used (the journal must keep pointing at them); archiving hides them instead.

import type { AccountType } from '@/lib/primitives/account-types';

export interface Account {
  /** Stable key postings refer to; never reused. */
  readonly id: string;
  /** The accountant's number (`1100`); unique in the chart, orders the tree. */
  readonly code: string;
  readonly name: string;
  readonly type: AccountType;
  readonly parentId: string | null;
  readonly archived: boolean;
}

/** What an account rule reports back: the new chart, or why the change was refused. */
export type ChartResult = { ok: true; accounts: Account[] } | { ok: false; message: string };

const CODE = /^[0-9]{3,10}$/;

/** Adds an account to the chart; refuses a taken id or code, a bad code, or a parent of another type. */
export function addAccount(accounts: readonly Account[], account: Account): ChartResult {
  const name = account.name.trim();
  if (!name) return { ok: false, message: 'Enter a name' };
  if (!CODE.test(account.code)) return { ok: false, message: 'Use a code of 3 to 10 digits' };
  if (accounts.some((a) => a.id === account.id))
    return { ok: false, message: `An account with id ${account.id} exists` };
  const sameCode = accounts.find((a) => a.code === account.code);
  if (sameCode) return { ok: false, message: `Code ${account.code} is taken by ${sameCode.name}` };
  if (account.parentId !== null) {
    const parent = accounts.find((a) => a.id === account.parentId);
    if (!parent) return { ok: false, message: 'The parent account does not exist' };
    // Reports group by type through the tree, so a subtree never mixes types.
    if (parent.type !== account.type)
      return { ok: false, message: `${parent.name} holds ${parent.type} accounts only` };
  }
  return { ok: true, accounts: [...accounts, { ...account, name }] };
}

/** Renames an account; the id (and so every posting) stays. */
export function renameAccount(accounts: readonly Account[], id: string, name: string): ChartResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: 'Enter a name' };
  if (!accounts.some((a) => a.id === id)) return { ok: false, message: 'No such account' };
  return { ok: true, accounts: accounts.map((a) => (a.id === id ? { ...a, name: trimmed } : a)) };
}

/** Archives (or restores) an account: it keeps its postings but is no longer offered for new ones. */
export function setArchived(accounts: readonly Account[], id: string, archived: boolean): ChartResult {
  if (!accounts.some((a) => a.id === id)) return { ok: false, message: 'No such account' };
  return { ok: true, accounts: accounts.map((a) => (a.id === id ? { ...a, archived } : a)) };
}

/** Whether an account may be deleted: only when no posting (draft or posted) and no child uses it. */
export function canDelete(
  account: Pick<Account, 'id'>,
  postings: Iterable<{ accountId: string }>,
  accounts: readonly Pick<Account, 'parentId'>[] = [],
): boolean {
  for (const posting of postings) if (posting.accountId === account.id) return false;
  return !accounts.some((a) => a.parentId === account.id);
}

/**
 * Why an account may not be deleted, or null when it may: a posting (draft or posted) uses it, it
 * has sub-accounts, or it is one of `protectedIds` (the accounts the posting rules need).
 */
export function deletionRefusal(
  id: string,
  usage: { readonly hasPostings: boolean; readonly accounts: readonly Pick<Account, 'parentId'>[] },
  protectedIds: ReadonlySet<string> = new Set(),
): string | null {
  if (protectedIds.has(id)) return 'The posting rules use this account; archive it instead';
  if (usage.hasPostings) return 'It has postings; archive it instead';
  if (!canDelete({ id }, [], usage.accounts)) return 'It has sub-accounts; delete them first';
  return null;
}

/** The chain of accounts from the root down to `id` (the account itself last). */
export function accountPath(accounts: readonly Account[], id: string): Account[] {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const path: Account[] = [];
  const seen = new Set<string>();
  for (
    let current = byId.get(id);
    current && !seen.has(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  ) {
    seen.add(current.id);
    path.unshift(current);
  }
  return path;
}
