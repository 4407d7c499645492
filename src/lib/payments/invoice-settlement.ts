// What an invoice's settlement reads from the chain's payments: our wallets as the payments show
// them, the matcher's view of an invoice, and which transfer row is a payment's movement. The
// invoices' poster (lib/posting/invoices.ts), the Client page and the Dashboard build on these, so
// every page counts an invoice paid the same way.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { settleFiat, type FiatRecord } from './fiat-settlement';
import { paymentsByReference, settle, type PaymentSide, type Settlement } from './match';

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

/** The matcher's view of a fiat invoice (total in the currency's minor units). */
export function fiatRecord(
  invoice: Pick<Invoice, 'id' | 'reference' | 'asset' | 'payee' | 'total'>,
  fiat: NonNullable<Invoice['fiat']>,
): FiatRecord {
  return { ...invoiceRecord(invoice), assetDecimals: invoice.asset.decimals, fiat };
}

/** The side an invoice is on. */
export const RECEIVABLE: PaymentSide = 'receivable';

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

/** Our wallets: treasury wallets, the connected account, and every payee of an incoming payment (lower-case). */
export function companyWallets(
  treasury: readonly TreasuryWallet[],
  account: string | null,
  payments: readonly ChainPayment[],
): Set<string> {
  const ours = ourWalletsFromPayments(payments);
  for (const w of treasury) ours.add(w.address.toLowerCase());
  if (account) ours.add(account.toLowerCase());
  return ours;
}

/** Settlement per invoice id (accepted transfers included). */
export function invoiceSettlements(
  invoices: readonly Invoice[],
  payments: readonly ChainPayment[],
  incoming: readonly ChainTransaction[],
  ours: ReadonlySet<string>,
): Map<string, Settlement> {
  const byRef = paymentsByReference(payments);
  const rows = new Map(incoming.map((t) => [t.id, t]));
  return new Map(
    invoices.map((invoice) => {
      const found = byRef.get(invoice.reference.toLowerCase()) ?? [];
      if (invoice.fiat) return [invoice.id, settleFiat(fiatRecord(invoice, invoice.fiat), found, 'receivable', ours)];
      const accepted = invoice.matchDecisions
        .filter((d) => d.decision === 'accepted' && rows.has(d.transactionId))
        .map((d) => BigInt(d.units));
      return [invoice.id, settle(invoiceRecord(invoice), found, 'receivable', ours, accepted)];
    }),
  );
}
