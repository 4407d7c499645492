// The forecast chart, drawn by uPlot on a canvas. uPlot and its stylesheet load with this page's
// chunk only (the CSS is a linked file, never an inline style, under the CSP). Colours come from
// the theme tokens and are re-read when the colour scheme changes.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface CashChartProps {
  readonly data: (number | null)[][];
  readonly label: string;
}

function token(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';
}

function options(element: HTMLElement, width: number, label: string): uPlot.Options {
  const fg = token(element, '--color-fg');
  const muted = token(element, '--color-muted');
  const grid = token(element, '--color-border');
  const primary = token(element, '--color-primary');
  const soft = token(element, '--color-primary-soft');
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      chart = new uPlot(options(element, element.clientWidth || 320, label), data as uPlot.AlignedData, element);
    };
    draw();
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth || 320, height: 260 }));
    resize.observe(element);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', draw);
    return () => {
      resize.disconnect();
      scheme.removeEventListener('change', draw);
      chart?.destroy();
    };
  }, [data, label]);
  // The canvas says nothing to a screen reader: the summary and the table beside it do.
  return <div ref={box} aria-hidden="true" className="w-full min-w-0 overflow-hidden text-fg" />;
}
