// A valid bill for unit tests (never imported by app code).
import { billSchema, type Bill } from '@/lib/db/entities/bill';

/** A native-ETH bill on the local chain; override any field. */
export function sampleBill(over: Partial<Bill> = {}): Bill {
  return billSchema.parse({
    id: 'bill-1',
    vendorId: 'vendor-1',
    billNumber: 'V-100',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
    lines: [],
    total: '1000000000000000000',
    expenseAccountId: 'general-expenses',
    payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    documentCid: null,
    notes: '',
    reference: `0x${'cd'.repeat(32)}`,
    salt: `0x${'01'.repeat(16)}`,
    state: 'draft',
    stateReason: '',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    revision: 1,
    ...over,
  });
}

/** What a bill's form hands the store: a sample bill without its identity, state and revision. */
export function sampleBillContent(over: Partial<Bill> = {}) {
  const {
    id: _id,
    reference: _r,
    salt: _s,
    state: _st,
    stateReason: _sr,
    createdAt: _c,
    updatedAt: _u,
    revision: _rev,
    ...content
  } = sampleBill(over);
  return content;
}

/** Three approved bills (two in ETH, one to another payee; one in a 6-decimal token) and that token. */
export function sampleApprovedBills() {
  const token = {
    chainId: 31337,
    kind: 'erc20' as const,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    symbol: 'TUSD',
    decimals: 6,
    name: 'Test USD',
  };
  const bills = [
    sampleBill({ id: 'a', state: 'approved', total: '100', reference: `0x${'0a'.repeat(32)}` }),
    sampleBill({
      id: 'b',
      state: 'approved',
      total: '50',
      reference: `0x${'0b'.repeat(32)}`,
      payee: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    }),
    sampleBill({ id: 'c', state: 'approved', total: '7', asset: token, reference: `0x${'0c'.repeat(32)}` }),
  ];
  return { token, bills };
}
