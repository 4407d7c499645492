import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountValue } from './amount-value';

const SOURCE = 'Price from feed 0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9, round 18446744073709551617';

describe('AmountValue', () => {
  it('shows the amount, then its value in the base currency with the source as title and in the text read', () => {
    render(
      <AmountValue
        units={15n * 10n ** 17n}
        asset={18}
        symbol="ETH"
        locale="en-US"
        value={{ kind: 'value', decimal: '4500.755', currency: 'USD', stale: false, source: SOURCE }}
      />,
    );
    expect(screen.getByText('1.5 ETH')).toBeTruthy();
    const value = screen.getByTitle(SOURCE);
    expect(value.textContent).toBe(`≈ $4,500.76. ${SOURCE}`);
    expect(value.querySelector('.sr-only')?.textContent).toBe(`. ${SOURCE}`);
    expect(value.textContent).not.toContain('stale');
  });

  it('marks a stale price in words, and says missing (never 0) without a price', () => {
    const { rerender } = render(
      <AmountValue
        units={1n}
        asset={18}
        symbol="ETH"
        locale="en-US"
        value={{ kind: 'value', decimal: '3000', currency: 'USD', stale: true, source: SOURCE }}
      />,
    );
    expect(screen.getByTitle(SOURCE).textContent).toContain('$3,000.00 · stale');
    rerender(
      <AmountValue units={1n} asset={18} symbol="ETH" locale="en-US" value={{ kind: 'missing', currency: 'USD' }} />,
    );
    expect(screen.getByText('USD value missing')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$0');
  });

  it('shows the amount alone without a base currency', () => {
    render(<AmountValue units={10n ** 18n} asset={18} symbol="ETH" locale="en-US" value={null} />);
    expect(document.body.textContent).toBe('1\u00a0ETH');
  });
});
