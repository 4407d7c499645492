import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartOptions } from './chart';

// uPlot draws on a canvas jsdom does not have: its published API (constructor, setData, setSize,
// destroy) is stood in for, to see what the kit's Chart asks of it.
const uplot = vi.hoisted(() => {
  const calls: string[] = [];
  class FakePlot {
    constructor(_options: unknown, data: number[][]) {
      calls.push(`new ${data[1]?.join(',')}`);
    }
    setData(data: number[][]) {
      calls.push(`setData ${data[1]?.join(',')}`);
    }
    setSize() {
      calls.push('setSize');
    }
    destroy() {
      calls.push('destroy');
    }
  }
  return { calls, FakePlot };
});
vi.mock('uplot', () => ({ default: uplot.FakePlot }));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const schemeListeners = new Set<() => void>();
beforeEach(() => {
  uplot.calls.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({
    addEventListener: (_type: string, listener: () => void) => schemeListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => schemeListeners.delete(listener),
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  schemeListeners.clear();
});

const options = (width: number): ChartOptions => ({ width, height: 100, series: [{}, { label: 'Cash' }] });

describe('Chart', () => {
  it('sets new data into the plot drawn (a live update never rebuilds its canvas and legend)', () => {
    const view = render(
      <Chart
        options={options}
        data={[
          [1, 2],
          [10, 20],
        ]}
        height={100}
      />,
    );
    expect(uplot.calls).toEqual(['new 10,20']);
    view.rerender(
      <Chart
        options={options}
        data={[
          [1, 2],
          [10, 30],
        ]}
        height={100}
      />,
    );
    expect(uplot.calls).toEqual(['new 10,20', 'setData 10,30']);
  });

  it('builds it again, with the newest data, for new options or a colour scheme change, and destroys it on unmount', () => {
    const view = render(<Chart options={options} data={[[1], [5]]} height={100} />);
    view.rerender(<Chart options={options} data={[[1], [6]]} height={100} />);
    for (const listener of schemeListeners) listener();
    expect(uplot.calls).toEqual(['new 5', 'setData 6', 'destroy', 'new 6']);
    const other = (width: number) => options(width);
    view.rerender(<Chart options={other} data={[[1], [6]]} height={100} />);
    expect(uplot.calls.slice(4)).toEqual(['destroy', 'new 6']);
    view.unmount();
    expect(uplot.calls.at(-1)).toBe('destroy');
  });
});
