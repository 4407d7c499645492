import { lazy, Suspense } from 'react';
import { Amount } from '@/components/ui/amount';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { Table } from '@/components/ui/table';
import { useMemo } from 'react';
import type { BalanceHistory, ValuedHistory } from '@/lib/overview/balance-history';
import { chartPanels } from '@/platform/features/dashboard/model/chart-panels';
import { chartSummary, valuedSummary } from '@/platform/features/dashboard/model/chart-summary';
import { valueText } from '@/platform/features/dashboard/model/figures';
import type { ForecastBand } from '@/platform/features/dashboard/model/insight-views';

const CashChartCanvas = lazy(() => import('./cash-chart-canvas'));

/**
 * Cash over time: a text summary, the drawing (the company's cash in its currency, or each asset on
 * its own axis), and the data as a table behind a disclosure.
 */
export function CashChart({
  history,
  valued,
  currency,
  forecast,
}: {
  history: BalanceHistory;
  valued: ValuedHistory | null;
  currency: string;
  forecast?: ForecastBand;
}) {
  const panels = useMemo(() => chartPanels(history, valued, currency, forecast), [history, valued, currency, forecast]);
  if (history.series.length === 0) return null;
  const rows = history.days.map((day, index) => ({ day, index })).reverse();
  return (
    <Card title="Cash over time">
      <div className="flex flex-col gap-3">
        <ul className="list-none p-0 text-sm" data-testid="cash-chart-summary">
          {[...(valued && currency ? [valuedSummary(valued, currency)] : []), ...chartSummary(history)].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Suspense fallback={<p className="text-sm text-muted">Loading the chart…</p>}>
          <CashChartCanvas panels={panels} />
        </Suspense>
        <Disclosure summary="Chart data (daily closing balances)" lazy>
          <Table
            label="Daily closing balances"
            rows={rows}
            rowKey={(row) => row.day}
            maxHeight="20rem"
            columns={[
              { id: 'day', header: 'Day', rowHeader: true, cell: (row) => row.day },
              ...(valued && currency
                ? [
                    {
                      id: 'valued',
                      header: currency,
                      numeric: true,
                      cell: (row: { index: number }) => {
                        const total = valued.totals[row.index];
                        return total ? valueText(total, currency) : '';
                      },
                    },
                  ]
                : []),
              ...history.series.map((s) => ({
                id: s.commodity,
                header: s.symbol,
                numeric: true,
                cell: (row: { index: number }) => (
                  <Amount units={s.units[row.index] ?? 0n} asset={s.decimals} symbol={s.symbol} />
                ),
              })),
            ]}
          />
        </Disclosure>
      </div>
    </Card>
  );
}
