import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueCell } from './report-parts';

const inRow = (cell: React.ReactNode) =>
  render(
    <table>
      <tbody>
        <tr>{cell}</tr>
      </tbody>
    </table>,
  );

describe('ValueCell', () => {
  it('marks a stale price in words, with its day and source as hover text and read after the value', () => {
    inRow(
      <ValueCell
        line={{
          value: { units: 30_005n, scale: 1 },
          price: { mark: 'stale', date: '2025-01-01', source: 'Price imported for 2025-01-01' },
        }}
        baseCurrency="USD"
        symbol="ETH"
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('$3,000.50 stale price. Stale price of 2025-01-01. Price imported for 2025-01-01');
    expect(cell.querySelector('[data-price-mark="stale"]')?.getAttribute('title')).toBe(
      'Stale price of 2025-01-01. Price imported for 2025-01-01',
    );
  });

  it('says missing (never 0) and which price it looked for', () => {
    inRow(
      <ValueCell
        line={{ value: 'missing', price: { mark: 'missing', date: '2025-03-01' } }}
        baseCurrency="USD"
        symbol="USDC"
      />,
    );
    expect(screen.getByRole('cell').textContent).toBe('missing. No price for USDC on or before 2025-03-01');
  });

  it('shows a fresh value without a mark, its source on hover', () => {
    inRow(
      <ValueCell
        line={{
          value: { units: 3n, scale: 0 },
          price: { mark: 'fresh', date: '2025-03-01', source: 'Price entered for 2025-03-01' },
        }}
        baseCurrency="USD"
        symbol="ETH"
      />,
    );
    expect(screen.getByRole('cell').textContent).not.toContain('stale');
    expect(screen.getByTitle('Price of 2025-03-01. Price entered for 2025-03-01')).toBeTruthy();
  });
});
