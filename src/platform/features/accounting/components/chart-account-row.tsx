import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Menu, type MenuItem } from '@/components/ui/menu';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface AccountRowProps {
  readonly account: LedgerAccount;
  /** The balances to show (a group's are the roll-up of its sub-accounts, shown as a total). */
  readonly balances: ReactNode;
  readonly group: boolean;
  /** A type root (1000 Assets …): renamed only, never archived or deleted. */
  readonly root: boolean;
  /** Why Delete is not offered, or null when it is. */
  readonly deletionBlock: string | null;
  readonly store: AccountingStore;
  /** The sub-accounts' branch. */
  readonly children: ReactNode;
}

const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** One account of the chart tree: its balances, one actions menu (Rename, Archive/Restore, Delete or why not), and what went wrong, next to it. */
export function AccountRow({ account: a, balances, group, root, deletionBlock, store, children }: AccountRowProps) {
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

  const items: MenuItem[] = [{ label: 'Rename', onSelect: () => setRenaming({ name: a.name, revision: a.revision }) }];
  // A type root (1000 Assets …) is renamed only; an account with postings says why it cannot be deleted.
  if (!root) {
    items.push({
      label: a.archived ? 'Restore' : 'Archive',
      onSelect: () => void run(() => store.archiveAccount(a.id, !a.archived, a.revision)),
    });
    items.push(
      deletionBlock === null
        ? { label: 'Delete', tone: 'danger', onSelect: () => void run(() => store.deleteAccount(a.id)) }
        : { label: `Cannot delete: ${deletionBlock}`, disabled: true, onSelect: () => undefined },
    );
  }

  return (
    <li role="treeitem" aria-expanded={group ? true : undefined} aria-selected={false}>
      <div className="flex flex-wrap items-center justify-between gap-x-2 rounded-md py-0.5 pl-1 text-sm hover:bg-surface-muted">
        <span className={`min-w-0 ${a.archived ? 'text-muted line-through' : 'text-fg'}`}>
          {`${a.code} ${a.name}`}
          {a.archived ? <span className="sr-only"> (archived)</span> : null}
        </span>
        <span className="flex max-w-full min-w-0 items-center gap-1">
          <span className={`min-w-0 text-right text-fg [overflow-wrap:anywhere] ${group ? 'font-semibold' : ''}`}>
            {group && balances ? <>Total {balances}</> : balances}
          </span>
          <Menu label={`Actions for ${a.code} ${a.name}`} items={items} />
        </span>
      </div>
      {error ? <Alert tone="danger">{`${a.code} ${a.name}: ${error}`}</Alert> : null}
      {renaming !== null ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2 py-1" aria-label={`Rename ${a.code}`}>
          <Input
            label={`New name of ${a.code}`}
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
