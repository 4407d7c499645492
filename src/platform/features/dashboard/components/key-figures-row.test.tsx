// The Cash tile reads its value once: with one asset the valued total is that asset's value, so the
// asset's line shows its quantity alone (it once showed `£11,609.58` and `≈ £11,609.58` under the ETH);
// with several assets each line keeps its value, the parts of the total.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { formatMoney } from '@/lib/money/format-money';
import type { KeyFigure } from '@/platform/features/dashboard/model/key-figures';
import { KeyFiguresRow } from './key-figures-row';

const E = 10n ** 18n;
const SOURCE = 'Price from feed 0xa513, round 42 of 2026-11-29 10:00 UTC';
// 2 ETH at £1,481.07 and 250 TUSD at £1 (the single-asset case's value is the tile's total).
const values: BaseValues = {
  currency: 'GBP',
  on: () => null,
  now: (_units, _decimals, commodity) => ({
    kind: 'value',
    decimal: commodity === '31337:native' ? '2962.14' : '250',
    currency: 'GBP',
    stale: false,
    source: SOURCE,
  }),
};

const cash = (amounts: KeyFigure['amounts'], text: string): KeyFigure => ({
  id: 'cash',
  label: 'Cash',
  amounts,
  text,
  basis: 'On-chain balances of 1 of 1 treasury wallet',
  comparison: '30 days ago: none',
  link: { to: '/platform/transactions', label: 'View transactions' },
});

const eth = (units: bigint) => ({ key: '31337:native', symbol: 'ETH', decimals: 18, units });

function tile(figure: KeyFigure): HTMLElement {
  render(
    <MemoryRouter>
      <KeyFiguresRow figures={[figure]} values={values} />
    </MemoryRouter>,
  );
  return screen.getByTestId('figure-cash');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the Dashboard’s Cash tile', () => {
  it('shows one asset’s value once, as the total, with the price it used named', () => {
    const total = formatMoney('11609.58', 'GBP');
    const shown = tile(cash([eth(784n * 10n ** 16n)], total));
    const visible = shown.textContent?.replace(SOURCE, '') ?? '';
    expect(count(visible, '11,609.58')).toBe(1);
    expect(shown.querySelector('[data-base-value]')).toBeNull();
    expect(shown.querySelector('[data-testid="figure-amount"]')?.textContent).toBe('7.84\u00a0ETH');
    // The price behind the value is still named: on hover and read after it.
    expect(shown.querySelector('[data-testid="figure-text"]')?.getAttribute('title')).toBe(SOURCE);
    expect(shown.textContent).toContain(SOURCE);
  });

  it('keeps each asset’s value beside it when the tile holds several: the parts of the total', () => {
    const shown = tile(
      cash([eth(2n * E), { key: '31337:0xtusd', symbol: 'TUSD', decimals: 6, units: 250_000_000n }], '£3,212.14'),
    );
    const parts = [...shown.querySelectorAll('[data-base-value]')].map((node) => node.getAttribute('data-base-value'));
    expect(parts).toEqual(['2962.14', '250']);
    expect(shown.querySelector('[data-testid="figure-text"]')?.getAttribute('title')).toBeNull();
  });
});
