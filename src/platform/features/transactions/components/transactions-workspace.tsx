import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmptyState as KitEmptyState } from '@/components/ui/empty-state';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { Spinner } from '@/components/ui/spinner';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { buildAddressBook } from '@/lib/chain/address-book';
import type { TransactionsLink } from '@/lib/chain/transactions-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useBaseValues } from '@/lib/ledger/store/use-base-values';
import { useDateSettings } from '@/lib/db/use-date-settings';
import { headsByChain } from '@/platform/features/transactions/model/confirmations';
import { rowForHash } from '@/platform/features/transactions/model/deep-link';
import { createFacetCache, facetsOf } from '@/platform/features/transactions/model/facets';
import { isFiltered, NO_FILTERS, type TxFilters } from '@/platform/features/transactions/model/filters';
import { createShownCache } from '@/platform/features/transactions/model/tx-list';
import type { TxView } from '@/platform/features/transactions/model/tx-view';
import { saveUserFields } from '@/platform/features/transactions/store/transactions-store';
import { useTransactions, useWatchContext } from '@/platform/features/transactions/store/use-transactions-data';
import { EmptyState } from './transactions-empty-state';
import { ExportButton } from './export-button';
import { LoadingOlder } from './loading-older';
import { SyncStatusPanel } from './sync-status-panel';
import { paidRecordOf } from '@/platform/features/transactions/model/paid-record';
import { TransactionDetail } from './transaction-detail';
import { TransactionsFilters } from './transactions-filters';
import { TransactionsTable } from './transactions-table';

const EMPTY_BOOK = buildAddressBook({ treasuryWallets: [], teamMembers: [] });
const NO_LINK: TransactionsLink = { tx: null, query: '' };
const NO_VIEWS: readonly TxView[] = [];

/** One account's transactions: sync status, filters, the table, details and export. */
export function TransactionsWorkspace({ db, link = NO_LINK }: { db: WorkspaceDb; link?: TransactionsLink }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // A linked transaction opens once, when its row is first loaded (it may be old, or not synced yet).
  const [linkedTx, setLinkedTx] = useState(link.tx);
  const live = useTransactions(db);
  const context = useWatchContext(db);
  const values = useBaseValues(db);
  const dates = useDateSettings(db);
  const [filters, setFilters] = useState<TxFilters>({ ...NO_FILTERS, query: link.query });
  const tableRef = useRef<HTMLDivElement>(null);
  // Typing stays responsive: the 100k-row filter runs at a lower priority than the input.
  const deferredFilters = useDeferredValue(filters);

  const ready = live.status === 'ready' ? live : null;
  const list = ready?.list ?? null;
  const loading = ready?.loading ?? null;
  const views = list?.views ?? NO_VIEWS;
  // A new block changes a few rows: the filtered list and the filters' choices take just those.
  const filterShown = useMemo(() => createShownCache(), []);
  const shown = useMemo(
    () => (ready ? filterShown(ready.list, deferredFilters, ready.step) : NO_VIEWS),
    [ready, deferredFilters, filterShown],
  );
  const seeFacetsOf = useMemo(() => createFacetCache(), []);
  const seen = useMemo(() => (ready ? seeFacetsOf(ready.list, ready.step) : null), [ready, seeFacetsOf]);
  const ctx = context.status === 'ready' ? context.data : null;
  const book = ctx?.book ?? EMPTY_BOOK;
  const heads = useMemo(() => headsByChain(ctx?.cursors ?? []), [ctx]);
  const facets = useMemo(() => facetsOf(seen ?? [], ctx?.cursors ?? [], book), [seen, ctx, book]);
  const shownRows = useMemo(() => shown.map((view) => view.row), [shown]);
  const openRow = (openId && list?.byId.get(openId)?.row) || null;
  const linkedRow = useMemo(
    () =>
      linkedTx && list
        ? rowForHash(
            list.views.map((view) => view.row),
            linkedTx,
          )
        : null,
    [linkedTx, list],
  );
  if (linkedRow) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra frame.
    setLinkedTx(null);
    setOpenId(linkedRow.id);
  }
  const onOpen = useCallback((id: string) => setOpenId(id), []);
  const count = new Intl.NumberFormat();

  return (
    <div className="space-y-6">
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {context.status === 'error' ? <StorageAlert error={context.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.corrupt} noun="transaction" /> : null}
      {ctx ? <CorruptRecordsNotice corrupt={ctx.corrupt} noun="record" /> : null}
      {live.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> Loading transactions…
        </p>
      ) : null}
      {linkedTx && list && !loading ? (
        <Alert tone="info" className="break-all">
          Transaction {linkedTx} is not in this workspace yet. Its details open here as soon as the sync engine records
          it.
        </Alert>
      ) : null}
      {list && views.length === 0 ? <EmptyState treasuryCount={ctx?.treasuryCount ?? 0} /> : null}
      {list && views.length > 0 ? (
        <section aria-label="Transaction list" className="space-y-3">
          <TransactionsFilters filters={filters} facets={facets} onChange={setFilters} />
          {loading ? <LoadingOlder progress={loading} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" aria-live="polite" className="text-sm text-muted">
              {isFiltered(deferredFilters)
                ? `Showing ${count.format(shown.length)} of ${count.format(views.length)} transactions`
                : `${count.format(views.length)} transaction${views.length === 1 ? '' : 's'}`}
            </p>
            {/* Exporting a half-read list would silently leave rows out, and a copy being checked may lack the newest. */}
            <ExportButton
              rows={shownRows}
              heads={heads}
              book={book}
              disabled={loading !== null || ready?.checking === true}
            />
          </div>
          {shown.length > 0 ? (
            <TransactionsTable
              views={shown}
              heads={heads}
              book={book}
              onOpen={onOpen}
              scrollRef={tableRef}
              values={values}
              dates={dates}
              {...(ctx ? { lookAlike: ctx.lookAlike } : {})}
            />
          ) : (
            <KitEmptyState
              level={2}
              title="No transactions match these filters."
              description="Change the search or the filters, or clear them to see every transaction."
            />
          )}
        </section>
      ) : null}
      {/* After the list: where the sync engine stands is context, the rows are the page. */}
      {ctx ? <SyncStatusPanel cursors={ctx.cursors} book={book} /> : null}
      {openRow ? (
        <TransactionDetail
          row={openRow}
          heads={heads}
          book={book}
          paid={ctx ? paidRecordOf(openRow, ctx.paid) : null}
          onClose={() => setOpenId(null)}
          onSave={(fields, baseRevision) => saveUserFields(db, openRow.id, fields, baseRevision)}
          fallbackFocus={tableRef}
          dates={dates}
          lookAlikeTwin={ctx?.lookAlike(openRow.counterparty)}
        />
      ) : null}
    </div>
  );
}
