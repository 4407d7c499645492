// The cash chart's drawing (the kit's uPlot `Chart`, loaded only with this chunk). Colours are read
// from the theme's CSS variables and re-read when the colour scheme changes; the width follows the
// container (280 px at least). One plot per panel (model/chart-panels.ts), each with its own y axis
// sized to its labels, so no label is cut.
import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart, type ChartData, type ChartOptions } from '@/components/ui/chart';
import { themeColour as token } from '@/components/ui/theme-colour';
import { axisLabel, axisWidth, type ChartPanel } from '@/platform/features/dashboard/model/chart-panels';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** What the options read of a panel: its title and its band's label (not its figures, which are data). */
type PanelLabels = { readonly title: string; readonly band: string | null };

function options(panel: PanelLabels, index: number, width: number): ChartOptions {
  const axis = {
    stroke: token('--ll-muted'),
    grid: { stroke: token('--ll-border'), width: 1 },
    ticks: { stroke: token('--ll-border') },
  };
  const colours = ['--ll-primary', '--ll-success', '--ll-warning', '--ll-danger'];
  const series: uPlot.Series[] = [
    {},
    { label: panel.title, stroke: token(colours[index % colours.length] as string), width: 2 },
  ];
  const bands: uPlot.Band[] = [];
  if (panel.band !== null) {
    const stroke = token('--ll-info');
    series.push(
      { label: `${panel.band} (high)`, stroke, dash: [4, 4] },
      { label: `${panel.band} (low)`, stroke, dash: [4, 4] },
    );
    bands.push({ series: [3, 2], fill: token('--ll-info-soft') });
  }
  const yAxis: uPlot.Axis = {
    ...axis,
    values: (_plot, splits) => splits.map(axisLabel),
    size: (_plot, values) => axisWidth(values ?? []),
  };
  return {
    width,
    height: 220,
    series,
    bands,
    axes: [axis, yAxis],
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
  };
}

function data(panel: ChartPanel): ChartData {
  const band = panel.band;
  const days = [...new Set([...panel.days, ...(band?.days ?? [])])].sort();
  const at = (list: readonly string[], values: readonly number[]) => {
    const byDay = new Map(list.map((d, i) => [d, values[i] ?? null]));
    return days.map((d) => byDay.get(d) ?? null);
  };
  return [
    days.map(seconds),
    at(panel.days, panel.values),
    ...(band ? [at(band.days, band.high), at(band.days, band.low)] : []),
  ] as ChartData;
}

const atLeast280 = (clientWidth: number) => Math.max(280, clientWidth);

function Plot({ panel, index }: { panel: ChartPanel; index: number }) {
  // Kept while the panel's labels stay: a live update of its figures only sets new data.
  const title = panel.title;
  const band = panel.band?.label ?? null;
  const plotOptions = useCallback((width: number) => options({ title, band }, index, width), [title, band, index]);
  const plotData = useMemo(() => data(panel), [panel]);
  return (
    <Chart
      options={plotOptions}
      data={plotData}
      height={220}
      fitWidth={atLeast280}
      data-testid="cash-chart-panel"
      data-panel={panel.id}
    />
  );
}

/** The chart's panels: the company's cash in its currency, or each asset on its own axis. */
export default function CashChartCanvas({ panels }: { panels: readonly ChartPanel[] }) {
  // The drawing repeats the summary and table beside it, so assistive technology skips it.
  return (
    <div aria-hidden="true" data-testid="cash-chart-canvas" className="flex flex-col gap-4">
      {panels.map((panel, index) => (
        <Plot key={panel.id} panel={panel} index={index} />
      ))}
    </div>
  );
}
