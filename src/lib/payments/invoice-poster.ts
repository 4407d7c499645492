// The invoices' RecordPoster (lib/posting/record-posting): sent and void invoices with the
// payments that count for them and the transfers the user accepted as their payment.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { draftsFor } from '@/lib/ledger/tx-rules';
import { invoicePostingRule, type InvoicePostingInput } from './invoice-posting';
import { paymentsByReference, settle, type PaymentSide } from './match';

/** Our wallets as the payments show them: a payee of an incoming payment, a payer of an outgoing one. */
export function ourWalletsFromPayments(
  payments: readonly Pick<ChainPayment, 'direction' | 'payer' | 'payee'>[],
): Set<string> {
  const ours = new Set<string>();
  for (const p of payments) {
    if (p.direction !== 'out') ours.add(p.payee.toLowerCase());
    if (p.direction !== 'in') ours.add(p.payer.toLowerCase());
  }
  return ours;
}

/** The payable-record view of an invoice for the matcher. */
export function invoiceRecord(invoice: Pick<Invoice, 'id' | 'reference' | 'asset' | 'payee' | 'total'>) {
  return {
    id: invoice.id,
    reference: invoice.reference,
    asset: invoice.asset,
    payee: invoice.payee,
    total: BigInt(invoice.total),
  };
}

const RECEIVABLE: PaymentSide = 'receivable';

/** Whether a transfer row is the movement of a payment (same transaction, payer → payee, the amount, the token). */
export function isMovementOf(
  row: Pick<ChainTransaction, 'chainId' | 'hash' | 'from' | 'to' | 'asset' | 'units' | 'id'>,
  payment: Pick<ChainPayment, 'chainId' | 'hash' | 'payer' | 'payee' | 'token' | 'units'>,
): boolean {
  return (
    row.chainId === payment.chainId &&
    row.hash === payment.hash &&
    (row.to ?? '').toLowerCase() === payment.payee.toLowerCase() &&
    row.units === payment.units &&
    (payment.token === null
      ? row.asset === 'native' && row.id.includes(':i')
      : row.asset !== 'native' &&
        row.asset.toLowerCase() === payment.token.toLowerCase() &&
        row.from.toLowerCase() === payment.payer.toLowerCase())
  );
}

export const invoicePoster = {
  prefix: 'invoice:',
  tables: ['invoices'] as const,
  async load(db: WorkspaceDb) {
    const invoices = (await db.invoices.toArray()).filter((invoice) => invoice.state !== 'draft');
    const payments = await db.payments.toArray();
    const ours = ourWalletsFromPayments(payments);
    const byReference = paymentsByReference(payments);
    const acceptedIds = invoices.flatMap((i) =>
      i.matchDecisions.filter((d) => d.decision === 'accepted').map((d) => d.transactionId),
    );
    const acceptedRows = new Map(
      (await db.chainTransactions.bulkGet(acceptedIds)).filter((r) => r !== undefined).map((r) => [r.id, r]),
    );
    const inputs: InvoicePostingInput[] = [];
    const claims: string[] = [];
    for (const invoice of invoices) {
      const settlement = settle(invoiceRecord(invoice), byReference.get(invoice.reference) ?? [], RECEIVABLE, ours);
      const accepted = invoice.matchDecisions.flatMap((d) => {
        const row = acceptedRows.get(d.transactionId);
        return d.decision === 'accepted' && row && row.status === 'confirmed'
          ? [{ transactionId: row.id, units: row.units, time: row.time }]
          : [];
      });
      inputs.push({ invoice, payments: settlement.counted, accepted });
      claims.push(...accepted.map((a) => a.transactionId));
      for (const payment of settlement.counted) {
        const rows = await db.chainTransactions
          .where('[chainId+hash]')
          .equals([payment.chainId, payment.hash])
          .toArray();
        claims.push(...rows.filter((row) => isMovementOf(row, payment)).map((row) => row.id));
      }
    }
    return {
      drafts: (context: Parameters<typeof invoicePostingRule>[1]) => draftsFor(inputs, [invoicePostingRule], context),
      claims,
    };
  },
};
