import { Fragment, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Amount } from '@/components/ui/amount';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { VirtualTable, type VirtualColumn } from '@/components/ui/virtual-table';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import {
  filterJournal,
  memoNote,
  sourceFilterOptions,
  sourceLabel,
  statusLabel,
  type SourceFilter,
  type StatusFilter,
} from '@/platform/features/accounting/model/journal-filter';
import { whoLabel, type MemberNames } from '@/platform/features/accounting/model/people';
import type { DayRange } from '@/lib/ledger/period-presets';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { EntryActions, RefusedError } from './journal-actions';

interface JournalProps {
  readonly entries: readonly JournalEntry[];
  readonly accounts: readonly LedgerAccount[];
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  /** Team members' names by wallet: who posted each entry. */
  readonly members: MemberNames;
  readonly range: DayRange;
  readonly store: AccountingStore;
  /** While the journal is first read: how far (`entries` are its first entries only). */
  readonly loading?: ReadProgress | null;
}

type ReadProgress = { readonly loaded: number; readonly total: number };

/** Says how far the journal's first read is while its first entries are listed. */
export function JournalProgress({ progress }: { progress: ReadProgress | null }) {
  const count = new Intl.NumberFormat('en');
  const total = progress?.total ?? 0;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner />
      {`Loading the journal…${total > 0 ? ` ${count.format(progress?.loaded ?? 0)} of ${count.format(total)} entries read` : ''}`}
    </p>
  );
}

/** The journal, virtualised, with filters by account, period, source and status. */
export function JournalSection({ entries, accounts, infos, members, range, store, loading = null }: JournalProps) {
  const id = useId();
  const [accountId, setAccountId] = useState('');
  const [inPeriod, setInPeriod] = useState(false);
  const [source, setSource] = useState<SourceFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(() => new Map(accounts.map((a) => [a.id, `${a.code} ${a.name}`])), [accounts]);
  const rows = useMemo(
    () => filterJournal(entries, { accountId, range: inPeriod ? range : null, source, status }),
    [entries, accountId, inPeriod, range, source, status],
  );
  const sourceOptions = useMemo(() => sourceFilterOptions(entries), [entries]);
  const today = new Date().toISOString().slice(0, 10);
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  const columns: VirtualColumn<JournalEntry>[] = [
    { id: 'date', header: 'Date', width: '7rem', cell: (e) => e.date },
    {
      id: 'memo',
      header: 'Memo',
      width: 'minmax(10rem, 1fr)',
      cell: (e) => {
        const note = memoNote(e, infos);
        const text = note ? `${e.memo} — ${note}` : e.memo;
        return (
          <span className="line-clamp-2" title={text}>
            {text}
          </span>
        );
      },
    },
    {
      id: 'postings',
      header: 'Postings',
      width: 'minmax(16rem, 2fr)',
      cell: (e) => (
        <span className="line-clamp-2 text-xs">
          {e.postings.map((p, i) => (
            <Fragment key={i}>
              {i > 0 ? '; ' : null}
              {`${names.get(p.accountId) ?? p.accountId} `}
              <Amount units={p.amount} asset={p.decimals} symbol={infos.get(p.commodity)?.symbol ?? p.commodity} />
            </Fragment>
          ))}
        </span>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      width: '7rem',
      cell: (e) => <span title={e.source}>{sourceLabel(e.source)}</span>,
    },
    { id: 'status', header: 'Status', width: '7rem', cell: statusLabel },
    {
      id: 'posted-by',
      header: 'Posted by',
      width: '9rem',
      cell: (e) => {
        const who = whoLabel(e.postedBy, members);
        return (
          <span className="block truncate" title={e.postedBy ?? 'Posted by the sync engine'}>
            {who}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      width: '4rem',
      cell: (e) => (
        <EntryActions entry={e} store={store} today={today} onResult={setError} removeWithUndo={removeWithUndo} />
      ),
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-4">
      <div>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-fg">
          Journal
        </h2>
        {loading ? (
          <JournalProgress progress={loading} />
        ) : (
          <p className="mt-1 text-sm text-muted">{`${rows.length} of ${entries.length} entries`}</p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Account"
          options={[
            { value: '', label: 'All accounts' },
            ...accounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` })),
          ]}
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
        />
        <Select
          label="Source"
          options={sourceOptions}
          value={source}
          onChange={(e) => setSource(e.target.value as SourceFilter)}
        />
        <Select
          label="Status"
          options={[
            { value: 'all', label: 'All' },
            { value: 'live', label: 'Posted' },
            { value: 'reversed', label: 'Reversed and reversals' },
            { value: 'draft', label: 'Drafts (saved and held)' },
          ]}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
        <Checkbox
          label="Only the report period"
          className="pb-2"
          checked={inPeriod}
          onChange={(e) => setInPeriod(e.target.checked)}
        />
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {removeError instanceof RefusedError ? (
        <Alert tone="danger">{removeError.message}</Alert>
      ) : removeError ? (
        <StorageAlert error={removeError} />
      ) : null}
      <VirtualTable
        label="Journal entries"
        rows={rows}
        columns={columns}
        rowKey={(e) => e.id}
        // As tall as its rows (under a screenful), so a short journal leaves no blank box.
        height={`min(${(rows.length + 1) * 52 + 8}px, 28rem, 65vh)`}
        minWidth="59rem"
      />
    </section>
  );
}
