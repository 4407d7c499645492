// Weekly inflows and outflows per asset from the confirmed chain rows. Outflows include the
// network fee of outgoing transactions (in the native asset); movements between the company's own
// wallets net to zero but still pay a fee. Rows that known flows stand for (`isKnown`) move the
// balance but stay out of the weekly series the models learn from.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { AssetRef } from './types';
import { DAY, assetRefOf, weekStart } from './units';

export interface WeeklyFlows {
  readonly asset: AssetRef;
  /** Monday 00:00 UTC of each week, oldest first, up to the last completed week. */
  readonly weeks: number[];
  readonly inflow: bigint[];
  readonly outflow: bigint[];
  /** Sum of every confirmed movement of the asset (in − out − fees), the computed balance now. */
  readonly balance: bigint;
  /** The same at the end of the last completed week (where the forecast starts). */
  readonly closingBalance: bigint;
  /** The computed balance at the end of each completed week. */
  readonly weekEndBalance: bigint[];
  readonly rowCount: number;
  /** Of them, the rows left out of the series as known flows. */
  readonly knownCount: number;
  readonly firstTime: number;
}

interface Bucket {
  asset: AssetRef;
  byWeek: Map<number, { inflow: bigint; outflow: bigint; known: bigint }>;
  balance: bigint;
  rowCount: number;
  knownCount: number;
  firstTime: number;
}

function nativeRef(row: ChainTransaction): AssetRef {
  // The fee is in the network's native currency; its symbol and decimals come from a native row of
  // the same chain when one is seen, else ETH's 18 decimals.
  return { key: `${row.chainId}:native`, chainId: row.chainId, symbol: 'ETH', decimals: 18, asset: 'native' };
}

/** Weekly flows per asset of the confirmed rows, with completed weeks only (the week holding `now` is left out). */
export function weeklyFlows(
  rows: readonly ChainTransaction[],
  now: number,
  isKnown: ((row: ChainTransaction) => boolean) | null = null,
): WeeklyFlows[] {
  const buckets = new Map<string, Bucket>();
  const bucketFor = (asset: AssetRef): Bucket => {
    let bucket = buckets.get(asset.key);
    if (!bucket) {
      bucket = { asset, byWeek: new Map(), balance: 0n, rowCount: 0, knownCount: 0, firstTime: Infinity };
      buckets.set(asset.key, bucket);
    } else if (asset.asset === 'native' && bucket.asset.symbol === 'ETH' && asset.symbol !== 'ETH')
      bucket.asset = asset;
    return bucket;
  };
  const add = (asset: AssetRef, time: number, inflow: bigint, outflow: bigint, known = false) => {
    const bucket = bucketFor(asset);
    bucket.balance += inflow - outflow;
    bucket.rowCount += 1;
    bucket.firstTime = Math.min(bucket.firstTime, time);
    const week = weekStart(time);
    const cell = bucket.byWeek.get(week) ?? { inflow: 0n, outflow: 0n, known: 0n };
    if (known) {
      bucket.knownCount += 1;
      cell.known += inflow - outflow;
    } else {
      cell.inflow += inflow;
      cell.outflow += outflow;
    }
    bucket.byWeek.set(week, cell);
  };
  // Rows come in runs of one asset: its reference is made again only when the asset changes.
  let asset: AssetRef | null = null;
  for (const row of rows) {
    if (row.status !== 'confirmed') continue;
    const time = Date.parse(row.time);
    const units = BigInt(row.units);
    if (
      !asset ||
      asset.chainId !== row.chainId ||
      asset.asset !== row.asset ||
      asset.symbol !== row.symbol ||
      asset.decimals !== row.decimals
    )
      asset = assetRefOf(row);
    const known = isKnown !== null && isKnown(row);
    if (row.direction === 'in') add(asset, time, units, 0n, known);
    else if (row.direction === 'out') add(asset, time, 0n, units, known);
    else bucketFor(asset);
    if (row.fee !== null && row.direction !== 'in' && row.asset === 'native')
      add(nativeRef(row), time, 0n, BigInt(row.fee));
  }
  const currentWeek = weekStart(now);
  return [...buckets.values()]
    .filter((bucket) => Number.isFinite(bucket.firstTime))
    .sort((a, b) => (a.asset.key < b.asset.key ? -1 : 1))
    .map((bucket) => {
      const weeks: number[] = [];
      const inflow: bigint[] = [];
      const outflow: bigint[] = [];
      const weekEndBalance: bigint[] = [];
      let running = 0n;
      for (let week = weekStart(bucket.firstTime); week < currentWeek; week += 7 * DAY) {
        const cell = bucket.byWeek.get(week);
        weeks.push(week);
        inflow.push(cell?.inflow ?? 0n);
        outflow.push(cell?.outflow ?? 0n);
        running += (cell?.inflow ?? 0n) - (cell?.outflow ?? 0n) + (cell?.known ?? 0n);
        weekEndBalance.push(running);
      }
      return {
        asset: bucket.asset,
        weeks,
        inflow,
        outflow,
        balance: bucket.balance,
        closingBalance: running,
        weekEndBalance,
        rowCount: bucket.rowCount,
        knownCount: bucket.knownCount,
        firstTime: bucket.firstTime,
      };
    });
}

/**
 * The flows with their balances moved to start from the company's cash now (`cash`: the treasury
 * wallets' on-chain balance of the asset, the Dashboard's cash): the rows alone miss what a wallet
 * held before its first row (a genesis allocation, an opening balance), so their sum is not the cash.
 * The weekly flows are unchanged; every balance shifts by the same amount.
 */
export function anchorFlows(flows: WeeklyFlows, cash: bigint): WeeklyFlows {
  const shift = cash - flows.balance;
  if (shift === 0n) return flows;
  return {
    ...flows,
    balance: cash,
    closingBalance: flows.closingBalance + shift,
    weekEndBalance: flows.weekEndBalance.map((value) => value + shift),
  };
}
