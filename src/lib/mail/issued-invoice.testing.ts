// An issued invoice with its signed message, for tests of what Mail attaches and writes.
import type { Invoice } from '@/lib/db/entities/invoice';
import { ADDRESS_A, ADDRESS_B } from '@/lib/db/sample-records.testing';
import { invoiceMessage } from '@/lib/payments/invoice-typed-data';

export const NOW = '2026-03-01T00:00:00.000Z';

/** INV-0042 of 2,500 units, in ETH or in the token at `token`, with a long note (a long link). */
export function issued(token: string | null): Invoice {
  const asset = token
    ? { chainId: 31337, kind: 'erc20' as const, address: token, symbol: 'TUSD', decimals: 6, name: 'Test USD' }
    : { chainId: 31337, kind: 'native' as const, address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
  const lines = [{ description: 'Work', quantity: '1', unitPrice: '2500', discountPercent: '0', taxRatePercent: '0' }];
  // A long note makes the long link far too long for a printable code.
  const notes = 'Thank you for your business. '.repeat(20);
  const message = invoiceMessage({
    number: 'INV-0042',
    issuer: 'Acme Ledger GmbH',
    client: 'Client Co',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    asset,
    payee: ADDRESS_A,
    router: ADDRESS_B,
    reference: `0x${'ab'.repeat(32)}`,
    lines,
    taxTotal: '0',
    total: '2500',
    notes,
  });
  return {
    id: 'i42',
    sequence: 42,
    number: 'INV-0042',
    clientId: 'c1',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    payee: ADDRESS_A,
    asset,
    lines,
    total: '2500',
    taxTotal: '0',
    incomeAccountId: 'sales',
    notes,
    terms: '',
    reference: `0x${'ab'.repeat(32)}`,
    salt: `0x${'01'.repeat(16)}`,
    state: 'sent',
    voidReason: '',
    issuedAt: NOW,
    signature: {
      signer: ADDRESS_A,
      chainId: 31337,
      signature: `0x${'11'.repeat(65)}`,
      message: JSON.stringify(message),
      signedAt: NOW,
    },
    matchDecisions: [],
    createdAt: NOW,
    updatedAt: NOW,
    revision: 1,
  };
}
