import { describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { issued } from '@/lib/mail/issued-invoice.testing';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';
import { composeSource, sendProblems, type ComposeData } from './compose';

const data = (over: Partial<ComposeData> = {}): ComposeData => ({
  invoices: [],
  bills: [],
  counterparties: [],
  profile: undefined,
  ...over,
});

describe('composeSource', () => {
  it('says when the record is gone, and reads a bill for remittance advice', () => {
    expect(composeSource(data(), 'invoice', 'nope', 'https://x.org/', new Map(), '2026-01-01')).toMatchObject({
      ok: false,
    });
    const source = composeSource(
      data({ bills: [sampleBill()] }),
      'remittance',
      'bill-1',
      'https://x.org/',
      new Map(),
      '2026-01-01',
    );
    expect(source).toMatchObject({ ok: true, record: { type: 'bill', id: 'bill-1' }, to: '', payLink: null });
  });
});

describe('the pay link a message carries', () => {
  const ORIGIN = 'https://x.org/';
  const payLinkOf = (invoice: ReturnType<typeof issued>, pinned: boolean) => {
    const cid = invoicePayCodes(ORIGIN, invoice)!.cid;
    const source = composeSource(
      data({ invoices: [invoice], pinnedCids: new Set(pinned ? [cid] : []) }),
      'invoice',
      invoice.id,
      ORIGIN,
      new Map(),
      '2026-01-01',
    );
    return source.ok ? source.variables.payLink : 'no source';
  };

  it('is the short pay-page link once the pay document is pinned', () => {
    const invoice = issued(null);
    expect(payLinkOf(invoice, true)).toBe(invoicePayCodes(ORIGIN, invoice)!.shortLink);
  });

  it('is the wallet request without pinning (one per step for a token), never the long link', () => {
    const eth = issued(null);
    const pay = invoicePayCodes(ORIGIN, eth)!;
    expect(pay.longLink.length).toBeGreaterThan(1000);
    expect(payLinkOf(eth, false)).toBe(pay.requests[0]!.uri);
    expect(payLinkOf(eth, false)).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@31337\/payEth\?/);
    const token = issued('0x00000000000000000000000000000000000000c0');
    const steps = invoicePayCodes(ORIGIN, token)!.requests;
    expect(payLinkOf(token, false)).toBe(steps.map((r) => `${r.step}: ${r.uri}`).join('\n'));
    expect(steps).toHaveLength(2);
    for (const text of [payLinkOf(eth, false), payLinkOf(eth, true), payLinkOf(token, false)])
      expect(text).not.toContain('/pay#i=');
  });
});

describe('sendProblems', () => {
  it('names every variable without a value, the missing recipient and sender', () => {
    expect(sendProblems({ missing: ['payLink'], to: ' ', from: '' })).toEqual([
      '{{payLink}} has no value: fill it in or remove it from the message.',
      'Add the recipient’s address (To), or set it on the client or vendor.',
      'Set your own address in the Settings tab: the message is from it.',
    ]);
    expect(sendProblems({ missing: [], to: 'a@b.org', from: 'me@b.org' })).toEqual([]);
  });
});
