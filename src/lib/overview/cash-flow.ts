// Cash in and out per asset over windows of 30 days, from the engine's confirmed rows (what the
// Transactions page lists): money in, money out, and the network fees our sends paid (a failed
// send still pays its fee). Values use each movement's day's price; a missing price stays missing.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { addValuations, totalValue, valuationOf, type Valuation, type ValueTotal } from '@/lib/ledger/balances';
import { commodityId } from '@/lib/ledger/commodity';
import type { PriceIndex } from '@/lib/ledger/prices';
import { dayOf } from './overview-days';
import { addDays } from '@/lib/primitives/days';

export const WINDOW_DAYS = 30;

export interface AssetFlow {
  readonly commodity: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly in: bigint;
  readonly out: bigint;
  readonly inValue: Valuation;
  readonly outValue: Valuation;
}

export interface WindowFlow {
  /** Inclusive days. */
  readonly from: string;
  readonly to: string;
  readonly assets: readonly AssetFlow[];
  readonly inValue: ValueTotal;
  readonly outValue: ValueTotal;
}

/** The signed movements of one row: its amount in or out, and the fee if it is our native row. */
export function rowMovements(
  row: ChainTransaction,
): { commodity: string; symbol: string; decimals: number; units: bigint }[] {
  const moves: { commodity: string; symbol: string; decimals: number; units: bigint }[] = [];
  if (row.status === 'confirmed' && row.direction !== 'own' && BigInt(row.units) !== 0n) {
    const units = BigInt(row.units);
    moves.push({
      commodity: commodityId(row.chainId, row.asset),
      symbol: row.symbol,
      decimals: row.decimals,
      units: row.direction === 'in' ? units : -units,
    });
  }
  const paysFee = (row.status === 'confirmed' || row.status === 'failed') && row.direction !== 'in';
  if (paysFee && row.fee !== null && row.asset === 'native' && row.logIndex === null && !row.id.includes(':i'))
    moves.push({
      commodity: commodityId(row.chainId, 'native'),
      symbol: row.symbol,
      decimals: row.decimals,
      units: -BigInt(row.fee),
    });
  return moves;
}

/** Flows of the `count` windows of 30 days ending `today`, newest first (window 0 = the last 30 days). */
export function windowFlows(
  rows: readonly ChainTransaction[],
  prices: PriceIndex,
  today: string,
  count = 6,
): WindowFlow[] {
  const windows = Array.from({ length: count }, (_, k) => ({
    from: addDays(today, -(k + 1) * WINDOW_DAYS + 1),
    to: addDays(today, -k * WINDOW_DAYS),
    assets: new Map<string, AssetFlow>(),
  }));
  for (const row of rows) {
    const day = dayOf(row.time);
    const window = windows.find((w) => day >= w.from && day <= w.to);
    if (!window) continue;
    for (const move of rowMovements(row)) {
      const current = window.assets.get(move.commodity) ?? {
        commodity: move.commodity,
        symbol: move.symbol,
        decimals: move.decimals,
        in: 0n,
        out: 0n,
        inValue: { units: 0n, scale: 0 },
        outValue: { units: 0n, scale: 0 },
      };
      const amount = move.units < 0n ? -move.units : move.units;
      const value = valuationOf({ commodity: move.commodity, amount, decimals: move.decimals }, day, prices);
      window.assets.set(
        move.commodity,
        move.units > 0n
          ? { ...current, in: current.in + amount, inValue: addValuations(current.inValue, value) }
          : { ...current, out: current.out + amount, outValue: addValuations(current.outValue, value) },
      );
    }
  }
  return windows.map((w) => {
    const assets = [...w.assets.values()].sort(
      (a, b) => a.symbol.localeCompare(b.symbol) || a.commodity.localeCompare(b.commodity),
    );
    return {
      from: w.from,
      to: w.to,
      assets,
      inValue: totalValue(assets.map((a) => ({ commodity: a.commodity, value: a.inValue }))),
      outValue: totalValue(assets.map((a) => ({ commodity: a.commodity, value: a.outValue }))),
    };
  });
}
