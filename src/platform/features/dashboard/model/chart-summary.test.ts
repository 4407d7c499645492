import { describe, expect, it } from 'vitest';
import { chartSummary, plotValues } from './chart-summary';

describe('cash chart summary', () => {
  it('says where each balance started, ended and bottomed out', () => {
    const summary = chartSummary({
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      series: [
        { commodity: '1:native', symbol: 'ETH', decimals: 0, units: [5n, 2n, 7n] },
        { commodity: '1:0xa', symbol: 'TUSD', decimals: 0, units: [4n, 4n, 4n] },
      ],
    });
    expect(summary).toEqual([
      'ETH: 5\u00a0ETH on 2026-03-01, rose to 7\u00a0ETH on 2026-03-03, lowest 2\u00a0ETH on 2026-03-02.',
      'TUSD: 4\u00a0TUSD on 2026-03-01, stayed at 4\u00a0TUSD on 2026-03-03.',
    ]);
  });
  it('plots whole units', () => {
    expect(plotValues([1_500_000n], 6)).toEqual([1.5]);
  });
});
