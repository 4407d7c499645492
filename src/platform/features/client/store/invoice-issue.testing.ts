// Tests issue a draft as the page does (read the next number, then store it with a signature),
// without a wallet: the signature is a stand-in whose message carries no number.
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { nextNumbering } from './invoice-numbering';
import { issueInvoice, type InvoiceInput } from './invoice-store';

/** Issues a draft with the next number of the series. */
export async function issueNext(
  db: WorkspaceDb,
  draft: Invoice,
  signature: NonNullable<Invoice['signature']>,
  now: string,
  issueRate: QuotedRate | null = null,
): Promise<Invoice> {
  return issueInvoice(db, draft, await nextNumbering(db, draft), signature, now, issueRate);
}

/** A stand-in signature (its message has no number, so any number is accepted). */
export function standInSignature(signer: string, at: string): NonNullable<Invoice['signature']> {
  return { signer, chainId: 31337, signature: `0x${'11'.repeat(65)}`, message: '{}', signedAt: at };
}

/** A one-line ETH invoice on the local chain, 2 × 1000 wei at 10 % tax. */
export function draftInput(payee: string, patch: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    clientId: 'c1',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    payee,
    notes: '',
    terms: '',
    incomeAccountId: ACCOUNT_IDS.sales,
    asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
    lines: [{ description: 'Work', quantity: '2', unitPrice: '1000', discountPercent: '0', taxRatePercent: '10' }],
    ...patch,
  };
}
