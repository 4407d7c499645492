import { Fragment, useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { AmountValue } from '@/components/ui/amount-value';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { TrialBalance } from '@/lib/ledger/trial-balance';
import {
  accountsWithPostings,
  balanceBaseValue,
  deletionBlock,
  rollUpBalances,
} from '@/platform/features/accounting/model/chart-tree';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { AccountRow } from './chart-account-row';

interface ChartProps {
  readonly accounts: readonly LedgerAccount[];
  /** Every entry, drafts included: an account any of them uses cannot be deleted. */
  readonly entries: readonly JournalEntry[];
  readonly trial: TrialBalance | null;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  /** The company's currency: each balance shows its value in it beside the amount ('' shows none). */
  readonly baseCurrency: string;
  readonly store: AccountingStore;
}

/**
 * The chart of accounts as a tree (by parent, ordered by code) with balances valued in the base
 * currency at the period's end; add, rename, archive, delete an unused account.
 */
export function ChartSection({ accounts, entries, trial, infos, baseCurrency, store }: ChartProps) {
  const [adding, setAdding] = useState(false);
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
          value: r.value,
          price: r.price,
        })),
      ),
    [accounts, trial],
  );
  const balances = (accountId: string): ReactNode => {
    const lines = rolled.get(accountId) ?? [];
    if (lines.length === 0) return null;
    return lines.map((r, i) => (
      <Fragment key={r.commodity}>
        {i > 0 ? ', ' : null}
        <AmountValue
          units={r.amount}
          asset={r.decimals}
          symbol={infos.get(r.commodity)?.symbol ?? r.commodity}
          value={balanceBaseValue(r, baseCurrency)}
          layout="inline"
        />
      </Fragment>
    ));
  };
  const children = (parentId: string | null) => accounts.filter((a) => a.parentId === parentId);

  function branch(parentId: string | null, depth: number): ReactNode {
    const list = children(parentId);
    if (list.length === 0) return null;
    return (
      <ul
        role={depth === 0 ? 'tree' : 'group'}
        aria-label={depth === 0 ? 'Chart of accounts' : undefined}
        className={depth === 0 ? 'space-y-1' : 'ml-3 space-y-1 border-l border-border pl-2 sm:ml-5 sm:pl-3'}
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
    setAdding(false);
  }

  const close = () => {
    setAdding(false);
    setError(null);
  };
  return (
    <Section
      title="Chart of accounts"
      description="Balances at the end of the report period, valued in the base currency then; a group's total includes its sub-accounts. A transaction's category posts to the account with that name or code, else to 1900 Uncategorised."
      actions={
        <Button variant="secondary" onClick={() => setAdding(true)}>
          New account
        </Button>
      }
    >
      <Card>{branch(null, 0)}</Card>
      {adding ? (
        <Dialog title="New account" onClose={close}>
          <form onSubmit={add} className="space-y-4" aria-label="Add an account">
            <Select
              label="Under"
              placeholder="Choose…"
              options={accounts.filter((a) => !a.archived).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
              value={form.parentId}
              onChange={(e) => setForm({ ...form, parentId: e.target.value })}
            />
            <Input
              label="Code"
              inputMode="numeric"
              className="w-28"
              value={form.code}
              onChange={(e) => setForm({ ...form, code: e.target.value })}
            />
            <Input label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            {error ? <Alert tone="danger">{error}</Alert> : null}
            <Button type="submit">Add account</Button>
          </form>
        </Dialog>
      ) : null}
    </Section>
  );
}
