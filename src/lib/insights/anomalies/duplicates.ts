// Duplicate payments: the same amount of the same asset to the same address again within a few
// days (a bill paid from two tabs, a transfer repeated by hand).
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { isoDay } from '@/lib/primitives/days';
import { DAY, assetRefOf, plainAmount } from '../units';
import { RECENT_DAYS, isRecent, sideName, type Anomaly } from './anomaly';

/** Two payments this close (in days) with the same payee, asset and amount count as a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 3;

/** The later payment of each pair within the window (payments oldest first). */
export function duplicatePayments(
  payments: readonly ChainTransaction[],
  owners: ReadonlyMap<string, Counterparty>,
  now: number,
): Anomaly[] {
  const lastByKey = new Map<string, ChainTransaction>();
  const out: Anomaly[] = [];
  // Payments are in time order: one more than the window before the recent ones can never be the
  // earlier half of a pair with a recent payment, so they are skipped without building their keys.
  const oldest = now - (RECENT_DAYS + DUPLICATE_WINDOW_DAYS) * DAY;
  for (const row of payments) {
    if (Date.parse(row.time) < oldest) continue;
    const key = `${row.chainId}:${row.asset}:${row.counterparty?.toLowerCase()}:${row.units}`;
    const previous = lastByKey.get(key);
    lastByKey.set(key, row);
    if (!previous || previous.hash === row.hash || !isRecent(row, now)) continue;
    const gap = Date.parse(row.time) - Date.parse(previous.time);
    if (gap > DUPLICATE_WINDOW_DAYS * DAY) continue;
    const asset = assetRefOf(row);
    const hours = Math.round(gap / 3_600_000);
    out.push({
      id: `duplicate-payment:${row.id}`,
      kind: 'duplicate-payment',
      tone: 'danger',
      title: `Possible duplicate payment to ${sideName(row.counterparty, owners)}`,
      reason: `${plainAmount(BigInt(row.units), asset)} was paid to the same address twice, ${hours < 1 ? 'less than an hour' : `${hours} hours`} apart.`,
      time: row.time,
      why: {
        inputs: `Outgoing payments ${previous.hash} and ${row.hash}`,
        period: `${isoDay(Date.parse(previous.time))} to ${isoDay(Date.parse(row.time))}`,
        method: `Same payee, asset and exact amount within ${DUPLICATE_WINDOW_DAYS} days.`,
        numbers: [
          { label: 'Amount', value: plainAmount(BigInt(row.units), asset) },
          { label: 'Payee', value: row.counterparty ?? '' },
          { label: 'Time between', value: `${(gap / 3_600_000).toFixed(1)} h` },
        ],
        rowIds: [previous.id, row.id],
      },
    });
  }
  return out;
}
