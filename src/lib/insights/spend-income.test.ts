import { describe, expect, it } from 'vitest';
import { CLIENT, ETHER, VENDOR, counterparty, daysAgo, inputs, row } from './rows.testing';
import { spendAndIncome, UNCATEGORISED } from './spend-income';
import { topInsights } from './top-insights';
import { runInsights } from './run-insights';
import { getAddress } from 'ethers';

describe('spend and income', () => {
  it('sums exact amounts by category, vendor and client against the previous period, with concentration', () => {
    const other = getAddress('0x' + '34'.repeat(20));
    const [eth] = spendAndIncome(
      inputs({
        counterparties: [counterparty('Acme', VENDOR), counterparty('Bigco', CLIENT)],
        transactions: [
          row({ units: String(2n * ETHER), category: 'Hosting', time: daysAgo(5) }),
          row({ units: String(ETHER), time: daysAgo(6) }),
          row({ units: String(4n * ETHER), category: 'Hosting', time: daysAgo(40) }),
          row({ direction: 'in', counterparty: CLIENT, units: String(3n * ETHER), time: daysAgo(3) }),
          row({ direction: 'in', counterparty: other, units: String(ETHER), time: daysAgo(3) }),
          row({ units: String(9n * ETHER), time: daysAgo(100) }),
        ],
      }),
    );
    expect(eth?.spendTotal).toEqual({ current: 3n * ETHER, previous: 4n * ETHER });
    expect(eth?.spendByCategory).toEqual([
      { key: 'Hosting', label: 'Hosting', current: 2n * ETHER, previous: 4n * ETHER },
      { key: UNCATEGORISED, label: UNCATEGORISED, current: ETHER, previous: 0n },
    ]);
    expect(eth?.spendByVendor[0]).toMatchObject({ label: 'Acme', current: 3n * ETHER });
    // Shares 0.75 and 0.25: HHI = 0.5625 + 0.0625.
    expect(eth?.concentration).toEqual({ topClient: 'Bigco', topShare: 0.75, hhi: 0.625 });
  });
});

describe('top insights', () => {
  it('lists at most three, danger first, leaving dismissed ones out', () => {
    const twin = getAddress(`0x${VENDOR.slice(2, 6)}${'1'.repeat(32)}${VENDOR.slice(-4)}`);
    const result = runInsights(
      inputs({
        counterparties: [counterparty('Acme', VENDOR)],
        transactions: [
          row({ time: daysAgo(3) }),
          row({ time: daysAgo(3, -1) }),
          row({ counterparty: twin, time: daysAgo(1) }),
          row({ counterparty: getAddress('0x' + '56'.repeat(20)), time: daysAgo(2) }),
          row({ counterparty: getAddress('0x' + '78'.repeat(20)), time: daysAgo(2) }),
        ],
      }),
    );
    const top = topInsights(result);
    expect(top.map((item) => item.id.split(':')[0])).toEqual([
      'look-alike-address',
      'duplicate-payment',
      'new-address',
    ]);
    expect(top[0]?.href).toBe('/platform/sbi?tab=anomalies');
    const first = top[0]?.id ?? '';
    expect(topInsights(result, new Set([first])).map((item) => item.id)).not.toContain(first);
  });
});
