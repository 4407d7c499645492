// The invoice or bill a row paid, found by the PaymentRouter reference its call carries: the row's
// detail links to it (an invoice paid by a client through the router, a bill we paid to a vendor).
import type { Bill } from '@/lib/db/entities/bill';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Invoice } from '@/lib/db/entities/invoice';

/** A record a payment reference points to, with the words and path of its link. */
export interface PaidRecord {
  readonly kind: 'invoice' | 'bill';
  readonly id: string;
  /** `Invoice INV-0007`, `Bill B-12`. */
  readonly label: string;
  /** Where it opens (the page and the parameter that page reads). */
  readonly path: string;
}

/** Lower-case payment reference → its invoice or bill. */
export type PaidRecords = ReadonlyMap<string, PaidRecord>;

const link = (segment: string, key: string, id: string) =>
  `/platform/${segment}?${new URLSearchParams({ [key]: id }).toString()}`;

/** Indexes invoices and bills by their payment references (drafts have no reference a payer knows). */
export function paidRecords(
  invoices: readonly Pick<Invoice, 'id' | 'number' | 'reference' | 'state'>[],
  bills: readonly Pick<Bill, 'id' | 'billNumber' | 'reference'>[],
): PaidRecords {
  const records = new Map<string, PaidRecord>();
  for (const invoice of invoices)
    if (invoice.state !== 'draft')
      records.set(invoice.reference.toLowerCase(), {
        kind: 'invoice',
        id: invoice.id,
        label: `Invoice ${invoice.number}`,
        path: link('client', 'invoice', invoice.id),
      });
  for (const bill of bills)
    records.set(bill.reference.toLowerCase(), {
      kind: 'bill',
      id: bill.id,
      label: `Bill ${bill.billNumber}`,
      path: link('vendors', 'bill', bill.id),
    });
  return records;
}

/** The record a row paid, or null (no reference, or one the workspace does not know). */
export function paidRecordOf(row: Pick<ChainTransaction, 'decoded'>, records: PaidRecords): PaidRecord | null {
  const reference = row.decoded?.paymentReference;
  return reference ? (records.get(reference.toLowerCase()) ?? null) : null;
}

/** Whether the row is value moved inside another call (id `<chainId>:<hash>:i<trace>`), not the transaction's own. */
export function isInternalRow(row: Pick<ChainTransaction, 'id'>): boolean {
  return /:i[^:]*$/.test(row.id);
}
