// The cash chart's drawing (uPlot, loaded only with this chunk). Its stylesheet is imported as SBI's
// is: the build puts it in the app's one stylesheet (a `?url` link was never emitted and 404ed). Colours are read from the theme's CSS variables and
// re-read when the colour scheme changes; the width follows the container (360 px and up).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BalanceHistory } from '@/lib/overview/balance-history';
import { plotValues } from '@/platform/features/dashboard/model/chart-summary';
import type { ForecastBand } from '@/platform/features/dashboard/model/insight-views';

const SERIES_TOKENS = ['--ll-primary', '--ll-success', '--ll-warning', '--ll-danger', '--ll-info'];
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function options(history: BalanceHistory, forecast: ForecastBand | undefined, width: number): uPlot.Options {
  const axis = {
    stroke: token('--ll-muted'),
    grid: { stroke: token('--ll-border'), width: 1 },
    ticks: { stroke: token('--ll-border') },
  };
  const series: uPlot.Series[] = [
    {},
    ...history.series.map((s, i) => ({
      label: s.symbol,
      stroke: token(SERIES_TOKENS[i % SERIES_TOKENS.length] as string),
      width: 2,
    })),
  ];
  const bands: uPlot.Band[] = [];
  if (forecast) {
    const stroke = token('--ll-info');
    series.push(
      { label: `${forecast.label} (high)`, stroke, dash: [4, 4] },
      { label: `${forecast.label} (low)`, stroke, dash: [4, 4] },
    );
    bands.push({ series: [series.length - 2, series.length - 1], fill: token('--ll-info-soft') });
  }
  return {
    width,
    height: 240,
    series,
    bands,
    axes: [axis, axis],
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
  };
}

function data(history: BalanceHistory, forecast: ForecastBand | undefined): uPlot.AlignedData {
  const days = [...new Set([...history.days, ...(forecast?.days ?? [])])].sort();
  const at = (list: readonly string[], values: readonly number[]) => {
    const byDay = new Map(list.map((d, i) => [d, values[i] ?? null]));
    return days.map((d) => byDay.get(d) ?? null);
  };
  return [
    days.map(seconds),
    ...history.series.map((s) => at(history.days, plotValues(s.units, s.decimals))),
    ...(forecast ? [at(forecast.days, forecast.high), at(forecast.days, forecast.low)] : []),
  ] as uPlot.AlignedData;
}

/** Balance over time per asset, with an optional forecast band. */
export default function CashChartCanvas({ history, forecast }: { history: BalanceHistory; forecast?: ForecastBand }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    const draw = () => {
      plot?.destroy();
      plot = new uPlot(
        options(history, forecast, Math.max(280, element.clientWidth)),
        data(history, forecast),
        element,
      );
    };
    draw();
    const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(280, element.clientWidth), height: 240 }));
    resize.observe(element);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', draw);
    return () => {
      resize.disconnect();
      scheme.removeEventListener('change', draw);
      plot?.destroy();
    };
  }, [history, forecast]);
  // The drawing repeats the summary and table beside it, so assistive technology skips it.
  return <div ref={box} aria-hidden="true" data-testid="cash-chart-canvas" />;
}
