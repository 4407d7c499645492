import { describe, expect, it } from 'vitest';
import { checkInvoice, emptyLine, fiatCurrenciesFor, valuesOf, type InvoiceValues } from './invoice-form';

const eth = { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const values = (over: Partial<InvoiceValues> = {}): InvoiceValues => ({
  clientId: 'c1',
  issueDate: '2026-01-31',
  dueDate: '2026-03-02',
  assetKey: '31337:native',
  payee: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  lines: [{ ...emptyLine(), description: 'Work', unitPrice: '3000' }],
  notes: '',
  terms: '',
  incomeAccountId: 'sales',
  currency: 'USD',
  tolerancePercent: '1',
  ...over,
});

describe('invoice form in a fiat currency', () => {
  it('takes an invoice in the pounds of a UK company, priced by the local ETH/GBP feed', () => {
    const result = checkInvoice(values({ currency: 'GBP' }), eth);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.input.fiat).toEqual({ currency: 'GBP', decimals: 2, tolerancePercent: '1', issueRate: null });
  });
  it('offers the currencies a feed quotes the asset in (the local feeds)', () => {
    // Every ISO 4217 currency a local feed prices ETH in: the deploy's ETH/EUR, ETH/GBP and ETH/USD.
    expect(fiatCurrenciesFor(eth)).toEqual(['EUR', 'GBP', 'USD']);
    expect(fiatCurrenciesFor({ chainId: 31337, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })).toEqual([]);
  });
  it('reads prices in cents and keeps the terms (no rate until issued); round-trips through the form', () => {
    const result = checkInvoice(values(), eth);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.input.lines[0]?.unitPrice).toBe('300000');
    expect(result.input.fiat).toEqual({ currency: 'USD', decimals: 2, tolerancePercent: '1', issueRate: null });
    expect(valuesOf(result.input, '31337:native')).toMatchObject({ currency: 'USD', lines: [{ unitPrice: '3000' }] });
  });
  it('refuses more than cents and a tolerance above 10%, beside the fields', () => {
    const result = checkInvoice(
      values({ tolerancePercent: '12', lines: [{ ...emptyLine(), description: 'Work', unitPrice: '1.001' }] }),
      eth,
    );
    expect(result.ok ? {} : result.errors).toMatchObject({
      tolerancePercent: 'At most 10%',
      'lines.0.unitPrice': expect.any(String) as string,
    });
  });
  it('is an invoice in its asset without a currency', () => {
    const result = checkInvoice(values({ currency: '' }), eth);
    expect(result.ok && result.input).toMatchObject({ fiat: null, lines: [{ unitPrice: '3000000000000000000000' }] });
  });
});
