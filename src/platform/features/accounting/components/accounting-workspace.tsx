import { useEffect, useMemo, useState } from 'react';
import { CorruptRecordsNotice } from '@/components/ui/corrupt-records-notice';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { TREASURY_CHAIN_IDS } from '@/lib/db/entities/treasury-wallet';
import { commodityId } from '@/lib/ledger/commodity';
import { commodityInfos } from '@/lib/ledger/store/commodity-infos';
import { createLedgerClient } from '@/platform/features/accounting/model/ledger-client';
import type { BookRows, Reports } from '@/platform/features/accounting/model/ledger-compute';
import { previousRange } from '@/platform/features/accounting/model/comparison';
import { memberNames } from '@/platform/features/accounting/model/people';
import { periodContaining } from '@/platform/features/accounting/model/period-presets';
import { accountingStore } from '@/platform/features/accounting/store/accounting-store';
import { useAccountingData, type AccountingData } from '@/platform/features/accounting/store/use-accounting-data';
import { ChartSection } from './chart-section';
import { EntryForm } from './entry-form';
import { ExportsSection } from './exports-section';
import { JournalSection } from './journal-section';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { PeriodsSection } from './periods-section';
import { PricesSection } from './prices-section';
import { ReportDownloads } from './report-downloads';
import type { Drill } from './report-parts';
import { ReportsSection } from './reports-section';

const todayUtc = () => new Date().toISOString().slice(0, 10);

function Books({ db, account, data }: { db: WorkspaceDb; account: string; data: AccountingData }) {
  const store = useMemo(() => accountingStore(db, account), [db, account]);
  const client = useMemo(() => createLedgerClient(), []);
  useEffect(() => () => client.close(), [client]);
  const today = todayUtc();
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    kind: 'fiscal-year',
    range: periodContaining('fiscal-year', today, data.fiscalYearStartMonth),
  }));
  const [ledgerAccountId, setLedgerAccountId] = useState('');
  const [compare, setCompare] = useState(true);
  const [drill, setDrill] = useState<Drill | null>(null);
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

  useEffect(() => {
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
  }, [client, book, period, previous, ledgerAccountId, drill]);

  const held = data.entries.filter((e) => e.status === 'draft' && e.heldReason);
  return (
    <div className="space-y-10">
      <CorruptRecordsNotice corrupt={data.corrupt} noun="ledger records" />
      {held.length > 0 ? (
        <div
          role="status"
          className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100"
        >
          {`${held.length} generated ${held.length === 1 ? 'entry waits' : 'entries wait'} as held drafts: ${held[0]?.heldReason ?? ''}. They are posted when the period reopens.`}
        </div>
      ) : null}
      <PeriodPicker
        value={period}
        onChange={setPeriod}
        today={today}
        fiscalYearStartMonth={data.fiscalYearStartMonth}
      />
      <div className="grid gap-10 xl:grid-cols-2">
        <ChartSection
          accounts={data.accounts}
          entries={data.entries}
          trial={reports.reports?.trial ?? null}
          infos={infos}
          store={store}
        />
        <EntryForm
          store={store}
          accounts={data.accounts}
          commodities={infos}
          defaultCommodity={defaultCommodity}
          today={today}
        />
      </div>
      <JournalSection
        entries={data.entries}
        accounts={data.accounts}
        infos={infos}
        members={names}
        range={period.range}
        store={store}
      />
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
      />
      <ReportDownloads client={client} book={book} range={period.range} accountId={ledgerAccountId} />
      <div className="grid gap-10 xl:grid-cols-2">
        <PeriodsSection events={data.periodEvents} members={names} store={store} />
        <PricesSection
          prices={data.prices}
          infos={infos}
          baseCurrency={data.baseCurrency}
          today={today}
          store={store}
        />
      </div>
      <ExportsSection book={book} client={client} />
    </div>
  );
}

/** The Accounting workspace of the connected account: seeds the chart on first use, then shows the books live. */
export function AccountingWorkspace({ db, account }: { db: WorkspaceDb; account: string }) {
  const data = useAccountingData(db);
  const [seedError, setSeedError] = useState<string | null>(null);
  useEffect(() => {
    accountingStore(db, account)
      .ensureChart()
      .catch((error: unknown) => setSeedError(String(error)));
  }, [db, account]);
  if (seedError) return <p role="alert">{`The chart of accounts could not be created: ${seedError}`}</p>;
  if (data.status === 'loading')
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading the books…</p>;
  if (data.status === 'error') return <p role="alert">{`The books could not be read: ${String(data.error)}`}</p>;
  return (
    <UndoToastProvider>
      <Books db={db} account={account} data={data.data} />
    </UndoToastProvider>
  );
}
