import { describe, expect, it } from 'vitest';
import { axisLabel, axisWidth, chartPanels } from './chart-panels';

const E = 10n ** 18n;
const days = ['2026-03-09', '2026-03-10'];
const eth = { commodity: '31337:native', symbol: 'ETH', decimals: 18, units: [10_000n * E, 10_000n * E] };
const lark = { commodity: '31337:0xabc', symbol: 'LARK', decimals: 18, units: [600_000n * E, 600_000n * E] };
const band = { asset: '31337:native', label: 'ETH forecast (80%)', days: ['2026-03-16'], low: [9_000], high: [11_000] };

describe('the cash chart’s panels', () => {
  it('draws one line in the company’s currency when every day is valued, the band in it for a single asset', () => {
    const valued = {
      days,
      totals: [
        { units: 15_000_000n, scale: 0 },
        { units: 1_500_000_000n, scale: 2 },
      ],
    };
    const [panel, ...rest] = chartPanels({ days, series: [eth] }, valued, 'GBP', band);
    expect(rest).toEqual([]);
    expect(panel).toMatchObject({ id: 'valued', title: 'Cash in GBP', values: [15_000_000, 15_000_000] });
    // 10,000 ETH = £15,000,000 today: £1,500 per ETH.
    expect(panel?.band).toMatchObject({ low: [13_500_000], high: [16_500_000], label: 'ETH forecast (80%) in GBP' });
  });

  it('gives each asset its own panel (its own axis) when the currency line cannot be drawn', () => {
    const panels = chartPanels({ days, series: [eth, lark] }, null, 'GBP', band);
    expect(panels.map((p) => [p.title, p.values, p.band?.label])).toEqual([
      ['ETH', [10_000, 10_000], 'ETH forecast (80%)'],
      ['LARK', [600_000, 600_000], undefined],
    ]);
  });

  it('writes axis labels short enough for the axis, and the axis wide enough for them', () => {
    expect([0.5, 12, 9_999, 10_000, 600_000, 15_138_829.58].map(axisLabel)).toEqual([
      '0.5',
      '12',
      '9,999',
      '10K',
      '600K',
      '15.1M',
    ]);
    expect(axisWidth(['600K', '15.1M'])).toBe(56);
    expect(axisWidth([])).toBe(40);
  });
});
