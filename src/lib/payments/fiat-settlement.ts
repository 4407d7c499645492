// Settling a fiat invoice paid in a crypto asset: each payment that counts (match.ts decides, as for
// any invoice) is valued in the invoice's currency at its block's rate (the `rates` the rate follower
// wrote on the payment row). Paid once the value reaches the total less the tolerance; under that,
// partly paid with the rest open in the currency. A payment without a rate yet is listed as awaiting
// its rate and counts for nothing until it has one (never valued at 0).
import type { FiatTerms, PaymentRate } from '@/lib/db/entities/fiat-rate';
import { fiatValue, toleranceUnits } from './fiat-terms';
import { checkPayment, type PayableRecord, type PaymentFact, type PaymentSide, type Settlement } from './match';

/** A fiat invoice as the matcher sees it: the record (total in minor units) and its terms. */
export interface FiatRecord extends PayableRecord {
  readonly assetDecimals: number;
  readonly fiat: Pick<FiatTerms, 'currency' | 'tolerancePercent'>;
}

/** One counted payment with its value in the invoice currency and the rate it was valued at. */
export interface ValuedPayment {
  readonly payment: PaymentFact;
  readonly value: bigint;
  readonly rate: PaymentRate;
}

export interface FiatSettlement extends Settlement {
  readonly currency: string;
  /** The counted payments with a rate, oldest first, with their values. */
  readonly valued: readonly ValuedPayment[];
  /** Counted payments still without a rate for the invoice's currency. */
  readonly awaitingRate: readonly PaymentFact[];
  /** What the tolerance forgave (minor units): the shortfall of a payment counted as full. */
  readonly forgiven: bigint;
}

/** The rate of a payment in a currency, for its current block, or null. */
export function rateIn(payment: PaymentFact, currency: string): PaymentRate | null {
  return (
    payment.rates?.find(
      (r) => r.currency === currency && (payment.blockHash === undefined || r.blockHash === payment.blockHash),
    ) ?? null
  );
}

/** How much of a fiat invoice its payments settle, valued at their blocks' rates, with the tolerance. */
export function settleFiat(
  record: FiatRecord,
  payments: readonly PaymentFact[],
  side: PaymentSide,
  ours: ReadonlySet<string>,
): FiatSettlement {
  const lower = (v: string) => v.toLowerCase();
  const counted: PaymentFact[] = [];
  const refused: Settlement['refused'][number][] = [];
  const awaitingRate: PaymentFact[] = [];
  const valued: ValuedPayment[] = [];
  const seen = new Set<string>();
  for (const payment of payments) {
    if (lower(payment.reference) !== lower(record.reference) || seen.has(payment.id)) continue;
    seen.add(payment.id);
    const check = checkPayment(record, payment, side, ours);
    if (!check.ok) {
      refused.push({ payment, reason: check.reason, message: check.message });
      continue;
    }
    const rate = rateIn(payment, record.fiat.currency);
    if (!rate) {
      awaitingRate.push(payment);
      continue;
    }
    counted.push(payment);
    valued.push({ payment, rate, value: fiatValue(BigInt(payment.units), record.assetDecimals, rate.price) });
  }
  valued.sort((a, b) => a.payment.time.localeCompare(b.payment.time) || a.payment.id.localeCompare(b.payment.id));
  counted.sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
  const paid = valued.reduce((sum, v) => sum + v.value, 0n);
  const total = record.total;
  const full = paid > 0n && paid >= total - toleranceUnits(total, record.fiat.tolerancePercent);
  const forgiven = full && paid < total ? total - paid : 0n;
  const open = full || paid >= total ? 0n : total - paid;
  const overpaid = paid > total ? paid - total : 0n;
  const status = paid === 0n ? 'unpaid' : overpaid > 0n ? 'overpaid' : full ? 'paid' : 'partially-paid';
  return {
    paid,
    open,
    overpaid,
    status,
    counted,
    refused,
    currency: record.fiat.currency,
    valued,
    awaitingRate,
    forgiven,
  };
}
