// Receivables: the open amount of every sent invoice (what the engine's payments leave unpaid),
// one definition for the Client page's aging table and the Dashboard, and a client's statement.
import type { Invoice } from '@/lib/db/entities/invoice';
import { assetId } from '@/lib/money/asset';
import type { CreditItem, OpenItem } from './aging';
import { receivableCleared } from './fiat-invoice-posting';
import type { FiatSettlement } from './fiat-settlement';
import { assetUnitsFor } from './fiat-terms';
import type { Settlement } from './match';
import type { StatementEvent } from './counterparty-statement';

/**
 * An invoice amount in its asset: a fiat invoice's minor units at its issue rate (where its
 * receivable is booked, so aging and statements add up in the asset as the ledger does).
 */
export function inAsset(invoice: Pick<Invoice, 'asset' | 'fiat'>, units: bigint): bigint {
  const rate = invoice.fiat?.issueRate;
  if (!invoice.fiat) return units;
  return rate ? assetUnitsFor(units, invoice.asset.decimals, rate.price) : 0n;
}

/** Sent invoices with something still open, named for the overdue list. */
export function receivableItems(
  invoices: readonly Invoice[],
  settled: ReadonlyMap<string, Pick<Settlement, 'open'>>,
): (OpenItem & { readonly label: string })[] {
  return invoices
    .filter((invoice) => invoice.state === 'sent')
    .map((invoice) => ({
      id: invoice.id,
      counterpartyId: invoice.clientId,
      dueDate: invoice.dueDate,
      assetId: assetId(invoice.asset),
      open: inAsset(invoice, settled.get(invoice.id)?.open ?? 0n),
      label: `invoice ${invoice.number}`,
    }))
    .filter((item) => item.open > 0n);
}

/**
 * Clients' credits: what a sent invoice was paid beyond its total (in its asset, a fiat invoice's at
 * its issue rate). The ledger posts an overpayment whole, so Accounts receivable is the open items
 * minus these; the aging and the Dashboard net them the same way.
 */
export function receivableCredits(
  invoices: readonly Invoice[],
  settled: ReadonlyMap<string, Pick<Settlement, 'overpaid'>>,
): (CreditItem & { readonly label: string })[] {
  return invoices
    .filter((invoice) => invoice.state === 'sent')
    .map((invoice) => ({
      id: invoice.id,
      counterpartyId: invoice.clientId,
      assetId: assetId(invoice.asset),
      credit: inAsset(invoice, settled.get(invoice.id)?.overpaid ?? 0n),
      label: `invoice ${invoice.number}`,
    }))
    .filter((item) => item.credit > 0n);
}

/** What a statement reads of a settlement: a fiat invoice's also has its valued payments. */
type StatementSettlement = Pick<Settlement, 'counted'> & Partial<Pick<FiatSettlement, 'valued' | 'status'>>;

/**
 * The exchange differences the ledger posts on a fiat invoice's payments (fiat-invoice-posting.ts):
 * each payment clears its share of the receivable, not its units, so the statement adds back the
 * units paid beyond (or short of) that share, and its balance ties to Accounts receivable.
 */
function invoiceDifferences(invoice: Invoice, settlement: StatementSettlement | undefined): StatementEvent[] {
  const booked = inAsset(invoice, BigInt(invoice.total));
  const valued = settlement?.valued ?? [];
  if (!invoice.fiat?.issueRate || booked === 0n || valued.length === 0) return [];
  const clears = receivableCleared(booked, BigInt(invoice.total), { valued, settled: settlement?.status === 'paid' });
  return valued.flatMap(({ payment }, i) => {
    const units = BigInt(payment.units) - (clears[i] ?? 0n);
    if (units === 0n) return [];
    return [
      {
        date: payment.time.slice(0, 10),
        kind: 'difference' as const,
        label: `Exchange difference on ${invoice.number} (${payment.hash})`,
        assetId: assetId(invoice.asset),
        units,
        key: `x:${payment.id}`,
      },
    ];
  });
}

/**
 * A client's statement events: each issued invoice (void ones excluded), each payment that counts,
 * each exchange difference the ledger posts on a fiat invoice's payment, each accepted transfer.
 */
export function clientStatementEvents(
  invoices: readonly Invoice[],
  clientId: string,
  settled: ReadonlyMap<string, StatementSettlement>,
): StatementEvent[] {
  const events: StatementEvent[] = [];
  for (const invoice of invoices) {
    if (invoice.clientId !== clientId || invoice.state !== 'sent') continue;
    const asset = assetId(invoice.asset);
    events.push({
      date: invoice.issueDate,
      kind: 'document',
      label: `Invoice ${invoice.number}`,
      assetId: asset,
      units: inAsset(invoice, BigInt(invoice.total)),
      key: `i:${invoice.id}`,
    });
    for (const payment of settled.get(invoice.id)?.counted ?? []) {
      events.push({
        date: payment.time.slice(0, 10),
        kind: 'payment',
        label: `Payment of ${invoice.number} (${payment.hash})`,
        assetId: asset,
        units: BigInt(payment.units),
        key: `p:${payment.id}`,
      });
    }
    events.push(...invoiceDifferences(invoice, settled.get(invoice.id)));
    for (const decision of invoice.matchDecisions) {
      if (decision.decision !== 'accepted') continue;
      events.push({
        date: decision.decidedAt.slice(0, 10),
        kind: 'payment',
        label: `Transfer matched to ${invoice.number}`,
        assetId: asset,
        units: BigInt(decision.units),
        key: `t:${decision.transactionId}`,
      });
    }
  }
  return events;
}
