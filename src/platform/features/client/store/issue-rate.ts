// The rate a fiat invoice's receivable is booked at: the price feed's latest round when the invoice
// is issued, read through the issuing wallet on the invoice's network. No rate, no issue: the invoice
// stays a draft with the reason shown (a receivable is never booked at a rate of 0).
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import type { Invoice } from '@/lib/db/entities/invoice';
import { currentRate } from '@/lib/payments/fiat-quote';
import { networkName } from '@/lib/primitives/networks';
import { getWalletProvider } from '@/lib/wallet/wallet-store';

/** The issue rate of a fiat invoice (null for an invoice in its asset); throws with the reason when none exists. */
export async function readIssueRate(invoice: Invoice, walletChainId: number | null): Promise<QuotedRate | null> {
  if (!invoice.fiat) return null;
  const { chainId, symbol, address } = invoice.asset;
  const currency = invoice.fiat.currency;
  const provider = getWalletProvider();
  if (!provider || walletChainId !== chainId)
    throw new Error(
      `Switch the wallet to ${networkName(chainId)}: the ${symbol}/${currency} rate the invoice is booked at is read there`,
    );
  const found = await currentRate(
    eip1193Reader(provider, chainId),
    chainId,
    { token: address, symbol },
    currency,
    new Date(),
  );
  if (found.kind === 'missing')
    throw new Error(`${found.message} Invoice ${invoice.number} cannot be issued in ${currency} until a rate exists.`);
  return found.rate;
}
