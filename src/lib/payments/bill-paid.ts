// How much of each bill is paid, derived from records (never stored; one definition for the Vendors
// page and the Dashboard): the user's payment records
// (single or batch) count once the engine's row for their transaction is confirmed, and the chain's
// PaymentRouter payments count by the bill's reference under lib/payments/match (docs/product.md#payment-references).
// A fiat bill's amounts are in its currency: only its PaymentRouter payments count, each valued at
// its block's rate (fiat-settlement.ts), and what the tolerance forgave counts as paid; a payment
// sent from the app is pending until its payment row has a rate.
import type { Bill, BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { settleFiat } from './fiat-settlement';
import { checkPayment, paymentsByReference, type PayableRecord, type PaymentFact } from './match';

export interface BillPaidState {
  readonly paid: bigint;
  /** Sent from the app and not yet mined. */
  readonly pending: bigint;
  /** The transactions that paid (or are paying) it. */
  readonly hashes: readonly string[];
  /** A fiat bill: what the tolerance forgave (in `paid`), and payments still awaiting their block's rate. */
  readonly forgiven?: bigint;
  readonly awaitingRate?: number;
}

const lower = (value: string | null) => (value ?? '').toLowerCase();

/** What the matcher needs of a bill (`checkPayment`, side `payable`). */
export function billRecord(bill: Bill): PayableRecord {
  return { id: bill.id, reference: bill.reference, asset: bill.asset, payee: bill.payee, total: BigInt(bill.total) };
}

/** Paid and pending units per bill id. */
export function paidByBill(input: {
  bills: readonly Bill[];
  intents: readonly BillPayment[];
  /** The engine's status of a transaction's native row, if it has one. */
  txStatus: (chainId: number, hash: string) => TxStatus | undefined;
  chainPayments: readonly PaymentFact[];
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
  const fiatIds = new Set(input.bills.filter((bill) => bill.fiat).map((bill) => bill.id));
  for (const intent of input.intents) {
    const status = input.txStatus(intent.chainId, intent.hash);
    if (status !== 'confirmed' && status !== 'pending') continue; // failed, dropped, replaced: nothing paid
    for (const item of intent.items) {
      if (fiatIds.has(item.billId)) continue;
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
    if (!bill || bill.fiat) continue;
    if (!checkPayment(billRecord(bill), payment, 'payable', input.ourWallets).ok) continue;
    const key = `${bill.id}:${payment.chainId}:${lower(payment.hash)}`;
    if (counted.has(key)) continue;
    counted.add(key);
    const state = stateOf(bill.id);
    state.paid += BigInt(payment.units);
    state.hashes.push(payment.hash);
  }
  fiatPaid(input, result);
  return result;
}

type PaidInput = Parameters<typeof paidByBill>[0];

// Fiat bills: valued payments by reference; an app payment not yet valued is pending (the whole open amount).
function fiatPaid(input: PaidInput, result: Map<string, BillPaidState>): void {
  const references = paymentsByReference(input.chainPayments);
  for (const bill of input.bills) {
    if (!bill.fiat) continue;
    const total = BigInt(bill.total);
    const record = { ...bill, total, assetDecimals: bill.asset.decimals, fiat: bill.fiat };
    const settled = settleFiat(record, references.get(lower(bill.reference)) ?? [], 'payable', input.ourWallets);
    const paid = settled.paid + settled.forgiven;
    const valuedHashes = new Set(settled.valued.map((v) => lower(v.payment.hash)));
    const waiting = input.intents.filter(
      (intent) =>
        intent.items.some((item) => item.billId === bill.id) &&
        !valuedHashes.has(lower(intent.hash)) &&
        ['pending', 'confirmed'].includes(input.txStatus(intent.chainId, intent.hash) ?? ''),
    );
    if (paid === 0n && waiting.length === 0 && settled.awaitingRate.length === 0) continue;
    const open = total > paid ? total - paid : 0n;
    result.set(bill.id, {
      paid,
      pending: waiting.length > 0 ? open : 0n,
      hashes: [...settled.valued.map((v) => v.payment.hash), ...waiting.map((w) => w.hash)],
      forgiven: settled.forgiven,
      awaitingRate: settled.awaitingRate.length,
    });
  }
}

/** The units still to pay on an approved bill (0 once paid, and for any other state). */
export function openUnits(bill: Pick<Bill, 'state' | 'total'>, paid: bigint): bigint {
  if (bill.state !== 'approved') return 0n;
  const open = BigInt(bill.total) - paid;
  return open > 0n ? open : 0n;
}
