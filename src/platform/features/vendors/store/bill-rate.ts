// The rate a fiat bill's payable is booked at: the price feed's latest round when the bill is
// approved, read through the approving wallet on the bill's network. No rate, no approval: the bill
// stays awaiting approval with the reason shown (a payable is never booked at a rate of 0).
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { Bill } from '@/lib/db/entities/bill';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { currentRate } from '@/lib/payments/fiat-quote';
import { networkName } from '@/lib/primitives/networks';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';

/** The issue rate of a fiat bill (null for a bill in its asset); throws with the reason when none exists. */
export async function readBillIssueRate(provider: Eip1193Provider, bill: Bill): Promise<QuotedRate | null> {
  if (!bill.fiat) return null;
  const { chainId, symbol, address } = bill.asset;
  const currency = bill.fiat.currency;
  const walletChain = Number(await provider.request({ method: 'eth_chainId', params: [] }));
  if (walletChain !== chainId)
    throw new Error(
      `Switch the wallet to ${networkName(chainId)}: the ${symbol}/${currency} rate the bill is booked at is read there.`,
    );
  const found = await currentRate(
    eip1193Reader(provider, chainId),
    chainId,
    { token: address, symbol },
    currency,
    new Date(),
  );
  if (found.kind === 'missing')
    throw new Error(`${found.message} Bill ${bill.billNumber} cannot be approved in ${currency} until a rate exists.`);
  return found.rate;
}
