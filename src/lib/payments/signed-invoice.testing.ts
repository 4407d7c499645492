// Test builders: an invoice message and its EIP-712 signature by a test wallet, shared by the
// typed-data unit tests and the browser tests that open the pay page.
import type { BaseWallet } from 'ethers';
import { invoicePayload } from './invoice-signature';
import { invoiceMessage, type InvoiceMessage, type SignedInvoice } from './invoice-typed-data';

/** An ETH invoice of one line to `payee`, its amounts in wei; fields can be overridden. */
export function testInvoiceMessage(
  payee: string,
  overrides: Partial<Parameters<typeof invoiceMessage>[0]> = {},
): InvoiceMessage {
  return invoiceMessage({
    number: 'INV-0007',
    issuer: 'Ledgerline GmbH',
    client: 'Acme',
    issueDate: '2026-01-01',
    dueDate: '2026-01-31',
    asset: { address: null, symbol: 'ETH', decimals: 18 },
    payee,
    router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    reference: `0x${'ab'.repeat(32)}`,
    lines: [{ description: 'Audit', quantity: '2', unitPrice: '500', discountPercent: '10', taxRatePercent: '20' }],
    taxTotal: '180',
    total: '1080',
    notes: 'Thanks',
    ...overrides,
  });
}

/** `message` signed by `signer` as the issuing wallet would (eth_signTypedData_v4). */
export async function signTestInvoice(
  signer: BaseWallet,
  message: InvoiceMessage,
  chainId = 31337,
): Promise<SignedInvoice> {
  const payload = JSON.parse(invoicePayload(chainId, message)) as {
    domain: never;
    types: Record<string, never>;
    message: never;
  };
  const { EIP712Domain: _, ...types } = payload.types;
  const signature = await signer.signTypedData(payload.domain, types, payload.message);
  return { chainId, message, signer: signer.address, signature };
}
