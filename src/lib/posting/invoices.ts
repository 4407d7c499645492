// Invoices: sent and void invoices post their receivable and the payments that count for them
// (lib/payments decides what counts), and claim the transfer rows whose value those entries post.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { draftsFor } from '@/lib/ledger/tx-rules';
import { invoicePostingRule, type InvoicePostingInput } from '@/lib/payments/invoice-posting';
import { RECEIVABLE, invoiceRecord, isMovementOf, ourWalletsFromPayments } from '@/lib/payments/invoice-settlement';
import { paymentsByReference, settle } from '@/lib/payments/match';
import type { RecordPoster } from './record-posting';

/** The invoices' record poster (source prefix `invoice:`). */
export const invoicePoster: RecordPoster = {
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
