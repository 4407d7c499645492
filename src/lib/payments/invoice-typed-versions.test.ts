import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { invoicePayload, verifySignedInvoice } from './invoice-signature';
import { parseSignedInvoice, signedInvoiceJson } from './invoice-typed-data';
import { typedDataVersion } from './invoice-typed-versions';
import { signTestInvoice, testInvoiceMessage } from './signed-invoice.testing';

const issuer = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const v1 = testInvoiceMessage(issuer.address);
// 10.80 USD (two lines of 5.00 less 10%, plus 20% tax), paid in ETH within 1%.
const v2 = testInvoiceMessage(issuer.address, { fiat: { currency: 'USD', decimals: 2, tolerancePercent: '1' } });

describe('invoice typed-data versions', () => {
  it('signs an asset invoice as version 1 and a fiat invoice as version 2 with currency, asset and tolerance', () => {
    expect(typedDataVersion(v1)).toBe(1);
    expect(typedDataVersion(v2)).toBe(2);
    const payload = JSON.parse(invoicePayload(31337, v2)) as {
      domain: { version: string };
      types: { Invoice: { name: string }[] };
      message: Record<string, unknown>;
    };
    expect(payload.domain.version).toBe('2');
    expect(payload.types.Invoice.map((f) => f.name)).toEqual(
      expect.arrayContaining(['currency', 'currencyDecimals', 'tolerancePercent', 'token', 'symbol']),
    );
    expect(payload.message).toMatchObject({
      currency: 'USD',
      currencyDecimals: '2',
      tolerancePercent: '1',
      symbol: 'ETH',
    });
    expect((JSON.parse(invoicePayload(31337, v1)) as { domain: { version: string } }).domain.version).toBe('1');
  });
  it('verifies both versions, also after the pay link round trip', async () => {
    for (const message of [v1, v2]) {
      const signed = await signTestInvoice(issuer, message);
      expect(verifySignedInvoice(signed)).toEqual({ valid: true, signer: issuer.address });
      const back = parseSignedInvoice(signedInvoiceJson(signed));
      expect(back && verifySignedInvoice(back)).toEqual({ valid: true, signer: issuer.address });
    }
  });
  it('refuses a changed currency or tolerance, and a version-1 signature passed off as version 2', async () => {
    const signed = await signTestInvoice(issuer, v2);
    expect(verifySignedInvoice({ ...signed, message: { ...v2, currency: 'EUR' } })).toMatchObject({ valid: false });
    expect(verifySignedInvoice({ ...signed, message: { ...v2, tolerancePercent: '10' } })).toMatchObject({
      valid: false,
    });
    const old = await signTestInvoice(issuer, v1);
    const upgraded = { ...v1, currency: 'USD', currencyDecimals: 2, tolerancePercent: '1' };
    expect(verifySignedInvoice({ ...old, message: upgraded })).toMatchObject({ valid: false });
    const { currency: _c, currencyDecimals: _d, tolerancePercent: _t, ...downgraded } = v2;
    expect(verifySignedInvoice({ ...signed, message: downgraded })).toMatchObject({ valid: false });
  });
});
