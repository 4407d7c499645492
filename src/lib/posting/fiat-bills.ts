// The inputs of fiat bills' exchange-difference entries (lib/payments/fiat-bill-posting.ts): each
// approved fiat bill with the PaymentRouter payments that count for it, valued at their blocks'
// rates. Only payments the app sent count here: their rows are the ones booked to Accounts payable
// (billPaymentBooker), so only their difference is the payable's to correct.
import type { Bill } from '@/lib/db/entities/bill';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { FiatBillPostingInput } from '@/lib/payments/fiat-bill-posting';
import { settleFiat } from '@/lib/payments/fiat-settlement';
import { ourWalletsFromPayments } from '@/lib/payments/invoice-settlement';
import { paymentsByReference } from '@/lib/payments/match';

/** Approved fiat bills with an issue rate, with their counted, valued payments sent from the app. */
export async function fiatBillInputs(db: WorkspaceDb, bills: readonly Bill[]): Promise<FiatBillPostingInput[]> {
  const fiatBills = bills.filter((bill) => bill.state === 'approved' && bill.fiat?.issueRate);
  if (fiatBills.length === 0) return [];
  const payments = await db.payments.toArray();
  const ours = ourWalletsFromPayments(payments);
  const byReference = paymentsByReference(payments);
  const sent = new Set(
    (await db.billPayments.toArray()).flatMap((intent) =>
      intent.items.map((item) => `${item.billId}:${intent.chainId}:${intent.hash.toLowerCase()}`),
    ),
  );
  return fiatBills.flatMap((bill) => {
    const fiat = bill.fiat;
    if (!fiat) return [];
    const record = {
      id: bill.id,
      reference: bill.reference,
      asset: bill.asset,
      payee: bill.payee,
      total: BigInt(bill.total),
      assetDecimals: bill.asset.decimals,
      fiat,
    };
    const settlement = settleFiat(record, byReference.get(bill.reference) ?? [], 'payable', ours);
    const valued = settlement.valued.filter(({ payment }) =>
      sent.has(`${bill.id}:${payment.chainId}:${payment.hash.toLowerCase()}`),
    );
    return [{ bill, valued, settled: settlement.status === 'paid' }];
  });
}
