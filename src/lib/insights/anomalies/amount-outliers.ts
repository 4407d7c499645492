// Amounts far from the usual: each recent movement is scored against the other movements with the
// same counterparty (or, when there are too few, the same category) in the same asset and
// direction, by the robust z-score on median and MAD. |z| ≥ 3.5 is Iglewicz & Hoaglin's cut-off.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { robustCentre, robustZ, type RobustCentre } from '@/lib/stats/robust';
import { assetRefOf, numberToUnits, plainAmount, unitsTextToNumber } from '../units';
import { isRecent, sideName, type Anomaly } from './anomaly';

export const OUTLIER_Z = 3.5;
/** A group needs this many other movements before its usual amount means anything. */
export const MIN_GROUP = 5;

interface Group {
  readonly label: string;
  readonly rows: ChainTransaction[];
  centre?: RobustCentre;
}

/** Recent movements whose amount is far from their counterparty's or category's usual. */
export function amountOutliers(
  rows: readonly ChainTransaction[],
  owners: ReadonlyMap<string, Counterparty>,
  now: number,
): Anomaly[] {
  // Every movement joins its counterparty's and its category's group (keys made once per row);
  // only the recent ones are scored, and a group's centre is computed when a recent row needs it.
  const byCounterparty = new Map<string, Group>();
  const byCategory = new Map<string, Group>();
  const join = (groups: Map<string, Group>, key: string, row: ChainTransaction) => {
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { label: key, rows: [row] });
  };
  const recent: { row: ChainTransaction; counterpartyKey: string | null; categoryKey: string | null }[] = [];
  const lowerCase = new Map<string, string>();
  for (const row of rows) {
    if (row.status !== 'confirmed' || row.direction === 'own' || row.units === '0') continue;
    const base = `${row.chainId}:${row.asset}:${row.direction}`;
    let counterparty = row.counterparty ? lowerCase.get(row.counterparty) : undefined;
    if (row.counterparty && counterparty === undefined)
      lowerCase.set(row.counterparty, (counterparty = row.counterparty.toLowerCase()));
    const counterpartyKey = row.counterparty ? `${base}:cp:${counterparty}` : null;
    const categoryKey = row.category ? `${base}:cat:${row.category}` : null;
    if (counterpartyKey !== null) join(byCounterparty, counterpartyKey, row);
    if (categoryKey !== null) join(byCategory, categoryKey, row);
    if (isRecent(row, now)) recent.push({ row, counterpartyKey, categoryKey });
  }
  const out: Anomaly[] = [];
  for (const { row, counterpartyKey, categoryKey } of recent) {
    const counterpartyGroup = counterpartyKey === null ? undefined : byCounterparty.get(counterpartyKey);
    const categoryGroup = categoryKey === null ? undefined : byCategory.get(categoryKey);
    const group = [counterpartyGroup, categoryGroup].find((candidate) => (candidate?.rows.length ?? 0) > MIN_GROUP);
    if (!group) continue;
    const asset = assetRefOf(row);
    group.centre ??= robustCentre(group.rows.map((other) => unitsTextToNumber(other.units, asset.decimals)));
    const value = unitsTextToNumber(row.units, asset.decimals);
    const z = robustZ(value, group.centre);
    if (Math.abs(z) < OUTLIER_Z) continue;
    const usual = plainAmount(numberToUnits(group.centre.median, asset.decimals), asset);
    const byWhom = group === counterpartyGroup ? sideName(row.counterparty, owners) : `category “${row.category}”`;
    const zText = Number.isFinite(z) ? z.toFixed(1) : z > 0 ? '+∞' : '−∞';
    out.push({
      id: `amount-outlier:${row.id}`,
      kind: 'amount-outlier',
      tone: 'warning',
      title: `Unusual amount ${row.direction === 'in' ? 'from' : 'to'} ${byWhom}`,
      reason: `${plainAmount(BigInt(row.units), asset)} against a usual ${usual} (robust z ${zText} over ${group.rows.length} movements).`,
      time: row.time,
      why: {
        inputs: `${group.rows.length} ${row.direction === 'in' ? 'incoming' : 'outgoing'} ${asset.symbol} movements with ${byWhom}`,
        period: `All history; this movement on ${row.time.slice(0, 10)}`,
        method:
          `Robust z-score = (amount − median) / (MAD / 0.6745); |z| ≥ ${OUTLIER_Z} is unusual. ${group.centre.method === 'mad' ? '' : 'The MAD was 0, so the mean absolute deviation (× 1.2533) stood in.'}`.trim(),
        numbers: [
          { label: 'Amount', value: plainAmount(BigInt(row.units), asset) },
          { label: 'Median', value: usual },
          { label: 'MAD', value: plainAmount(numberToUnits(group.centre.mad, asset.decimals), asset) },
          { label: 'Robust z', value: zText },
        ],
        rowIds: [row.id],
      },
    });
  }
  return out;
}
