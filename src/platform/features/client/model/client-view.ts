// Derived views for the Client page: settlement of each invoice against the engine's payments,
// the assets and payee wallets an invoice can use, suggested matches.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { invoiceRecord } from '@/lib/payments/invoice-settlement';
import { suggestMatches, type MatchSuggestion, type Settlement } from '@/lib/payments/match';

/** Reference-less transfers that look like an open invoice's payment. */
export function invoiceSuggestions(
  invoices: readonly Invoice[],
  settled: ReadonlyMap<string, Settlement>,
  counterparties: readonly Counterparty[],
  incoming: readonly ChainTransaction[],
  payments: readonly ChainPayment[],
): MatchSuggestion[] {
  const decided = new Set(invoices.flatMap((i) => i.matchDecisions.map((d) => d.transactionId)));
  // A router payment whose reference is one of our invoices' is matched by reference, never suggested;
  // one with an unknown reference (a typo by the payer) may be suggested by its transfer.
  const references = new Set(invoices.map((i) => i.reference.toLowerCase()));
  const routerHashes = new Set(
    payments.filter((p) => references.has(p.reference.toLowerCase())).map((p) => `${p.chainId}:${p.hash}`),
  );
  const candidates = invoices
    // A fiat invoice's open amount is in its currency: it is settled by reference only, never by a suggestion.
    .filter((i) => i.state === 'sent' && !i.fiat)
    .map((invoice) => ({
      record: invoiceRecord(invoice),
      open: settled.get(invoice.id)?.open ?? 0n,
      counterpartyWallets: (counterparties.find((c) => c.id === invoice.clientId)?.wallets ?? [])
        .filter((w) => w.chainId === invoice.asset.chainId)
        .map((w) => w.address),
    }));
  return suggestMatches(candidates, incoming, 'receivable', decided, routerHashes);
}

/** Our wallets on a network (treasury wallets there, and the connected account). */
export function payeeOptions(
  treasury: readonly TreasuryWallet[],
  account: string | null,
  chainId: number,
): { address: string; label: string }[] {
  const options = treasury.filter((w) => w.chainId === chainId).map((w) => ({ address: w.address, label: w.label }));
  if (account && !options.some((o) => o.address.toLowerCase() === account.toLowerCase()))
    options.push({ address: account, label: 'Connected wallet' });
  return options;
}
