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
