import { startTransition, useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { newestRowFirst } from '@/lib/chain/row-order';
import { useAddressBook } from '@/lib/chain/use-address-book';
import { lookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { runwayFigure } from '@/lib/insights/runway';
import { useInsights } from '@/lib/insights/use-insights';
import { useBaseValues } from '@/lib/ledger/store/use-base-values';
import { useOverview } from '@/lib/overview/use-overview';
import { dashboardInsights, forecastBand } from '@/platform/features/dashboard/model/insight-views';
import { firstRunChecklist, isEmptyWorkspace } from '@/platform/features/dashboard/model/first-run';
import { keyFigures } from '@/platform/features/dashboard/model/key-figures';
import { assetOptions } from '@/lib/money/asset-options';
import { BooksBadges } from './books-badges';
import { CashChart } from './dashboard-cash-chart';
import { FirstRunChecklist } from './first-run-checklist';
import { KeyFiguresRow } from './key-figures-row';
import { LatestTransactions } from './latest-transactions';
import { QuickActions } from './quick-actions';
import { RecurringItems } from './recurring-items';
import { TopInsights } from './top-insights';
import { UpcomingItems } from './upcoming-items';
import { UpcomingReminders } from './upcoming-reminders';
import { isoDay } from '@/lib/primitives/days';

/** The Dashboard's content: a live view of the workspace through the overview read models. */
export function DashboardWorkspace({
  db,
  account,
  chainId = null,
}: {
  db: WorkspaceDb;
  account: string;
  /** The connected wallet's network: its assets are offered for recurring items. */
  chainId?: number | null;
}) {
  const today = useMemo(() => isoDay(), []);
  const state = useOverview(db, account, today);
  // SBI's engine in its worker: the top three insights and the forecast band, once it has answered.
  const insightsState = useInsights(db);
  const values = useBaseValues(db);
  const book = useAddressBook(db);
  const dates = useDateSettings(db);
  // The sections below the first screen mount in a second commit (a transition that yields), so
  // the first one, with the key figures, is short on a slow phone; they only add to the page's end.
  const [restShown, setRestShown] = useState(false);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) startTransition(() => setRestShown(true));
  }, [ready]);
  const rows = state.status === 'ready' ? state.data.records.rows : null;
  const latest = useMemo(() => (rows ? [...rows].sort((a, b) => newestRowFirst(a, b)).slice(0, 8) : []), [rows]);
  const loaded = state.status === 'ready' ? state.data.records : null;
  // The company's wallets: the treasury's and every wallet a row was read for (as SBI's check reads them).
  const lookAlike = useMemo(
    () =>
      loaded
        ? lookAlikeOf(loaded.counterparties, [
            ...loaded.treasury.map((wallet) => wallet.address),
            ...new Set(latest.flatMap((row) => row.wallets)),
          ])
        : undefined,
    [loaded, latest],
  );
  if (state.status === 'loading') return <StatusLine message="Reading the workspace…" />;
  if (state.status === 'error')
    return (
      <Alert tone="danger" title="The dashboard could not read the workspace">
        {state.error instanceof Error ? state.error.message : String(state.error)}
      </Alert>
    );
  const { records, overview } = state.data;
  const counts = {
    hasProfile: records.profile !== null,
    treasuryWallets: records.treasury.length,
    clients: records.counterparties.filter((c) => c.isClient).length,
    invoices: records.invoices.length,
    bills: records.bills.length,
    transactions: records.rows.length,
    entries: records.entries.length,
    lastExportAt: records.lastExportAt,
  };
  const steps = firstRunChecklist(counts);
  const empty = isEmptyWorkspace(counts);
  const sbi = insightsState.status === 'ready' ? insightsState : null;
  const insights = sbi ? dashboardInsights(sbi.result, sbi.dismissed) : [];
  const forecast = sbi ? forecastBand(sbi.result, overview.history) : undefined;
  return (
    <div className="flex flex-col gap-6">
      {steps.some((s) => !s.done) ? <FirstRunChecklist steps={steps} /> : null}
      {empty ? null : (
        <>
          <KeyFiguresRow
            figures={keyFigures(
              overview,
              records.profile?.baseCurrency ?? '',
              records.treasury.length,
              sbi ? runwayFigure(sbi.result.forecasts) : null,
            )}
            values={values}
          />
          <BooksBadges books={overview.books} />
          <CashChart
            history={overview.history}
            valued={overview.valuedHistory}
            currency={records.profile?.baseCurrency ?? ''}
            forecast={forecast}
          />
        </>
      )}
      {restShown ? (
        <>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <LatestTransactions
              rows={latest}
              values={values}
              book={book}
              dates={dates}
              {...(lookAlike ? { lookAlike } : {})}
            />
            <UpcomingItems flows={overview.upcoming} today={today} />
          </div>
          <RecurringItems
            db={db}
            items={records.recurring}
            assets={assetOptions(
              [
                ...(chainId === null ? [] : [chainId]),
                ...records.treasury.map((w) => w.chainId),
                ...records.balances.map((b) => b.chainId),
              ],
              records.tokens,
            )}
            counterparties={records.counterparties}
            today={today}
          />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <UpcomingReminders reminders={overview.reminders} today={today} />
            <TopInsights insights={insights} />
          </div>
          <QuickActions />
        </>
      ) : null}
    </div>
  );
}
