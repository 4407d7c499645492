// What is still open on each invoice, through lib/payments' one definition of open
// (`invoiceSettlements`: router payments, accepted transfers, fiat invoices at their rates): a
// reminder names it, and a paid invoice has no reminders left. The Dashboard's receivables read
// the same settlements, so both pages agree on which invoices are open.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { companyWallets, invoiceSettlements } from '@/lib/payments/invoice-settlement';
import type { ReminderInvoice } from './reminders';

/**
 * Open amount per invoice id in the invoice's own terms (units of its asset, or a fiat invoice's
 * minor units); our wallets are the treasury, the account and the payments' payees. `incoming`:
 * the confirmed rows accepted matches point at (lib/overview `readInvoiceIncoming`).
 */
export function openAmounts(
  invoices: readonly Invoice[],
  payments: readonly ChainPayment[],
  treasury: readonly TreasuryWallet[],
  account: string | null,
  incoming: readonly ChainTransaction[] = [],
): Map<string, bigint> {
  const settled = invoiceSettlements(invoices, payments, incoming, companyWallets(treasury, account, payments));
  return new Map(invoices.map((invoice) => [invoice.id, settled.get(invoice.id)?.open ?? BigInt(invoice.total)]));
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
