// Matching chain payments to invoices and bills (docs/product.md#payment-references), pure. A PaymentRouter payment
// counts for a record only if its reference is the record's, it is on the record's network, the
// payee is the record's payee (ours for an invoice; for a bill the payer must be ours), the token
// is the record's asset, and for ERC-20 the same receipt holds the matching Transfer. Partial
// payments add up; more than the total is flagged. A plain transfer (no reference) of the open
// amount from the counterparty's wallet is only ever *suggested*; it counts once the user accepts.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Asset } from '@/lib/money/asset';

/** Invoices are receivable (the payee is ours), bills payable (the payer is ours). */
export type PaymentSide = 'receivable' | 'payable';

/** What the matcher needs of an invoice or a bill. */
export interface PayableRecord {
  readonly id: string;
  readonly reference: string;
  readonly asset: Pick<Asset, 'chainId' | 'address'>;
  readonly payee: string;
  readonly total: bigint;
}

export type PaymentFact = Pick<
  ChainPayment,
  | 'id'
  | 'chainId'
  | 'hash'
  | 'logIndex'
  | 'time'
  | 'reference'
  | 'payer'
  | 'payee'
  | 'token'
  | 'units'
  | 'transferChecked'
> &
  Partial<Pick<ChainPayment, 'blockHash' | 'rates'>>;

export type RefusalReason = 'reference' | 'network' | 'payee' | 'payer' | 'token' | 'transfer';
export type PaymentCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: RefusalReason; readonly message: string };

const lower = (value: string | null) => (value ?? '').toLowerCase();

/** Whether one payment counts for a record, or why not (in words). `ours`: our wallets, lower case. */
export function checkPayment(
  record: PayableRecord,
  payment: PaymentFact,
  side: PaymentSide,
  ours: ReadonlySet<string>,
): PaymentCheck {
  if (lower(payment.reference) !== lower(record.reference))
    return { ok: false, reason: 'reference', message: 'Another reference' };
  if (payment.chainId !== record.asset.chainId)
    return { ok: false, reason: 'network', message: 'Paid on another network' };
  if (lower(payment.payee) !== lower(record.payee) || (side === 'receivable' && !ours.has(lower(payment.payee))))
    return { ok: false, reason: 'payee', message: `Paid to ${payment.payee}, not to ${record.payee}` };
  if (side === 'payable' && !ours.has(lower(payment.payer)))
    return { ok: false, reason: 'payer', message: `Paid by ${payment.payer}, not one of our wallets` };
  if (lower(payment.token) !== lower(record.asset.address))
    return {
      ok: false,
      reason: 'token',
      message: `Paid in ${payment.token ?? 'the native currency'}, not in the record's asset`,
    };
  if (!payment.transferChecked)
    return { ok: false, reason: 'transfer', message: 'No matching token Transfer in the same transaction' };
  return { ok: true };
}

export type SettlementStatus = 'unpaid' | 'partially-paid' | 'paid' | 'overpaid';

export interface Settlement {
  readonly paid: bigint;
  /** What is still due (0 once paid or overpaid). */
  readonly open: bigint;
  /** Paid beyond the total (flagged, never silently absorbed). */
  readonly overpaid: bigint;
  readonly status: SettlementStatus;
  /** The payments that count, oldest first. */
  readonly counted: readonly PaymentFact[];
  /** Payments carrying the reference that do not count, with the reason. */
  readonly refused: readonly { payment: PaymentFact; reason: RefusalReason; message: string }[];
}

/** How much of a record is paid by `payments` (any list: those with another reference are ignored) plus accepted transfers. */
export function settle(
  record: PayableRecord,
  payments: readonly PaymentFact[],
  side: PaymentSide,
  ours: ReadonlySet<string>,
  acceptedUnits: readonly bigint[] = [],
): Settlement {
  const counted: PaymentFact[] = [];
  const refused: { payment: PaymentFact; reason: RefusalReason; message: string }[] = [];
  const seen = new Set<string>();
  for (const payment of payments) {
    if (lower(payment.reference) !== lower(record.reference) || seen.has(payment.id)) continue;
    seen.add(payment.id);
    const check = checkPayment(record, payment, side, ours);
    if (check.ok) counted.push(payment);
    else refused.push({ payment, reason: check.reason, message: check.message });
  }
  counted.sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
  const paid = counted.reduce((sum, p) => sum + BigInt(p.units), 0n) + acceptedUnits.reduce((sum, u) => sum + u, 0n);
  const open = paid >= record.total ? 0n : record.total - paid;
  const overpaid = paid > record.total ? paid - record.total : 0n;
  const status: SettlementStatus =
    paid === 0n ? 'unpaid' : overpaid > 0n ? 'overpaid' : open === 0n ? 'paid' : 'partially-paid';
  return { paid, open, overpaid, status, counted, refused };
}

/** Payments grouped by reference (lower case), for settling many records at once. */
export function paymentsByReference<P extends Pick<PaymentFact, 'reference'>>(
  payments: readonly P[],
): Map<string, P[]> {
  const map = new Map<string, P[]>();
  for (const payment of payments) {
    const key = lower(payment.reference);
    const list = map.get(key);
    if (list) list.push(payment);
    else map.set(key, [payment]);
  }
  return map;
}

export type TransferFact = Pick<
  ChainTransaction,
  'id' | 'chainId' | 'hash' | 'from' | 'to' | 'direction' | 'asset' | 'units' | 'status' | 'time'
>;

export interface SuggestionCandidate {
  readonly record: PayableRecord;
  /** Still due. */
  readonly open: bigint;
  /** The counterparty's wallets on the record's network (the expected payer of an invoice). */
  readonly counterpartyWallets: readonly string[];
}

export interface MatchSuggestion {
  readonly recordId: string;
  readonly transactionId: string;
  readonly units: bigint;
  readonly from: string;
  readonly hash: string;
}

/**
 * Transfers without a reference that look like a record's payment: confirmed, in the record's
 * asset, to the payee (receivable: from one of the counterparty's wallets; payable: from ours to
 * the payee), for exactly the open amount. Transfers of a PaymentRouter transaction (`routerHashes`,
 * `<chainId>:<hash>`) and those already accepted or dismissed (`decided`) are never suggested.
 */
export function suggestMatches(
  candidates: readonly SuggestionCandidate[],
  transfers: readonly TransferFact[],
  side: PaymentSide,
  decided: ReadonlySet<string>,
  routerHashes: ReadonlySet<string>,
): MatchSuggestion[] {
  const suggestions: MatchSuggestion[] = [];
  const used = new Set<string>();
  for (const { record, open, counterpartyWallets } of candidates) {
    if (open <= 0n) continue;
    const payers = new Set(counterpartyWallets.map(lower));
    const asset = record.asset.address === null ? 'native' : lower(record.asset.address);
    const match = transfers.find(
      (t) =>
        !used.has(t.id) &&
        !decided.has(t.id) &&
        !routerHashes.has(`${t.chainId}:${lower(t.hash)}`) &&
        t.status === 'confirmed' &&
        t.chainId === record.asset.chainId &&
        lower(t.asset) === asset &&
        lower(t.to) === lower(record.payee) &&
        BigInt(t.units) === open &&
        (side === 'receivable' ? t.direction === 'in' && payers.has(lower(t.from)) : t.direction === 'out'),
    );
    if (!match) continue;
    used.add(match.id);
    suggestions.push({
      recordId: record.id,
      transactionId: match.id,
      units: BigInt(match.units),
      from: match.from,
      hash: match.hash,
    });
  }
  return suggestions;
}
