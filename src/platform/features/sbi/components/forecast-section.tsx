import { lazy, Suspense, useState } from 'react';
import { Amount } from '@/components/ui/amount';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import { FORECAST_WEEKS, MIN_HISTORY_WEEKS, type CashForecast } from '@/lib/insights/cash-forecast';
import { toDecimalString } from '@/lib/money/decimal-string';
import { cashChartData, cashChartSummary } from '../model/chart-data';
import { WhyPanel } from './why-panel';

// uPlot (and its stylesheet) load with the first chart, in a chunk of this page only.
const CashChart = lazy(() => import('./forecast-chart').then((module) => ({ default: module.CashChart })));

const percent = (value: number) => `${Math.round(value * 100)}%`;

interface ForecastProps {
  readonly forecasts: readonly CashForecast[];
  readonly onBuffer: (assetKey: string, units: bigint) => void;
}

/** The 13-week cash forecast of each asset, its runway and the chance of going under the buffer. */
export function ForecastSection({ forecasts, onBuffer }: ForecastProps) {
  return (
    <Section
      title="Cash forecast"
      description={`Weekly flows from your confirmed transactions, forecast ${FORECAST_WEEKS} weeks ahead with 80% and 95% ranges.`}
    >
      {forecasts.length === 0 ? (
        <EmptyState title="No movements yet" description="The forecast starts once transactions have synced." />
      ) : (
        <div className="space-y-4">
          {forecasts.map((forecast) => (
            <AssetForecast key={forecast.asset.key} forecast={forecast} onBuffer={onBuffer} />
          ))}
        </div>
      )}
    </Section>
  );
}

function AssetForecast({ forecast, onBuffer }: { forecast: CashForecast; onBuffer: ForecastProps['onBuffer'] }) {
  const { asset } = forecast;
  const title = `${asset.symbol} on chain ${asset.chainId}`;
  if (forecast.kind === 'not-enough-history')
    return (
      <Card title={title} level={3}>
        <p>
          Not enough history: {forecast.weeks} completed {forecast.weeks === 1 ? 'week' : 'weeks'} of {asset.symbol}{' '}
          movements, and a forecast needs at least {MIN_HISTORY_WEEKS}. Cash now:{' '}
          <Amount units={forecast.balance} asset={asset.decimals} symbol={asset.symbol} />.
        </p>
      </Card>
    );
  const risk = forecast.weeks.map((week) => week.belowBuffer);
  const worst = Math.max(...risk);
  return (
    <Card title={title} level={3}>
      <div className="space-y-4">
        <p>{cashChartSummary(forecast)}</p>
        <Suspense fallback={null}>
          <CashChart data={cashChartData(forecast)} label={`${asset.symbol} cash, last 26 weeks and next 13`} />
        </Suspense>
        <p>
          {forecast.buffer > 0n
            ? `Chance of ending a week under your buffer: up to ${percent(worst)} (week ${risk.indexOf(worst) + 1}).`
            : 'Set a buffer to see the chance of cash falling under it each week.'}
        </p>
        <BufferForm forecast={forecast} onBuffer={onBuffer} />
        <Disclosure summary="Forecast table">
          <StatementTable
            caption={`${title}: cash forecast by week`}
            columns={[
              { header: 'Week of' },
              { header: 'Net flow' },
              { header: 'Expected cash' },
              { header: '80% range' },
              { header: '95% range' },
              { header: 'Under buffer' },
            ]}
          >
            {forecast.weeks.map((week) => (
              <StatementRow key={week.week} header={week.week}>
                <StatementCell>
                  <Amount units={week.net} asset={asset.decimals} symbol={asset.symbol} />
                </StatementCell>
                <StatementCell>
                  <Amount units={week.cash} asset={asset.decimals} symbol={asset.symbol} />
                </StatementCell>
                <StatementCell>
                  <Amount units={week.lower80} asset={asset.decimals} /> to{' '}
                  <Amount units={week.upper80} asset={asset.decimals} />
                </StatementCell>
                <StatementCell>
                  <Amount units={week.lower95} asset={asset.decimals} /> to{' '}
                  <Amount units={week.upper95} asset={asset.decimals} />
                </StatementCell>
                <StatementCell>{percent(week.belowBuffer)}</StatementCell>
              </StatementRow>
            ))}
          </StatementTable>
        </Disclosure>
        <WhyPanel why={forecast.why} />
      </div>
    </Card>
  );
}

function BufferForm({
  forecast,
  onBuffer,
}: {
  forecast: Extract<CashForecast, { kind: 'forecast' }>;
  onBuffer: ForecastProps['onBuffer'];
}) {
  const { asset } = forecast;
  const [text, setText] = useState(forecast.buffer > 0n ? toDecimalString(forecast.buffer, asset.decimals) : '');
  const [units, setUnits] = useState<bigint | null>(forecast.buffer);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (units !== null) onBuffer(asset.key, units);
      }}
    >
      <AmountInput
        label="Cash buffer"
        hint="The least you want to hold"
        asset={asset}
        value={text}
        onChange={(next, parsed) => {
          setText(next);
          setUnits(next.trim() === '' ? 0n : parsed.ok ? parsed.units : null);
        }}
      />
      <Button type="submit" variant="secondary" disabled={units === null}>
        Save buffer
      </Button>
    </form>
  );
}
