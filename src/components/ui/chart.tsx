// A chart drawn by uPlot on a canvas. uPlot and its stylesheet come with this module, so import it
// only from a lazily loaded chunk (`lazy(() => import('./my-chart'))`); the build puts the stylesheet
// in the app's one stylesheet (never an inline style, under the CSP). The options are made again
// when the colour scheme changes, so theme colours read in them (`themeColour`, theme-colour.ts) follow it; the width
// follows the container. New data is set into the plot drawn (a live update redraws, never rebuilds
// it); new options (a keep-stable callback) or a scheme change build it again. The canvas is
// decorative: a summary or table beside it says the same.
import { useEffect, useRef, type HTMLAttributes } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartOptions = uPlot.Options;
export type ChartData = uPlot.AlignedData;

export interface ChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** uPlot's options at a width, for the chart's element (keep it stable, e.g. `useCallback`: a new one redraws). */
  readonly options: (width: number, element: HTMLElement) => ChartOptions;
  readonly data: ChartData;
  readonly height: number;
  /** The drawing's width for the container's (keep it stable); by default the container's, 320 when it has none. */
  readonly fitWidth?: (clientWidth: number) => number;
}

const containerWidth = (clientWidth: number) => clientWidth || 320;

/** `<Chart options={(width) => ({ width, height: 220, series, axes })} data={[days, values]} height={220} />`. */
export function Chart({ options, data, height, fitWidth = containerWidth, ...rest }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(data);
  // New data (a live update) goes into the plot drawn: its canvas and legend stay, never destroyed
  // and made again, so a reader or a check of the page never meets a legend half replaced.
  useEffect(() => {
    latest.current = data;
    plot.current?.setData(data);
  }, [data]);
  useEffect(() => {
    const element = box.current;
    // Without ResizeObserver (a unit test's DOM) nothing is drawn.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const draw = () => {
      plot.current?.destroy();
      plot.current = new uPlot(options(fitWidth(element.clientWidth), element), latest.current, element);
    };
    draw();
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: fitWidth(element.clientWidth), height }));
    resize.observe(element);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', draw);
    return () => {
      resize.disconnect();
      scheme.removeEventListener('change', draw);
      plot.current?.destroy();
      plot.current = null;
    };
  }, [options, height, fitWidth]);
  return <div ref={box} aria-hidden="true" {...rest} />;
}
