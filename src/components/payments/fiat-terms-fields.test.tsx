import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { FiatTermsFields } from './fiat-terms-fields';

const NATIVE_ETH_LOCAL: Asset = {
  chainId: 31337,
  kind: 'native',
  address: null,
  symbol: 'ETH',
  decimals: 18,
  name: 'Ether',
};
const props = { idBase: 'f', errors: {}, onCurrency: () => {}, onTolerance: () => {} };

describe('FiatTermsFields', () => {
  it('offers the asset and the currencies a feed quotes it in; the tolerance only for a fiat currency', () => {
    const onCurrency = vi.fn();
    const { rerender } = render(
      <FiatTermsFields {...props} asset={NATIVE_ETH_LOCAL} currency="" tolerancePercent="1" onCurrency={onCurrency} />,
    );
    const select = screen.getByRole('combobox', { name: /Amounts in/ });
    const labels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(labels[0]).toBe('ETH');
    expect(labels).toContain('USD (paid in ETH at the rate)');
    expect(screen.queryByRole('textbox', { name: /Tolerance %/ })).toBeNull();
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(onCurrency).toHaveBeenCalledWith('USD');
    rerender(
      <FiatTermsFields
        {...props}
        asset={NATIVE_ETH_LOCAL}
        currency="USD"
        tolerancePercent="1"
        errors={{ tolerancePercent: 'Too high' }}
      />,
    );
    const tolerance = screen.getByRole('textbox', { name: /Tolerance %/ });
    expect((tolerance as HTMLInputElement).value).toBe('1');
    const described = (tolerance.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Too high');
  });

  it('says when no feed quotes the asset', () => {
    const asset = { ...NATIVE_ETH_LOCAL, chainId: 424242 };
    render(<FiatTermsFields {...props} asset={asset} currency="" tolerancePercent="1" />);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByText('No price feed prices ETH on its network: amounts are in ETH')).toBeTruthy();
  });
});
