// Invoices: sent and void invoices post their receivable and the payments that count for them
// (lib/payments decides what counts), and claim the transfer rows whose value those entries post.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { draftsFor } from '@/lib/ledger/tx-rules';
import { parseRecord } from '@/lib/db/records';
import { fiatInvoiceDrafts, missingFxAccount, type FiatPostingInput } from '@/lib/payments/fiat-invoice-posting';
import { settleFiat } from '@/lib/payments/fiat-settlement';
import { invoicePostingRule, type InvoicePostingInput } from '@/lib/payments/invoice-posting';
import {
  RECEIVABLE,
  fiatRecord,
  invoiceRecord,
  isMovementOf,
  ourWalletsFromPayments,
} from '@/lib/payments/invoice-settlement';
import { paymentsByReference, settle, type PaymentFact } from '@/lib/payments/match';
import { accountFromRow } from '@/lib/ledger/store/ledger-rows';
import { beforeBooksStart } from './books-start-rows';
import type { RecordPoster } from './record-posting';

/** The invoices' record poster (source prefix `invoice:`). */
export const invoicePoster: RecordPoster = {
  prefix: 'invoice:',
  tables: ['invoices', 'networkSettings'] as const,
  async load(db: WorkspaceDb) {
    const invoices = (await db.invoices.toArray()).filter((invoice) => invoice.state !== 'draft');
    // Payments before a network's books start day are inside its opening balances (books-start.ts).
    const beforeStart = beforeBooksStart(await db.networkSettings.toArray());
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
    const fiatInputs: FiatPostingInput[] = [];
    const claims: string[] = [];
    const claimMovements = async (counted: readonly PaymentFact[]) => {
      for (const payment of counted) {
        const rows = await db.chainTransactions
          .where('[chainId+hash]')
          .equals([payment.chainId, payment.hash])
          .toArray();
        claims.push(...rows.filter((row) => isMovementOf(row, payment)).map((row) => row.id));
      }
    };
    for (const invoice of invoices) {
      if (invoice.fiat) {
        const settlement = settleFiat(
          fiatRecord(invoice, invoice.fiat),
          byReference.get(invoice.reference) ?? [],
          RECEIVABLE,
          ours,
        );
        fiatInputs.push({ invoice, valued: settlement.valued, settled: settlement.status === 'paid', beforeStart });
        await claimMovements(settlement.counted);
        continue;
      }
      const settlement = settle(invoiceRecord(invoice), byReference.get(invoice.reference) ?? [], RECEIVABLE, ours);
      const accepted = invoice.matchDecisions.flatMap((d) => {
        const row = acceptedRows.get(d.transactionId);
        return d.decision === 'accepted' && row && row.status === 'confirmed'
          ? [{ transactionId: row.id, units: row.units, time: row.time }]
          : [];
      });
      inputs.push({ invoice, payments: settlement.counted, accepted, beforeStart });
      claims.push(...accepted.map((a) => a.transactionId));
      await claimMovements(settlement.counted);
    }
    if (fiatInputs.length > 0) {
      // The exchange difference's account, added to the chart the first time a fiat invoice posts.
      const chart = (await db.ledgerAccounts.toArray()).map(accountFromRow);
      const added = missingFxAccount(chart).map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
      if (added.length > 0) await db.ledgerAccounts.bulkAdd(added);
    }
    return {
      drafts: (context: Parameters<typeof invoicePostingRule>[1]) => [
        ...draftsFor(inputs, [invoicePostingRule], context),
        ...fiatInputs.flatMap((input) => fiatInvoiceDrafts(input, context)),
      ],
      claims,
    };
  },
};
