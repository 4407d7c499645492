import { Fragment, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Amount } from '@/components/ui/amount';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { PageVirtualTable } from '@/components/ui/page-virtual-table';
import type { VirtualColumn } from '@/components/ui/virtual-table';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { formatQuantity } from '@/lib/money/format-quantity';
import {
  filterJournal,
  cachedSearchText,
  journalSearchText,
  memoNote,
  sourceFilterOptions,
  sourceLabel,
  statusLabel,
} from '@/platform/features/accounting/model/journal-filter';
import { whoLabel, type MemberNames } from '@/platform/features/accounting/model/people';
import type { DayRange } from '@/lib/ledger/period-presets';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { EntryActions, RefusedError } from './journal-actions';
import {
  JournalFilters,
  JournalProgress,
  NO_JOURNAL_CHOICE,
  type JournalChoice,
  type ReadProgress,
} from './journal-filters';
import { isoDay } from '@/lib/primitives/days';

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

/** The journal, virtualised, with a search and filters by account, period, source and status. */
export function JournalSection({ entries, accounts, infos, members, range, store, loading = null }: JournalProps) {
  const id = useId();
  const [choice, setChoice] = useState<JournalChoice>(NO_JOURNAL_CHOICE);
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(() => new Map(accounts.map((a) => [a.id, `${a.code} ${a.name}`])), [accounts]);
  const searchText = useMemo(
    () => cachedSearchText((e) => journalSearchText(e, names, (who) => whoLabel(who, members))),
    [names, members],
  );
  const { query, accountId, source, status, inPeriod, order } = choice;
  // Newest first by default (docs/product.md#accounting-journal); the journal itself stays oldest first.
  const rows = useMemo(() => {
    const found = filterJournal(
      entries,
      { query, accountId, range: inPeriod ? range : null, source, status },
      searchText,
    );
    return order === 'newest' ? found.reverse() : found;
  }, [entries, query, accountId, inPeriod, range, source, status, searchText, order]);
  const sourceOptions = useMemo(() => sourceFilterOptions(entries), [entries]);
  const today = isoDay();
  const postingsText = (e: JournalEntry) =>
    e.postings
      .map(
        (p) =>
          `${names.get(p.accountId) ?? p.accountId} ${formatQuantity(BigInt(p.amount), p.decimals, { symbol: infos.get(p.commodity)?.symbol ?? p.commodity })}`,
      )
      .join('\n');
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
      width: 'minmax(18rem, 2fr)',
      // One posting a line at the page's size; the whole entry on hover (an entry of three or more lines shows two).
      cell: (e) => (
        <span className="line-clamp-2 text-sm leading-5 whitespace-pre-line" title={postingsText(e)}>
          {e.postings.map((p, i) => (
            <Fragment key={i}>
              {i > 0 ? '\n' : null}
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
      <JournalFilters choice={choice} onChange={setChoice} accounts={accounts} sourceOptions={sourceOptions} />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {removeError instanceof RefusedError ? (
        <Alert tone="danger">{removeError.message}</Alert>
      ) : removeError ? (
        <StorageAlert error={removeError} />
      ) : null}
      <PageVirtualTable label="Journal entries" rows={rows} columns={columns} rowKey={(e) => e.id} minWidth="61rem" />
    </section>
  );
}
