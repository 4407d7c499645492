// The rate a fiat invoice's receivable is booked at: the price feed's latest round when the invoice
// is issued, read through the issuing wallet on the invoice's network. No rate, no issue: the invoice
// stays a draft with the reason shown (a receivable is never booked at a rate of 0).
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import type { Invoice } from '@/lib/db/entities/invoice';
import { readBookingRate } from '@/lib/payments/fiat-quote';
import { getWalletProvider } from '@/lib/wallet/wallet-store';

/** The issue rate of a fiat invoice (null for an invoice in its asset); throws with the reason when none exists. */
export async function readIssueRate(invoice: Invoice, walletChainId: number | null): Promise<QuotedRate | null> {
  if (!invoice.fiat) return null;
  return readBookingRate(getWalletProvider(), walletChainId, {
    asset: invoice.asset,
    currency: invoice.fiat.currency,
    kind: 'invoice',
    refusal: 'This invoice cannot be issued',
  });
}
