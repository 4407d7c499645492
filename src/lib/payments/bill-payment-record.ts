// The record of a sent transaction that pays bills (`billPayments`): which bills, how much each, in
// which asset. The engine's confirmed row for its hash then marks them paid (bill-paid.ts), and the
// ledger poster books the payment's rows to Accounts payable (lib/posting/bills.ts). Written by the
// Vendors page when a wallet pays, by a Safe proposal's execution (safe-bills.ts), and by local mode's
// sample company, whose payments its chain runner sends.
import type { BillPayment } from '@/lib/db/entities/bill';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';

/** One bill paid by the transaction. */
export interface BillPaymentItem {
  readonly billId: string;
  readonly payee: string;
  readonly units: bigint;
}

/** What a sent bill payment is recorded with (the items as paid). */
export interface BillPaymentFacts {
  readonly id: string;
  readonly kind: 'single' | 'batch';
  readonly chainId: number;
  readonly hash: string;
  readonly from: string;
  readonly asset: Asset;
  readonly items: readonly BillPaymentItem[];
  readonly now: string;
}

/** Records which bills a sent transaction pays. */
export async function recordBillPayment(db: WorkspaceDb, facts: BillPaymentFacts): Promise<BillPayment> {
  const record: BillPayment = parseRecord('billPayments', {
    id: facts.id,
    kind: facts.kind,
    chainId: facts.chainId,
    hash: facts.hash,
    from: facts.from,
    asset: facts.asset,
    items: facts.items.map((item) => ({ billId: item.billId, payee: item.payee, units: item.units.toString() })),
    createdAt: facts.now,
  });
  // The engine's ledger poster books the payment's rows to Accounts payable (lib/posting/row-booking).
  await db.billPayments.add(record);
  return record;
}
