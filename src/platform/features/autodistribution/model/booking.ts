// How a distribution is booked: the run's transaction rows get an account code as their category,
// and the ledger's transaction rules post them there (lib/ledger README: category → account by
// code). Expense accounts book it as a cost; equity accounts as a distribution to owners.
import type { Account } from '@/lib/ledger/account';

export interface Booking {
  readonly templateId: string | null;
  readonly postAs: 'expense' | 'equity';
  readonly accountCode: string;
}

export const DEFAULT_BOOKING: Booking = { templateId: null, postAs: 'expense', accountCode: '6900' };

export interface BookingOption {
  readonly code: string;
  readonly label: string;
  readonly postAs: 'expense' | 'equity';
}

/** Leaf expense and equity accounts, not archived, expenses first, by code. */
export function bookingOptions(
  accounts: readonly Pick<Account, 'id' | 'code' | 'name' | 'type' | 'parentId' | 'archived'>[],
): BookingOption[] {
  const parents = new Set(accounts.map((a) => a.parentId).filter((id): id is string => id !== null));
  return accounts
    .filter(
      (a): a is typeof a & { type: 'expense' | 'equity' } =>
        (a.type === 'expense' || a.type === 'equity') && !a.archived && !parents.has(a.id),
    )
    .sort((x, y) => (x.type === y.type ? x.code.localeCompare(y.code) : x.type === 'expense' ? -1 : 1))
    .map((a) => ({
      code: a.code,
      postAs: a.type,
      label: `${a.type === 'expense' ? 'Expense' : 'Equity distribution'}: ${a.code} ${a.name}`,
    }));
}
