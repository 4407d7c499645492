// Checks that tie chain payments to invoices and bills: an invoice paid from a wallet that is not
// its client's (a third party paying, or a reference copied by someone else), and a bill paid more
// than once (two transactions for it, sent from the app or through the PaymentRouter).
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { chainTransactionId } from '@/lib/db/entities/chain-transaction';
import { plainAmount } from '../units';
import { isRecent, type Anomaly } from './anomaly';

/** Router payments for an invoice whose payer is none of the client's wallets on that chain. */
export function unexpectedPayers(
  invoices: readonly Invoice[],
  payments: readonly ChainPayment[],
  counterparties: readonly Counterparty[],
  now: number,
): Anomaly[] {
  const byReference = new Map(invoices.map((invoice) => [invoice.reference, invoice]));
  const clients = new Map(counterparties.map((counterparty) => [counterparty.id, counterparty]));
  const out: Anomaly[] = [];
  for (const payment of payments) {
    const invoice = byReference.get(payment.reference);
    if (!invoice || payment.direction === 'out' || !isRecent(payment, now)) continue;
    const client = clients.get(invoice.clientId);
    const wallets = (client?.wallets ?? []).filter((wallet) => wallet.chainId === payment.chainId);
    if (wallets.length === 0) continue;
    if (wallets.some((wallet) => wallet.address.toLowerCase() === payment.payer.toLowerCase())) continue;
    const amount = plainAmount(BigInt(payment.units), invoice.asset);
    out.push({
      id: `unexpected-payer:${payment.id}`,
      kind: 'unexpected-payer',
      tone: 'warning',
      title: `Invoice ${invoice.number} paid by an unexpected wallet`,
      reason: `${amount} for ${invoice.number} came from ${payment.payer}, which is not one of ${client?.name ?? 'the client'}'s ${wallets.length} saved wallets.`,
      time: payment.time,
      why: {
        inputs: `The router payment ${payment.hash} with the invoice's reference, and the client's wallets`,
        period: payment.time.slice(0, 10),
        method:
          "The payer of a payment carrying the invoice's reference is compared with the client's saved wallets on that network.",
        numbers: [
          { label: 'Payer', value: payment.payer },
          { label: 'Client wallets', value: wallets.map((wallet) => wallet.address).join(', ') },
          { label: 'Amount', value: amount },
        ],
        rowIds: [chainTransactionId(payment.chainId, payment.hash)],
      },
    });
  }
  return out;
}

/** Bills with more than one confirmed transaction paying them. */
export function billsPaidTwice(
  bills: readonly Bill[],
  billPayments: readonly BillPayment[],
  payments: readonly ChainPayment[],
  rows: readonly ChainTransaction[],
  now: number,
): Anomaly[] {
  // Only the hashes of the app's bill payments are looked up among the confirmed rows.
  const sentHashes = new Set(billPayments.map((sent) => `${sent.chainId}:${sent.hash}`));
  const confirmed = new Set<string>();
  if (sentHashes.size > 0)
    for (const row of rows) {
      if (row.status !== 'confirmed') continue;
      const key = `${row.chainId}:${row.hash}`;
      if (sentHashes.has(key)) confirmed.add(key);
    }
  const hashesByBill = new Map<string, Map<string, string>>();
  const note = (billId: string, chainId: number, hash: string, time: string) => {
    const hashes = hashesByBill.get(billId) ?? new Map<string, string>();
    hashes.set(`${chainId}:${hash}`, time);
    hashesByBill.set(billId, hashes);
  };
  for (const sent of billPayments)
    if (confirmed.has(`${sent.chainId}:${sent.hash}`))
      for (const item of sent.items) note(item.billId, sent.chainId, sent.hash, sent.createdAt);
  const byReference = new Map(bills.map((bill) => [bill.reference, bill]));
  for (const payment of payments) {
    const bill = byReference.get(payment.reference);
    if (bill && payment.direction !== 'in') note(bill.id, payment.chainId, payment.hash, payment.time);
  }
  const out: Anomaly[] = [];
  for (const bill of bills) {
    const hashes = hashesByBill.get(bill.id);
    if (!hashes || hashes.size < 2) continue;
    const latest = [...hashes.values()].sort().at(-1) ?? bill.updatedAt;
    if (now - Date.parse(latest) > 90 * 86_400_000) continue;
    const list = [...hashes.keys()];
    out.push({
      id: `bill-paid-twice:${bill.id}`,
      kind: 'bill-paid-twice',
      tone: 'danger',
      title: `Bill ${bill.billNumber} paid ${hashes.size} times`,
      reason: `${hashes.size} confirmed transactions paid bill ${bill.billNumber} (total ${plainAmount(BigInt(bill.total), bill.asset)} each time at most).`,
      time: latest,
      why: {
        inputs: `The app's bill payments and router payments naming this bill's reference`,
        period: `Up to ${latest.slice(0, 10)}`,
        method: 'Counts distinct confirmed transactions paying the bill.',
        numbers: [
          { label: 'Transactions', value: list.map((key) => key.split(':')[1]).join(', ') },
          { label: 'Bill total', value: plainAmount(BigInt(bill.total), bill.asset) },
        ],
        rowIds: list.map((key) => {
          const [chainId = '0', hash = ''] = key.split(':');
          return chainTransactionId(Number(chainId), hash);
        }),
      },
    });
  }
  return out;
}
