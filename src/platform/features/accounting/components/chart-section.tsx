import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '../../../../components/ui/form-field';
import type { LedgerAccount } from '../../../../lib/db/entities/ledger-account';
import type { CommodityInfo } from '../../../../lib/ledger/commodity';
import type { TrialBalance } from '../../../../lib/ledger/trial-balance';
import { formatUnits } from '../model/format';
import type { AccountingStore } from '../store/accounting-store';

interface ChartProps {
  readonly accounts: readonly LedgerAccount[];
  readonly trial: TrialBalance | null;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly store: AccountingStore;
}

/** The chart of accounts as a tree (by parent, ordered by code) with each account's own balances. */
export function ChartSection({ accounts, trial, infos, store }: ChartProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({ code: '', name: '', parentId: '' });
  const [renaming, setRenaming] = useState<{ account: LedgerAccount; name: string } | null>(null);
  const balances = (accountId: string) =>
    (trial?.rows ?? []).filter((r) => r.account.id === accountId).map((r) => formatUnits(r.balance, r.decimals, r.commodity, infos)).join(', ');
  const children = (parentId: string | null) => accounts.filter((a) => a.parentId === parentId);

  function branch(parentId: string | null, depth: number) {
    const list = children(parentId);
    if (list.length === 0) return null;
    return (
      <ul role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? 'Chart of accounts' : undefined} className={depth === 0 ? 'space-y-1' : 'ml-5 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800'}>
        {list.map((a) => (
          <li key={a.id} role="treeitem" aria-expanded={children(a.id).length > 0 ? true : undefined} aria-selected={false}>
            <div className="flex flex-wrap items-center justify-between gap-2 py-0.5 text-sm">
              <span className={a.archived ? 'text-slate-500 line-through dark:text-slate-400' : 'text-slate-900 dark:text-slate-100'}>{`${a.code} ${a.name}`}</span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums text-slate-700 dark:text-slate-300">{balances(a.id)}</span>
                <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={() => setRenaming({ account: a, name: a.name })}>{`Rename ${a.code}`}</Button>
                {parentId !== null ? (
                  <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={() => void store.archiveAccount(a.id, !a.archived, a.revision).catch((e: unknown) => setError(String(e)))}>
                    {a.archived ? `Restore ${a.code}` : `Archive ${a.code}`}
                  </Button>
                ) : null}
              </span>
            </div>
            {renaming?.account.id === a.id ? (
              <form onSubmit={rename} className="flex flex-wrap items-end gap-2 py-1" aria-label={`Rename ${a.code}`}>
                <label htmlFor={`${id}-rename`} className="sr-only">{`New name of ${a.code}`}</label>
                <input id={`${id}-rename`} className={`${CONTROL_CLASSES} w-auto`} value={renaming.name} onChange={(e) => setRenaming({ ...renaming, name: e.target.value })} />
                <Button type="submit" variant="secondary">Save name</Button>
                <Button variant="ghost" onClick={() => setRenaming(null)}>Cancel</Button>
              </form>
            ) : null}
            {branch(a.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  }

  async function rename(event: SubmitEvent) {
    event.preventDefault();
    if (!renaming) return;
    try {
      const result = await store.renameAccount(renaming.account.id, renaming.name, renaming.account.revision);
      if (!result.ok) return setError(result.message);
      setError(null);
      setRenaming(null);
    } catch (failure) {
      // Renamed or archived in another tab meanwhile: the typed name stays for another try.
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function add(event: SubmitEvent) {
    event.preventDefault();
    const parent = accounts.find((a) => a.id === form.parentId);
    if (!parent) return setError('Choose where the account goes');
    const result = await store.addAccount({ code: form.code.trim(), name: form.name, type: parent.type, parentId: parent.id });
    if (!result.ok) return setError(result.message);
    setError(null);
    setForm({ code: '', name: '', parentId: form.parentId });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">Chart of accounts</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Balances at the end of the report period. A transaction's category posts to the account with that name or code, else to 1900 Uncategorised.</p>
      {branch(null, 0)}
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add an account">
        <div className="space-y-1">
          <label htmlFor={`${id}-parent`} className={LABEL_CLASSES}>Under</label>
          <select id={`${id}-parent`} className={CONTROL_CLASSES} value={form.parentId} onChange={(e) => setForm({ ...form, parentId: e.target.value })}>
            <option value="">Choose…</option>
            {accounts.filter((a) => !a.archived).map((a) => (
              <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
            ))}
          </select>
        </div>
        <div className="w-28 space-y-1">
          <label htmlFor={`${id}-code`} className={LABEL_CLASSES}>Code</label>
          <input id={`${id}-code`} inputMode="numeric" className={CONTROL_CLASSES} value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={LABEL_CLASSES}>Name</label>
          <input id={`${id}-name`} className={CONTROL_CLASSES} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </div>
        <Button type="submit" variant="secondary">Add account</Button>
      </form>
      {error ? <p role="alert" className={ERROR_CLASSES}>{error}</p> : null}
    </section>
  );
}
