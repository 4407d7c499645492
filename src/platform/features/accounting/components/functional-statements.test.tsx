import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { entry, eth, ethPrices, twoWallets } from '@/lib/ledger/functional/functional.testing';
import { functionalReports } from '@/platform/features/accounting/model/functional-reports';
import { FunctionalStatements } from './functional-statements';

const { accounts, a } = twoWallets();
const journal = [
  entry('2025-01-01', 'Funding', [eth(a, '2'), eth(ACCOUNT_IDS.ownerContributions, '-2')]),
  entry('2025-02-10', 'Software', [eth(ACCOUNT_IDS.software, '0.5'), eth(a, '-0.5')]),
];
const prices = ethPrices(['2025-01-01', '1000.123456'], ['2025-02-10', '1300.987654']);
const range = { from: '2025-02-01', to: '2025-02-28' };
const previousRange = { from: '2025-01-01', to: '2025-01-31' };
const reports = functionalReports(journal, accounts, prices, {
  currency: 'GBP',
  method: 'fifo',
  policy: 'cost-less-impairment',
  fiscalYearStartMonth: 1,
  range,
  previous: previousRange,
});

describe('FunctionalStatements', () => {
  it('shows money with the symbol, separators and two decimals, and the previous period beside it', () => {
    render(<FunctionalStatements reports={reports} infos={new Map()} range={range} previousRange={previousRange} />);
    const net = within(screen.getByTestId('base-net-income')).getAllByRole('cell');
    // 0.5 ETH spent at £1,300.987654 = £650.49; carried at £500.06: realised £150.43; net −£500.06.
    expect(net.map((c) => c.textContent)).toEqual(['-£500.06', '£0.00']);
    expect(within(screen.getByTestId('base-realised')).getAllByRole('cell')[0]?.textContent).toBe('£150.43');
    const assets = within(screen.getByTestId('base-total-assets')).getAllByRole('cell');
    const sides = within(screen.getByTestId('base-total-liabilities-equity')).getAllByRole('cell');
    expect(assets.map((c) => c.textContent)).toEqual(['£1,500.19', '£2,000.25']);
    expect(sides.map((c) => c.textContent)).toEqual(assets.map((c) => c.textContent));
    const total = within(screen.getByTestId('base-trial-total')).getAllByRole('cell');
    expect(total[0]?.textContent).toBe(total[1]?.textContent);
    // No figure in the company's currency carries more than its two decimals.
    const figures = screen
      .getAllByRole('cell')
      .map((c) => c.firstChild?.textContent ?? '')
      .filter(Boolean);
    expect(figures.length).toBeGreaterThan(20);
    for (const figure of figures) expect(figure).toMatch(/^-?£\d{1,3}(,\d{3})*\.\d{2}$/);
  });
  it('names each stale price the statements were valued with, and how old it was where used', () => {
    render(<FunctionalStatements reports={reports} infos={new Map()} range={range} previousRange={previousRange} />);
    // The price typed for 2025-01-01 measured the month end of January: 30 days old there (the oldest use).
    expect(reports.stalePrices.map((p) => [p.priceDate, p.usedFor])).toEqual([['2025-01-01', '2025-01-31']]);
    expect(screen.getByText(/^Valued with stale prices/).textContent).toContain(
      'at 1000.123456 GBP, the price entered for 2025-01-01, was 30 days old on 2025-01-31',
    );
  });
});
