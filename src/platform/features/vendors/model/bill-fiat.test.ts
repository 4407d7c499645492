import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { usdBill } from '@/lib/payments/fiat.testing';
import { billInAsset, billUnit } from './bill-fiat';
import { checkBillDraft, draftFromBill, EMPTY_BILL_DRAFT } from './bill-form';
import { contentChanged } from './bill-status';

const eth: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const token: Asset = { ...eth, kind: 'erc20', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TUSD' };
const context = { vendorIds: new Set(['v1']), assets: [eth, token], expenseAccountIds: new Set(['software']) };
const draft = {
  ...EMPTY_BILL_DRAFT,
  vendorId: 'v1',
  billNumber: 'V-7',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  assetKey: '31337:native',
  payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  expenseAccountId: 'software',
  currency: 'USD',
  tolerancePercent: '1',
  total: '3000',
};

describe('a fiat bill in the form', () => {
  it('reads the amounts in the currency cents, with the terms and no rate until approval', () => {
    const check = checkBillDraft(draft, context);
    expect(check.ok && [check.value.total, check.value.fiat]).toEqual([
      '300000',
      { currency: 'USD', decimals: 2, tolerancePercent: '1', issueRate: null },
    ]);
    const lines = checkBillDraft(
      { ...draft, total: '', lines: [{ description: 'Hosting', amount: '12.345' }] },
      context,
    );
    expect(lines).toMatchObject({ ok: false, errors: { lines: expect.stringContaining('Line 1') as unknown } });
  });
  it('takes a bill in pounds or euros, priced by the local ETH/GBP and ETH/EUR feeds, but not in yen', () => {
    for (const currency of ['GBP', 'EUR']) {
      const check = checkBillDraft({ ...draft, currency }, context);
      expect(check.ok && check.value.fiat?.currency).toBe(currency);
    }
    expect(checkBillDraft({ ...draft, currency: 'JPY' }, context).ok).toBe(false);
  });
  it('refuses a currency no feed quotes the asset in, and a tolerance out of range', () => {
    expect(checkBillDraft({ ...draft, assetKey: `31337:${token.address!.toLowerCase()}` }, context)).toMatchObject({
      ok: false,
      errors: { currency: expect.stringContaining('No TUSD/USD price feed') as unknown },
    });
    expect(checkBillDraft({ ...draft, tolerancePercent: '11' }, context)).toMatchObject({
      ok: false,
      errors: { tolerancePercent: 'At most 10%' },
    });
  });
  it('round-trips a stored fiat bill, whose issue rate is not content an approval signs', () => {
    const bill = { ...usdBill(300_000n, '3000'), vendorId: 'v1', expenseAccountId: 'software' };
    const back = checkBillDraft(draftFromBill(bill), context);
    expect(back.ok && [back.value.total, back.value.fiat?.currency]).toEqual(['300000', 'USD']);
    const fiat = bill.fiat!;
    expect(contentChanged(bill, { ...bill, fiat: { ...fiat, issueRate: null } })).toBe(false);
    expect(contentChanged(bill, { ...bill, fiat: { ...fiat, tolerancePercent: '2' } })).toBe(true);
    expect(contentChanged({ ...bill, fiat: undefined }, { ...bill, fiat: null })).toBe(false);
  });
  it('shows a fiat bill in its currency and counts it in its asset at the issue rate', () => {
    const bill = usdBill(300_000n, '2500');
    expect(billUnit(bill)).toMatchObject({ symbol: 'USD', decimals: 2 });
    expect(billInAsset(bill, bill.total)).toBe((12n * 10n ** 18n) / 10n);
    expect(billInAsset({ ...bill, fiat: null }, 5n)).toBe(5n);
  });
});
