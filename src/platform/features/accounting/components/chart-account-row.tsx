import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES } from '@/components/ui/form-field';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface AccountRowProps {
  readonly account: LedgerAccount;
  /** The balances to show (a group's are the roll-up of its sub-accounts, shown as a total). */
  readonly balances: string;
  readonly group: boolean;
  /** A type root (1000 Assets …): renamed only, never archived or deleted. */
  readonly root: boolean;
  /** Why Delete is not offered, or null when it is. */
  readonly deletionBlock: string | null;
  readonly store: AccountingStore;
  /** The sub-accounts' branch. */
  readonly children: ReactNode;
}

const SMALL = 'px-2 py-0.5 text-xs';
const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** One account of the chart tree: its balances, Rename, Archive/Restore, Delete (or why not), and what went wrong, next to it. */
export function AccountRow({ account: a, balances, group, root, deletionBlock, store, children }: AccountRowProps) {
  const id = useId();
  // The revision the rename started from: a rename in another tab meanwhile is refused as stale
  // (shown here), not silently overwritten.
  const [renaming, setRenaming] = useState<{ readonly name: string; readonly revision: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Every action answers {ok:false} for a refusal and throws when the account changed in another tab.
  async function run(action: () => Promise<{ ok: true } | { ok: false; message: string }>): Promise<boolean> {
    try {
      const result = await action();
      setError(result.ok ? null : result.message);
      return result.ok;
    } catch (failure) {
      setError(message(failure));
      return false;
    }
  }

  async function rename(event: SubmitEvent) {
    event.preventDefault();
    if (renaming === null) return;
    // A refused or stale rename keeps the typed name for another try.
    if (await run(() => store.renameAccount(a.id, renaming.name, renaming.revision))) setRenaming(null);
  }

  return (
    <li role="treeitem" aria-expanded={group ? true : undefined} aria-selected={false}>
      <div className="flex flex-wrap items-center justify-between gap-2 py-0.5 text-sm">
        <span
          className={
            a.archived ? 'text-slate-500 line-through dark:text-slate-400' : 'text-slate-900 dark:text-slate-100'
          }
        >{`${a.code} ${a.name}`}</span>
        <span className="flex flex-wrap items-center gap-2">
          <span className={`tabular-nums text-slate-700 dark:text-slate-300 ${group ? 'font-semibold' : ''}`}>
            {group && balances ? `Total ${balances}` : balances}
          </span>
          <Button
            variant="ghost"
            className={SMALL}
            onClick={() => setRenaming({ name: a.name, revision: a.revision })}
          >{`Rename ${a.code}`}</Button>
          {root ? null : (
            <Button
              variant="ghost"
              className={SMALL}
              onClick={() => void run(() => store.archiveAccount(a.id, !a.archived, a.revision))}
            >
              {a.archived ? `Restore ${a.code}` : `Archive ${a.code}`}
            </Button>
          )}
          {root ? null : deletionBlock === null ? (
            <Button
              variant="ghost"
              className={SMALL}
              onClick={() => void run(() => store.deleteAccount(a.id))}
            >{`Delete ${a.code}`}</Button>
          ) : (
            <span className="text-xs text-slate-600 dark:text-slate-400">{`Cannot delete: ${deletionBlock}`}</span>
          )}
        </span>
      </div>
      {error ? <p role="alert" className={ERROR_CLASSES}>{`${a.code} ${a.name}: ${error}`}</p> : null}
      {renaming !== null ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2 py-1" aria-label={`Rename ${a.code}`}>
          <label htmlFor={`${id}-rename`} className="sr-only">{`New name of ${a.code}`}</label>
          <input
            id={`${id}-rename`}
            className={`${CONTROL_CLASSES} w-auto`}
            value={renaming.name}
            onChange={(e) => setRenaming({ ...renaming, name: e.target.value })}
          />
          <Button type="submit" variant="secondary">
            Save name
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      ) : null}
      {children}
    </li>
  );
}
