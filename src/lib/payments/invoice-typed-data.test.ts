import { Wallet, ZeroAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { invoiceDigest, invoicePayload, verifySignedInvoice } from './invoice-signature';
import { payLink, readPayFragment } from './invoice-typed-data';
import { signTestInvoice, testInvoiceMessage } from './signed-invoice.testing';

const issuer = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const message = testInvoiceMessage(issuer.address);
const signed = () => signTestInvoice(issuer, message);

describe('invoice typed data', () => {
  it('has a stable payload: domain, primary type, lines as a struct array, native as the zero address', () => {
    const payload = JSON.parse(invoicePayload(31337, message)) as {
      domain: unknown;
      primaryType: string;
      message: { token: string; lines: unknown[] };
    };
    expect(payload.domain).toMatchObject({ name: 'Ledgerline Invoice', version: '1' });
    expect(payload.primaryType).toBe('Invoice');
    expect(payload.message.token).toBe(ZeroAddress);
    expect(payload.message.lines).toHaveLength(1);
    expect(invoiceDigest(31337, message)).not.toBe(invoiceDigest(1, message));
  });
  it('verifies a signed invoice and names the signer', async () => {
    expect(verifySignedInvoice(await signed())).toEqual({ valid: true, signer: issuer.address });
  });
  it('refuses a tampered amount, payee, reference, claimed signer or totals', async () => {
    const ok = await signed();
    expect(verifySignedInvoice({ ...ok, message: { ...ok.message, total: '1' } })).toMatchObject({
      valid: false,
      reason: 'other-signer',
    });
    expect(
      verifySignedInvoice({ ...ok, message: { ...ok.message, payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' } }),
    ).toMatchObject({ valid: false });
    expect(verifySignedInvoice({ ...ok, chainId: 1 })).toMatchObject({ valid: false });
    expect(verifySignedInvoice({ ...ok, signer: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' })).toMatchObject({
      valid: false,
      reason: 'other-signer',
    });
    expect(verifySignedInvoice({ ...ok, signature: '0x1234' })).toMatchObject({
      valid: false,
      reason: 'bad-signature',
    });
  });
  it('refuses totals that do not come from the lines even when signed', async () => {
    const bad = { ...message, total: '999' };
    expect(verifySignedInvoice(await signTestInvoice(issuer, bad))).toMatchObject({
      valid: false,
      reason: 'totals',
    });
  });
  it('round-trips through the pay link fragment (unicode too) and refuses garbage', async () => {
    const ok = await signed();
    const withUnicode = { ...ok, message: { ...ok.message, client: 'Müller & Söhne – 東京' } };
    const link = payLink('https://app.example/', withUnicode);
    expect(link).toMatch(/^https:\/\/app\.example\/pay#i=[A-Za-z0-9_-]+$/);
    expect(readPayFragment(new URL(link).hash)).toEqual(withUnicode);
    expect(readPayFragment('#i=%%%')).toBeNull();
    expect(readPayFragment('#i=e30')).toBeNull(); // {}
    expect(readPayFragment('')).toBeNull();
  });
});
