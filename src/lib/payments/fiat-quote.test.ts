// The booking rate's refusals: a wallet on another network, and a pair no feed quotes, each say
// why in words and never yield a rate (a record is never booked at 0).
import { describe, expect, it } from 'vitest';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { readBookingRate } from './fiat-quote';

const neverCalled: Eip1193Provider = {
  request: () => Promise.reject(new Error('the provider must not be asked')),
};
const record = {
  asset: { chainId: 31337, symbol: 'ETH', address: null },
  currency: 'USD',
  kind: 'invoice',
  refusal: 'Invoice INV-7 cannot be issued',
};

describe('readBookingRate', () => {
  it('asks for the record’s network when the wallet is elsewhere or absent', async () => {
    const message = /^Switch the wallet to .+: the ETH\/USD rate the invoice is booked at is read there\.$/;
    await expect(readBookingRate(neverCalled, 1, record)).rejects.toThrow(message);
    await expect(readBookingRate(null, 31337, record)).rejects.toThrow(message);
  });

  it('refuses a pair no known feed quotes, naming what cannot happen', async () => {
    const chf = { ...record, currency: 'CHF' };
    await expect(readBookingRate(neverCalled, 31337, chf)).rejects.toThrow(
      /No ETH\/CHF price feed is known on .+: no rate exists\. Invoice INV-7 cannot be issued in CHF until a rate exists\./,
    );
  });
});
