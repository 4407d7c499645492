import { useId, useMemo, useState } from 'react';
import { StorageAlert } from '@/components/ui/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import { VirtualTable, type VirtualColumn } from '@/components/ui/virtual-table';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { formatUnits } from '@/platform/features/accounting/model/format';
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
import type { DayRange } from '@/platform/features/accounting/model/period-presets';
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
}

/** The journal, virtualised, with filters by account, period, source and status. */
export function JournalSection({ entries, accounts, infos, members, range, store }: JournalProps) {
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
          {e.postings
            .map(
              (p) =>
                `${names.get(p.accountId) ?? p.accountId} ${formatUnits(BigInt(p.amount), p.decimals, p.commodity, infos)}`,
            )
            .join('; ')}
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
      width: '8rem',
      cell: (e) => (
        <EntryActions entry={e} store={store} today={today} onResult={setError} removeWithUndo={removeWithUndo} />
      ),
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        Journal
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-account`} className={LABEL_CLASSES}>
            Account
          </label>
          <select
            id={`${id}-account`}
            className={CONTROL_CLASSES}
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
          >
            <option value="">All accounts</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-source`} className={LABEL_CLASSES}>
            Source
          </label>
          <select
            id={`${id}-source`}
            className={CONTROL_CLASSES}
            value={source}
            onChange={(e) => setSource(e.target.value as SourceFilter)}
          >
            {sourceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className={LABEL_CLASSES}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={CONTROL_CLASSES}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">All</option>
            <option value="live">Posted</option>
            <option value="reversed">Reversed and reversals</option>
            <option value="draft">Drafts (saved and held)</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input type="checkbox" checked={inPeriod} onChange={(e) => setInPeriod(e.target.checked)} />
          Only the report period
        </label>
      </div>
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
      {removeError instanceof RefusedError ? (
        <p role="alert" className={ERROR_CLASSES}>
          {removeError.message}
        </p>
      ) : removeError ? (
        <StorageAlert error={removeError} />
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">{`${rows.length} of ${entries.length} entries`}</p>
      <VirtualTable
        label="Journal entries"
        rows={rows}
        columns={columns}
        rowKey={(e) => e.id}
        height="24rem"
        minWidth="63rem"
      />
    </section>
  );
}
