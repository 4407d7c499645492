// The forecast chart, drawn by the kit's uPlot `Chart` (loaded with this lazy chunk only). Colours
// come from the theme tokens and are re-read when the colour scheme changes.
import { useCallback } from 'react';
import { Chart, type ChartData, type ChartOptions } from '@/components/ui/chart';
import { themeColour } from '@/components/ui/theme-colour';

interface CashChartProps {
  readonly data: (number | null)[][];
  readonly label: string;
}

function options(element: HTMLElement, width: number, label: string): ChartOptions {
  const fg = themeColour('--color-fg', element);
  const muted = themeColour('--color-muted', element);
  const grid = themeColour('--color-border', element);
  const primary = themeColour('--color-primary', element);
  const soft = themeColour('--color-primary-soft', element);
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    title: label,
    width,
    height: 260,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true } },
    axes: [axis, { ...axis, size: 70 }],
    series: [
      {},
      { label: 'Cash', stroke: fg, width: 2 },
      { label: 'Forecast', stroke: primary, width: 2, dash: [6, 4] },
      { label: '95% low', stroke: 'transparent' },
      { label: '95% high', stroke: 'transparent' },
      { label: '80% low', stroke: 'transparent' },
      { label: '80% high', stroke: 'transparent' },
    ],
    bands: [
      { series: [4, 3], fill: soft },
      { series: [6, 5], fill: soft },
    ],
  };
}

/** A cash forecast chart (history, expected line, 80% and 95% bands); decorative beside its summary and table. */
export function CashChart({ data, label }: CashChartProps) {
  const chartOptions = useCallback((width: number, element: HTMLElement) => options(element, width, label), [label]);
  // The canvas says nothing to a screen reader: the summary and the table beside it do.
  return (
    <Chart
      options={chartOptions}
      data={data as ChartData}
      height={260}
      className="w-full min-w-0 overflow-hidden text-fg"
    />
  );
}
