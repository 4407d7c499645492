import { describe, expect, it } from 'vitest';
import { fundsProblem } from './funds-check';
import { ETH, USDT } from './test-assets.testing';

const ONE = 10n ** 18n;

describe('fundsProblem', () => {
  it('accepts a native send that fits with its fee, exactly at the edge too', () => {
    expect(
      fundsProblem({ asset: ETH, units: ONE, native: ETH, nativeBalance: ONE + 10n, maxFee: 10n, locale: 'en-US' }),
    ).toBeNull();
  });
  it('explains a native send that leaves no room for the fee', () => {
    expect(
      fundsProblem({ asset: ETH, units: ONE, native: ETH, nativeBalance: ONE, maxFee: 10n, locale: 'en-US' }),
    ).toMatch(/^Not enough ETH for the amount plus the network fee/);
  });
  it('explains a token send without ETH for gas', () => {
    expect(
      fundsProblem({ asset: USDT, units: 1n, native: ETH, nativeBalance: 5n, maxFee: 10n, locale: 'en-US' }),
    ).toMatch(/^Not enough ETH to pay the network fee/);
    expect(
      fundsProblem({ asset: USDT, units: 1n, native: ETH, nativeBalance: 10n, maxFee: 10n, locale: 'en-US' }),
    ).toBeNull();
  });
});
