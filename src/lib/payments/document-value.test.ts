import { describe, expect, it } from 'vitest';
import { baseValueOf } from '@/lib/ledger/base-value';
import { indexPrices } from '@/lib/ledger/prices';
import { documentBaseValue } from './document-value';
import { usdInvoice } from './fiat.testing';

const ETH = usdInvoice(300_000n, '3000').asset;
const index = indexPrices([{ commodity: '31337:native', date: '2026-03-01', price: '2000' }]);
/** Values in `currency` with one typed ETH price of 2000 on 2026-03-01. */
const valuesIn = (currency: string) => ({
  currency,
  on: (units: bigint | string, decimals: number, commodity: string, date: string) =>
    baseValueOf(index, currency, { units: BigInt(units), decimals, commodity }, date),
  now: (units: bigint | string, decimals: number, commodity: string) =>
    baseValueOf(index, currency, { units: BigInt(units), decimals, commodity }, '2026-03-02', '2026-03-01T12:00:00Z'),
});
const usd = usdInvoice(300_000n, '3000');

describe('documentBaseValue', () => {
  it('values a document in its asset like any amount of it', () => {
    expect(documentBaseValue(valuesIn('EUR'), { asset: ETH, fiat: null }, 10n ** 18n, '2026-03-01')).toMatchObject({
      kind: 'value',
      decimal: '2000',
      currency: 'EUR',
    });
  });

  it('values a fiat document in another currency through its asset at the issue rate', () => {
    // 3,000.00 USD at 3000 USD per ETH is 1 ETH, worth 2000 in the book's currency that day.
    expect(documentBaseValue(valuesIn('EUR'), usd, usd.total, '2026-03-01')).toMatchObject({
      kind: 'value',
      decimal: '2000',
    });
    expect(documentBaseValue(valuesIn('EUR'), usd, 150_000n, null)).toMatchObject({ kind: 'value', decimal: '1000' });
  });

  it('says missing (never 0) for a fiat draft with no issue rate yet', () => {
    const draft = { ...usd, fiat: { ...usd.fiat!, issueRate: null } };
    expect(documentBaseValue(valuesIn('EUR'), draft, draft.total, '2026-03-01')).toEqual({
      kind: 'missing',
      currency: 'EUR',
    });
  });

  it('shows nothing beside a document written in the base currency, or without one', () => {
    expect(documentBaseValue(valuesIn('USD'), usd, usd.total, '2026-03-01')).toBeNull();
    expect(documentBaseValue(valuesIn(''), { asset: ETH, fiat: null }, 1n, '2026-03-01')).toBeNull();
  });
});
