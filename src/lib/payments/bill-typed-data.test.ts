import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  billApprovalDigest,
  billApprovalMessage,
  billApprovalPayload,
  BILL_APPROVAL_TYPES,
  billApprovalDomain,
  verifyBillApproval,
  type BillContent,
} from './bill-typed-data';

const signer = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'); // anvil #1
const bill: BillContent = {
  id: 'bill-1',
  vendorId: 'vendor-1',
  billNumber: 'INV-204',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  asset: { chainId: 31337, address: null },
  lines: [
    { description: 'Hosting', units: '1000000000000000000' },
    { description: 'Support', units: '500000000000000000' },
  ],
  total: '1500000000000000000',
  expenseAccountId: 'expense-software',
  payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  documentCid: null,
  notes: 'March',
  reference: `0x${'ab'.repeat(32)}`,
};

async function sign(content: BillContent, decision: 'approve' | 'reject' = 'approve') {
  const message = billApprovalMessage(content, decision);
  const signature = await signer.signTypedData(billApprovalDomain(content.asset.chainId), BILL_APPROVAL_TYPES, {
    ...message,
  });
  return { message: JSON.stringify(message), signature };
}

describe('bill approval typed data (EIP-712)', () => {
  it('builds the eth_signTypedData_v4 payload with the domain, the struct and every content field', () => {
    const payload = JSON.parse(billApprovalPayload(bill, 'approve')) as {
      domain: unknown;
      primaryType: string;
      types: Record<string, unknown[]>;
      message: Record<string, unknown>;
    };
    expect(payload.primaryType).toBe('BillApproval');
    expect(payload.domain).toEqual({ name: 'Ledgerline', version: '1', chainId: '0x7a69' });
    expect(payload.types.EIP712Domain).toHaveLength(3);
    expect(payload.message).toMatchObject({
      decision: 'approve',
      billNumber: 'INV-204',
      token: '0x0000000000000000000000000000000000000000',
      total: '1500000000000000000',
      paymentReference: bill.reference,
    });
  });
  it('has a stable digest that changes with any content field', () => {
    const digest = billApprovalDigest(31337, billApprovalMessage(bill, 'approve'));
    expect(digest).toMatch(/^0x[0-9a-f]{64}$/);
    expect(billApprovalDigest(31337, billApprovalMessage(bill, 'approve'))).toBe(digest);
    const variants: BillContent[] = [
      { ...bill, total: '1500000000000000001' },
      { ...bill, lines: [{ description: 'Hosting!', units: '1000000000000000000' }, bill.lines[1]!] },
      { ...bill, notes: 'April' },
      { ...bill, dueDate: '2026-04-01' },
      { ...bill, payee: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' },
    ];
    for (const variant of variants)
      expect(billApprovalDigest(31337, billApprovalMessage(variant, 'approve'))).not.toBe(digest);
    expect(billApprovalDigest(1, billApprovalMessage(bill, 'approve'))).not.toBe(digest);
    expect(billApprovalDigest(31337, billApprovalMessage(bill, 'reject'))).not.toBe(digest);
  });
  it('verifies a real signature, and says why when it does not hold', async () => {
    const { message, signature } = await sign(bill);
    const base = { chainId: 31337, message, signature, approver: signer.address, bill };
    expect(verifyBillApproval(base)).toEqual({ valid: true });
    expect(verifyBillApproval({ ...base, approver: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' })).toEqual({
      valid: false,
      reason: 'other-signer',
    });
    expect(verifyBillApproval({ ...base, bill: { ...bill, total: '1' } })).toEqual({
      valid: false,
      reason: 'content-changed',
    });
    expect(verifyBillApproval({ ...base, signature: `0x${'11'.repeat(65)}` })).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    const tampered = JSON.stringify({ ...JSON.parse(message), total: '1' });
    expect(verifyBillApproval({ ...base, message: tampered }).valid).toBe(false);
  });
});
