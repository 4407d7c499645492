import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { Dialog } from '@/components/ui/dialog';
import { TabPanel } from '@/components/navigation/tabs';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { TREASURY_CHAIN_IDS } from '@/lib/db/entities/treasury-wallet';
import { commodityId } from '@/lib/ledger/commodity';
import { pricesInBase } from '@/lib/ledger/prices';
import { commodityInfos } from '@/lib/ledger/store/commodity-infos';
import { createLedgerClient } from '@/platform/features/accounting/model/ledger-client';
import type { BookRows, Reports } from '@/platform/features/accounting/model/ledger-compute';
import { previousRange } from '@/platform/features/accounting/model/comparison';
import { memberNames } from '@/platform/features/accounting/model/people';
import { periodToDate } from '@/lib/ledger/period-presets';
import { accountingStore } from '@/platform/features/accounting/store/accounting-store';
import type { AccountingData } from '@/platform/features/accounting/store/use-accounting-data';
import { ACCOUNTING_TABS } from './accounting-tabs';
import { EntryForm } from './entry-form';
import { JournalProgress } from './journal-filters';
import { OverviewSection } from './accounting-overview-section';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import type { Drill } from './report-parts';
import { isoDay } from '@/lib/primitives/days';

// The Reconciliation tab (the books against the chain, opening balances, the books' start day) loads
// when it is opened: the other tabs do not need it, and it keeps the page within its code budget.
const ReconciliationTab = lazy(() => import('./reconciliation-tab').then((m) => ({ default: m.ReconciliationTab })));
// So do the journal, the reports (the company-currency statements), the chart, the periods and prices,
// and the exports: the page opens on its overview, and each tab's code comes when it is chosen.
const JournalSection = lazy(() => import('./journal-section').then((m) => ({ default: m.JournalSection })));
const ReportsSection = lazy(() => import('./reports-section').then((m) => ({ default: m.ReportsSection })));
const ChartSection = lazy(() => import('./chart-section').then((m) => ({ default: m.ChartSection })));
const CategoryMappingSection = lazy(() =>
  import('./category-mapping-section').then((m) => ({ default: m.CategoryMappingSection })),
);
const PeriodsSection = lazy(() => import('./periods-section').then((m) => ({ default: m.PeriodsSection })));
const PricesSection = lazy(() => import('./prices-section').then((m) => ({ default: m.PricesSection })));
const ExportsSection = lazy(() => import('./exports-section').then((m) => ({ default: m.ExportsSection })));

const todayUtc = () => isoDay();

interface BooksProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly data: AccountingData;
  readonly entryOpen: boolean;
  readonly onEntryOpen: (open: boolean) => void;
}

/** The books, live: the report period and reports shared by every tab, the selected tab, and the "New entry" panel. */
export function Books({ db, account, data, entryOpen, onEntryOpen }: BooksProps) {
  const store = useMemo(() => accountingStore(db, account), [db, account]);
  const client = useMemo(() => createLedgerClient(), []);
  useEffect(() => () => client.close(), [client]);
  const today = todayUtc();
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    kind: 'fiscal-year',
    range: periodToDate('fiscal-year', today, data.fiscalYearStartMonth),
  }));
  const [ledgerAccountId, setLedgerAccountId] = useState('');
  const [compare, setCompare] = useState(true);
  const [drill, setDrill] = useState<Drill | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const previous = useMemo(
    () => (compare ? previousRange(period.kind, period.range, data.fiscalYearStartMonth) : null),
    [compare, period, data.fiscalYearStartMonth],
  );
  const [reports, setReports] = useState<{ reports: Reports | null; error: string | null }>({
    reports: null,
    error: null,
  });
  const book: BookRows = useMemo(
    () => ({
      entries: data.entries,
      accounts: data.accounts,
      prices: data.prices,
      tokens: data.tokens,
      baseCurrency: data.baseCurrency,
      costMethod: data.costMethod,
      measurementPolicy: data.measurementPolicy,
      fiscalYearStartMonth: data.fiscalYearStartMonth,
      fixedDocuments: data.fixedDocuments,
      fiatDocuments: data.fiatDocuments,
      paymentDocuments: data.paymentDocuments,
      documentParties: data.documentParties,
    }),
    [data],
  );
  // Every commodity the form can offer: the natives of the treasury networks, known tokens, and what the journal uses.
  const infos = useMemo(() => {
    const ids = new Set<string>([
      ...new Set(data.wallets.map((w) => commodityId(w.chainId, 'native'))),
      ...TREASURY_CHAIN_IDS.map((chainId) => commodityId(chainId, 'native')),
      ...data.tokens.map((t) => commodityId(t.chainId, t.address)),
      ...data.entries.flatMap((e) => e.postings.map((p) => p.commodity)),
    ]);
    return commodityInfos(ids, data.tokens);
  }, [data]);
  const names = useMemo(() => memberNames(data.members), [data.members]);
  const defaultCommodity = commodityId(data.wallets[0]?.chainId ?? TREASURY_CHAIN_IDS[0], 'native');

  const loading = data.journalLoading !== null;
  useEffect(() => {
    // Reports wait for the whole journal: its first entries alone would give wrong figures.
    if (loading) return;
    let current = true;
    client
      .call({
        kind: 'reports',
        book,
        range: period.range,
        previous,
        // An open drill-down asks for its account's entries; otherwise the chosen general ledger.
        ledger: drill
          ? { accountId: drill.account.id, range: drill.range }
          : ledgerAccountId
            ? { accountId: ledgerAccountId, range: period.range }
            : null,
      })
      .then(
        (response) => current && response.kind === 'reports' && setReports({ reports: response.reports, error: null }),
      )
      .catch(
        (error: unknown) =>
          current && setReports({ reports: null, error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [client, book, period, previous, ledgerAccountId, drill, loading]);

  const held = data.entries.filter((e) => e.status === 'draft' && e.heldReason);
  // The tabs read over a period show its picker above them.
  const withPicker = (content: ReactNode) => (
    <div className="space-y-6">
      {picker}
      {content}
    </div>
  );
  const picker = (
    <PeriodPicker
      value={period}
      onChange={setPeriod}
      today={today}
      fiscalYearStartMonth={data.fiscalYearStartMonth}
      previous={previous}
    />
  );
  const tabContent = (tab: string) => {
    // Only the journal shows its first entries while the rest is read; the other tabs need them all.
    if (loading && tab !== 'journal') return <JournalProgress progress={data.journalLoading} />;
    switch (tab) {
      case 'journal':
        return (
          <JournalSection
            entries={data.entries}
            accounts={data.accounts}
            infos={infos}
            members={names}
            range={period.range}
            store={store}
            loading={data.journalLoading}
          />
        );
      case 'reconciliation':
        return (
          <Suspense fallback={<p className="text-sm text-muted">Loading the reconciliation…</p>}>
            <ReconciliationTab db={db} entries={data.entries} wallets={data.wallets} store={store} />
          </Suspense>
        );
      case 'reports':
        return withPicker(
          <ReportsSection
            reports={reports.reports}
            error={reports.error}
            accounts={data.accounts}
            ledgerAccountId={ledgerAccountId}
            onLedgerAccount={setLedgerAccountId}
            infos={infos}
            baseCurrency={data.baseCurrency}
            range={period.range}
            previousRange={previous}
            onCompare={setCompare}
            drill={drill}
            onDrill={setDrill}
            client={client}
            book={book}
          />,
        );
      case 'chart':
        return withPicker(
          <div className="space-y-8">
            <ChartSection
              accounts={data.accounts}
              entries={data.entries}
              trial={reports.reports?.trial ?? null}
              infos={infos}
              baseCurrency={data.baseCurrency}
              store={store}
            />
            <CategoryMappingSection mapping={data.categoryAccounts} accounts={data.accounts} store={store} />
          </div>,
        );
      case 'periods':
        return (
          <div className="grid gap-8 xl:grid-cols-2">
            <PeriodsSection
              events={data.periodEvents}
              members={names}
              store={store}
              fiscalYearStartMonth={data.fiscalYearStartMonth}
              today={today}
            />
            <PricesSection
              prices={data.baseCurrency ? pricesInBase(data.prices, data.baseCurrency) : data.prices}
              infos={infos}
              baseCurrency={data.baseCurrency}
              today={today}
              store={store}
            />
          </div>
        );
      case 'exports':
        return <ExportsSection book={book} client={client} />;
      default:
        return withPicker(
          <OverviewSection
            entries={data.entries}
            accounts={data.accounts}
            events={data.periodEvents}
            reports={reports.reports}
            infos={infos}
            baseCurrency={data.baseCurrency}
          />,
        );
    }
  };
  return (
    <div className="space-y-6">
      <CorruptRecordsNotice corrupt={data.corrupt} noun="ledger records" />
      {held.length > 0 ? (
        <Alert tone="warning" role="status">
          {`${held.length} generated ${held.length === 1 ? 'entry waits' : 'entries wait'} as held drafts: ${held[0]?.heldReason ?? ''}. They are posted when the period reopens.`}
        </Alert>
      ) : null}
      {/* The last "Entry posted" line, shown while the panel is closed. */}
      {posted && !entryOpen ? (
        <Alert tone="success" role="status">
          {posted}
        </Alert>
      ) : null}
      <TabPanel tabs={ACCOUNTING_TABS}>
        {(tab) => <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>{tabContent(tab)}</Suspense>}
      </TabPanel>
      {entryOpen ? (
        <Dialog title="New entry" onClose={() => onEntryOpen(false)}>
          <EntryForm
            store={store}
            accounts={data.accounts}
            commodities={infos}
            defaultCommodity={defaultCommodity}
            today={today}
            onPosted={(message) => {
              setPosted(message);
              onEntryOpen(false);
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
