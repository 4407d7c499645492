import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useOverview } from '@/lib/overview/use-overview';
import { firstRunChecklist, isEmptyWorkspace } from '@/platform/features/dashboard/model/first-run';
import { keyFigures } from '@/platform/features/dashboard/model/key-figures';
import { BooksBadges } from './books-badges';
import { CashChart } from './cash-chart';
import { FirstRunChecklist } from './first-run-checklist';
import { KeyFiguresRow } from './key-figures-row';
import { LatestTransactions } from './latest-transactions';
import { QuickActions } from './quick-actions';
import { TopInsights, type InsightSummary } from './top-insights';
import { UpcomingItems } from './upcoming-items';

const NO_INSIGHTS: readonly InsightSummary[] = [];

/** The Dashboard's content: a live view of the workspace through the overview read models. */
export function DashboardWorkspace({
  db,
  account,
  insights = NO_INSIGHTS,
}: {
  db: WorkspaceDb;
  account: string;
  insights?: readonly InsightSummary[];
}) {
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const state = useOverview(db, account, today);
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
  const latest = [...records.rows].sort((a, b) => b.time.localeCompare(a.time)).slice(0, 8);
  return (
    <div className="flex flex-col gap-6">
      {steps.some((s) => !s.done) ? <FirstRunChecklist steps={steps} /> : null}
      {empty ? null : (
        <>
          <KeyFiguresRow figures={keyFigures(overview, records.profile?.baseCurrency ?? '')} />
          <BooksBadges books={overview.books} />
          <CashChart history={overview.history} />
        </>
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <LatestTransactions rows={latest} />
        <UpcomingItems flows={overview.upcoming} today={today} />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TopInsights insights={insights} />
        <QuickActions />
      </div>
    </div>
  );
}
