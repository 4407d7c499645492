// The rate a fiat bill's payable is booked at: the price feed's latest round when the bill is
// approved, read through the approving wallet on the bill's network. No rate, no approval: the bill
// stays awaiting approval with the reason shown (a payable is never booked at a rate of 0).
import type { Bill } from '@/lib/db/entities/bill';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { readBookingRate } from '@/lib/payments/fiat-quote';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';

/** The issue rate of a fiat bill (null for a bill in its asset); throws with the reason when none exists. */
export async function readBillIssueRate(provider: Eip1193Provider, bill: Bill): Promise<QuotedRate | null> {
  if (!bill.fiat) return null;
  const walletChainId = Number(await provider.request({ method: 'eth_chainId', params: [] }));
  return readBookingRate(provider, walletChainId, {
    asset: bill.asset,
    currency: bill.fiat.currency,
    kind: 'bill',
    refusal: `Bill ${bill.billNumber} cannot be approved`,
  });
}
