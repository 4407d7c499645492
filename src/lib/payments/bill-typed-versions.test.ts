import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  BILL_APPROVAL_TYPES,
  BILL_APPROVAL_TYPES_V2,
  billApprovalDomain,
  billApprovalMessage,
  billApprovalPayload,
  billApprovalVersion,
  verifyBillApproval,
  type BillContent,
} from './bill-typed-data';

const approver = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'); // anvil #1
const assetBill: BillContent = {
  id: 'bill-1',
  vendorId: 'vendor-1',
  billNumber: 'INV-204',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  asset: { chainId: 31337, address: null },
  lines: [],
  total: '1500000000000000000',
  expenseAccountId: 'expense-software',
  payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  documentCid: null,
  notes: '',
  reference: `0x${'ab'.repeat(32)}`,
};
// 3,000.00 USD paid in ETH within 1%.
const fiatBill: BillContent = {
  ...assetBill,
  total: '300000',
  fiat: { currency: 'USD', decimals: 2, tolerancePercent: '1' },
};

// Signed exactly as an approver's wallet signs it: with the struct and domain of the message's version.
async function approve(content: BillContent) {
  const message = billApprovalMessage(content, 'approve');
  const version = billApprovalVersion(message);
  const types = version === 2 ? BILL_APPROVAL_TYPES_V2 : BILL_APPROVAL_TYPES;
  const signature = await approver.signTypedData(billApprovalDomain(31337, version), types, { ...message });
  return { chainId: 31337, message: JSON.stringify(message), signature, approver: approver.address };
}

describe('bill approval typed-data versions', () => {
  it('signs a bill in its asset as version 1 and a fiat bill as version 2 with currency, asset and tolerance', () => {
    const v1 = JSON.parse(billApprovalPayload(assetBill, 'approve')) as { domain: { version: string } };
    expect(v1.domain.version).toBe('1');
    const v2 = JSON.parse(billApprovalPayload(fiatBill, 'approve')) as {
      domain: { version: string };
      types: { BillApproval: { name: string }[] };
      message: Record<string, unknown>;
    };
    expect(v2.domain.version).toBe('2');
    expect(v2.types.BillApproval.map((f) => f.name)).toEqual(
      expect.arrayContaining(['currency', 'currencyDecimals', 'tolerancePercent', 'token', 'total']),
    );
    expect(v2.message).toMatchObject({
      currency: 'USD',
      currencyDecimals: '2',
      tolerancePercent: '1',
      total: '300000',
    });
    expect(BILL_APPROVAL_TYPES.BillApproval?.some((f) => f.name === 'currency')).toBe(false);
  });
  it('verifies an approval of either version against the bill it signed', async () => {
    expect(verifyBillApproval({ ...(await approve(assetBill)), bill: assetBill })).toEqual({ valid: true });
    expect(verifyBillApproval({ ...(await approve(fiatBill)), bill: fiatBill })).toEqual({ valid: true });
  });
  it('refuses a changed currency or tolerance, and an approval of one version for a bill of the other', async () => {
    const fiat = await approve(fiatBill);
    const eur = { ...fiatBill, fiat: { currency: 'EUR', decimals: 2, tolerancePercent: '1' } };
    expect(verifyBillApproval({ ...fiat, bill: eur })).toEqual({ valid: false, reason: 'content-changed' });
    const wider = { ...fiatBill, fiat: { currency: 'USD', decimals: 2, tolerancePercent: '5' } };
    expect(verifyBillApproval({ ...fiat, bill: wider })).toEqual({ valid: false, reason: 'content-changed' });
    const old = await approve({ ...assetBill, total: '300000' });
    expect(verifyBillApproval({ ...old, bill: fiatBill })).toEqual({ valid: false, reason: 'content-changed' });
    // A version-1 signature with the currency fields slipped into its message recovers another signer.
    const upgraded = { ...JSON.parse(old.message), currency: 'USD', currencyDecimals: 2, tolerancePercent: '1' };
    expect(verifyBillApproval({ ...old, message: JSON.stringify(upgraded), bill: fiatBill })).toMatchObject({
      valid: false,
    });
    expect(verifyBillApproval({ ...fiat, bill: { ...fiatBill, fiat: null } })).toMatchObject({ valid: false });
  });
});
