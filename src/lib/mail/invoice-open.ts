// What is still open on each invoice, from the chain's payments (lib/payments/match) and the
// user's accepted matches: a reminder names it, and a paid invoice has no reminders left.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { invoiceRecord, ourWalletsFromPayments } from '@/lib/payments/invoice-settlement';
import { paymentsByReference, settle } from '@/lib/payments/match';
import type { ReminderInvoice } from './reminders';

/** Open units per invoice id (our wallets: the treasury, the account, the payments' payees). */
export function openAmounts(
  invoices: readonly Invoice[],
  payments: readonly ChainPayment[],
  treasury: readonly TreasuryWallet[],
  account: string | null,
): Map<string, bigint> {
  const ours = ourWalletsFromPayments(payments);
  for (const w of treasury) ours.add(w.address.toLowerCase());
  if (account) ours.add(account.toLowerCase());
  const byRef = paymentsByReference(payments);
  return new Map(
    invoices.map((invoice) => {
      const accepted = invoice.matchDecisions.filter((d) => d.decision === 'accepted').map((d) => BigInt(d.units));
      const settled = settle(
        invoiceRecord(invoice),
        byRef.get(invoice.reference.toLowerCase()) ?? [],
        'receivable',
        ours,
        accepted,
      );
      return [invoice.id, settled.open];
    }),
  );
}

/** The invoices as the reminder schedule reads them (paid once nothing is open). */
export function reminderInvoices(invoices: readonly Invoice[], open: ReadonlyMap<string, bigint>): ReminderInvoice[] {
  return invoices.map((i) => ({
    id: i.id,
    number: i.number,
    clientId: i.clientId,
    dueDate: i.dueDate,
    state: i.state,
    paid: (open.get(i.id) ?? BigInt(i.total)) <= 0n,
  }));
}
