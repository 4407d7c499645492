// How much of each bill is paid, derived from records (never stored): the user's payment records
// (single or batch) count once the engine's row for their transaction is confirmed, and the chain's
// PaymentRouter payments (payer one of ours) count by the bill's reference (PRODUCT.md §7).
import type { Bill, BillPayment } from '../../../../lib/db/entities/bill';
import type { TxStatus } from '../../../../lib/db/entities/chain-transaction';

/** A PaymentRouter `Payment` as the engine recorded it (the shape this page needs of it). */
export interface ChainPaymentFact {
  readonly chainId: number;
  readonly hash: string;
  readonly reference: string;
  readonly payer: string;
  readonly payee: string;
  /** null for the native currency. */
  readonly token: string | null;
  readonly units: bigint;
}

export interface BillPaidState {
  readonly paid: bigint;
  /** Sent from the app and not yet mined. */
  readonly pending: bigint;
  /** The transactions that paid (or are paying) it. */
  readonly hashes: readonly string[];
}

const lower = (value: string | null) => (value ?? '').toLowerCase();

/** Paid and pending units per bill id. */
export function paidByBill(input: {
  bills: readonly Bill[];
  intents: readonly BillPayment[];
  /** The engine's status of a transaction's native row, if it has one. */
  txStatus: (chainId: number, hash: string) => TxStatus | undefined;
  chainPayments: readonly ChainPaymentFact[];
  ourWallets: ReadonlySet<string>;
}): Map<string, BillPaidState> {
  const result = new Map<string, { paid: bigint; pending: bigint; hashes: string[] }>();
  const stateOf = (billId: string) => {
    let state = result.get(billId);
    if (!state) {
      state = { paid: 0n, pending: 0n, hashes: [] };
      result.set(billId, state);
    }
    return state;
  };
  const counted = new Set<string>();
  for (const intent of input.intents) {
    const status = input.txStatus(intent.chainId, intent.hash);
    if (status !== 'confirmed' && status !== 'pending') continue; // failed, dropped, replaced: nothing paid
    for (const item of intent.items) {
      const state = stateOf(item.billId);
      if (status === 'confirmed') state.paid += BigInt(item.units);
      else state.pending += BigInt(item.units);
      state.hashes.push(intent.hash);
      counted.add(`${item.billId}:${intent.chainId}:${lower(intent.hash)}`);
    }
  }
  const byReference = new Map(input.bills.map((bill) => [lower(bill.reference), bill]));
  for (const payment of input.chainPayments) {
    const bill = byReference.get(lower(payment.reference));
    if (!bill || bill.asset.chainId !== payment.chainId) continue;
    if (!input.ourWallets.has(lower(payment.payer)) || lower(payment.payee) !== lower(bill.payee) || lower(payment.token) !== lower(bill.asset.address)) continue;
    const key = `${bill.id}:${payment.chainId}:${lower(payment.hash)}`;
    if (counted.has(key)) continue;
    counted.add(key);
    const state = stateOf(bill.id);
    state.paid += payment.units;
    state.hashes.push(payment.hash);
  }
  return result;
}
