import { describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
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
