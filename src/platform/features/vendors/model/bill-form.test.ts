import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { checkBillDraft, EMPTY_BILL_DRAFT, type BillDraft } from './bill-form';

const eth: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const usd: Asset = {
  chainId: 31337,
  kind: 'erc20',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'TUSD',
  decimals: 6,
  name: 'Test USD',
};
const context = {
  vendorIds: new Set(['v1']),
  assets: [eth, usd],
  expenseAccountIds: new Set(['software']),
  locale: 'en-US',
};
const filled: BillDraft = {
  ...EMPTY_BILL_DRAFT,
  vendorId: 'v1',
  billNumber: ' INV-7 ',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  assetKey: '31337:native',
  payee: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  total: '1.5',
  expenseAccountId: 'software',
};

describe('the bill form', () => {
  it('checks a single-total bill into exact units with the payee checksummed', () => {
    const check = checkBillDraft(filled, context);
    expect(check).toEqual({
      ok: true,
      value: expect.objectContaining({
        billNumber: 'INV-7',
        total: '1500000000000000000',
        payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        lines: [],
        documentCid: null,
      }) as unknown,
    });
  });
  it('adds lines up exactly in the asset decimals', () => {
    const check = checkBillDraft(
      {
        ...filled,
        assetKey: `31337:${usd.address!.toLowerCase()}`,
        lines: [
          { description: 'A', amount: '0.1' },
          { description: 'B', amount: '0.2' },
        ],
      },
      context,
    );
    expect(check.ok && check.value.total).toBe('300000');
    expect(check.ok && check.value.lines).toEqual([
      { description: 'A', units: '100000' },
      { description: 'B', units: '200000' },
    ]);
  });
  it('says what is wrong next to each field', () => {
    const check = checkBillDraft(
      {
        ...EMPTY_BILL_DRAFT,
        dueDate: '2026-02-30',
        payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b907',
        documentCid: 'Qm123',
      },
      context,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      vendorId: 'Choose a vendor',
      billNumber: "Enter the vendor's bill number",
      issueDate: expect.stringMatching(/issue date/) as unknown,
      dueDate: expect.stringMatching(/due date/) as unknown,
      assetKey: expect.stringMatching(/asset/) as unknown,
      payee: expect.stringMatching(/Checksum|valid/) as unknown,
      expenseAccountId: 'Choose an expense account',
      documentCid: expect.stringMatching(/CIDv1/) as unknown,
    });
    const early = checkBillDraft({ ...filled, dueDate: '2026-02-01' }, context);
    expect(!early.ok && early.errors.dueDate).toMatch(/before the issue date/);
    const tooPrecise = checkBillDraft(
      { ...filled, assetKey: `31337:${usd.address!.toLowerCase()}`, total: '0.0000001' },
      context,
    );
    expect(!tooPrecise.ok && tooPrecise.errors.total).toMatch(/6 decimals/);
    const badLine = checkBillDraft({ ...filled, lines: [{ description: '', amount: '1' }] }, context);
    expect(!badLine.ok && badLine.errors.lines).toBe('Line 1: enter a description');
  });
});

describe('editing a stored bill', () => {
  it('round-trips through the form unchanged', async () => {
    const { draftFromBill } = await import('./bill-form');
    const { sampleBill } = await import('@/lib/db/sample-bill.testing');
    const bill = sampleBill({
      vendorId: 'v1',
      expenseAccountId: 'software',
      lines: [{ description: 'A', units: '1500000000000000000' }],
      total: '1500000000000000000',
    });
    const check = checkBillDraft(draftFromBill(bill), context);
    expect(check.ok && [check.value.total, check.value.lines, check.value.payee]).toEqual([
      bill.total,
      bill.lines,
      bill.payee,
    ]);
  });
});
