import { useId, useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { TrialBalance } from '@/lib/ledger/trial-balance';
import { accountsWithPostings, deletionBlock, rollUpBalances } from '@/platform/features/accounting/model/chart-tree';
import { formatUnits } from '@/platform/features/accounting/model/format';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { AccountRow } from './chart-account-row';

interface ChartProps {
  readonly accounts: readonly LedgerAccount[];
  /** Every entry, drafts included: an account any of them uses cannot be deleted. */
  readonly entries: readonly JournalEntry[];
  readonly trial: TrialBalance | null;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly store: AccountingStore;
}

/** The chart of accounts as a tree (by parent, ordered by code) with balances; add, rename, archive, delete an unused account. */
export function ChartSection({ accounts, entries, trial, infos, store }: ChartProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({ code: '', name: '', parentId: '' });
  const used = useMemo(() => accountsWithPostings(entries), [entries]);
  // A group shows the sum of everything below it (and any posting made to it directly).
  const rolled = useMemo(
    () =>
      rollUpBalances(
        accounts,
        (trial?.rows ?? []).map((r) => ({
          accountId: r.account.id,
          commodity: r.commodity,
          amount: r.balance,
          decimals: r.decimals,
        })),
      ),
    [accounts, trial],
  );
  const balances = (accountId: string) =>
    (rolled.get(accountId) ?? []).map((r) => formatUnits(r.amount, r.decimals, r.commodity, infos)).join(', ');
  const children = (parentId: string | null) => accounts.filter((a) => a.parentId === parentId);

  function branch(parentId: string | null, depth: number): ReactNode {
    const list = children(parentId);
    if (list.length === 0) return null;
    return (
      <ul
        role={depth === 0 ? 'tree' : 'group'}
        aria-label={depth === 0 ? 'Chart of accounts' : undefined}
        className={depth === 0 ? 'space-y-1' : 'ml-5 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800'}
      >
        {list.map((a) => (
          <AccountRow
            key={a.id}
            account={a}
            balances={balances(a.id)}
            group={children(a.id).length > 0}
            root={parentId === null}
            deletionBlock={deletionBlock(a.id, used, accounts)}
            store={store}
          >
            {branch(a.id, depth + 1)}
          </AccountRow>
        ))}
      </ul>
    );
  }

  async function add(event: SubmitEvent) {
    event.preventDefault();
    const parent = accounts.find((a) => a.id === form.parentId);
    if (!parent) return setError('Choose where the account goes');
    const result = await store.addAccount({
      code: form.code.trim(),
      name: form.name,
      type: parent.type,
      parentId: parent.id,
    });
    if (!result.ok) return setError(result.message);
    setError(null);
    setForm({ code: '', name: '', parentId: form.parentId });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        Chart of accounts
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Balances at the end of the report period; a group's total includes its sub-accounts. A transaction's category
        posts to the account with that name or code, else to 1900 Uncategorised.
      </p>
      {branch(null, 0)}
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add an account">
        <div className="space-y-1">
          <label htmlFor={`${id}-parent`} className={LABEL_CLASSES}>
            Under
          </label>
          <select
            id={`${id}-parent`}
            className={CONTROL_CLASSES}
            value={form.parentId}
            onChange={(e) => setForm({ ...form, parentId: e.target.value })}
          >
            <option value="">Choose…</option>
            {accounts
              .filter((a) => !a.archived)
              .map((a) => (
                <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
              ))}
          </select>
        </div>
        <div className="w-28 space-y-1">
          <label htmlFor={`${id}-code`} className={LABEL_CLASSES}>
            Code
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            className={CONTROL_CLASSES}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={LABEL_CLASSES}>
            Name
          </label>
          <input
            id={`${id}-name`}
            className={CONTROL_CLASSES}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary">
          Add account
        </Button>
      </form>
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
