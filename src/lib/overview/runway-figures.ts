// The runway as the Dashboard shows it, now and one period (30 days) before: in the base currency
// when the cash and every recent window are priced, else per asset. The earlier one is the same
// formula at today − 30: the closing balance of that day (the cash chart's history), valued at
// that day's prices, over the burns of the three windows before it.
import { valuationOf, totalValue, type ValueTotal } from '@/lib/ledger/balances';
import { exactToString, type Exact } from '@/lib/ledger/exact';
import type { PriceIndex } from '@/lib/ledger/prices';
import type { BalanceHistory } from './balance-history';
import { WINDOW_DAYS, type WindowFlow } from './cash-flow';
import { addDays } from '@/lib/primitives/days';
import { ratioNumber, runway, type Runway } from './runway';

/** Windows of 30 days whose burn spreads the runway's range (the last 90 days). */
export const RUNWAY_WINDOWS = 3;

export interface AssetRunway extends Runway {
  readonly commodity: string;
  readonly symbol: string;
}

export interface RunwayFigures {
  /** In the base currency when cash and every flow are priced; else null (see `assets`). */
  readonly valued: Runway | null;
  readonly assets: readonly AssetRunway[];
}

interface CashAt {
  readonly assets: readonly { commodity: string; symbol: string; decimals: number; units: bigint }[];
  readonly total: ValueTotal;
}

const exactNumber = (value: Exact) => Number(exactToString(value));

/** The runway of `cash` over the windows' burns (windows[0] the latest of them). */
export function runwayFigures(cash: CashAt, windows: readonly WindowFlow[]): RunwayFigures {
  const recent = windows.slice(0, RUNWAY_WINDOWS);
  const priced =
    cash.total.missing.length === 0 && recent.every((w) => !w.inValue.missing.length && !w.outValue.missing.length);
  return {
    valued: priced
      ? runway(
          exactNumber(cash.total.known),
          recent.map((w) => exactNumber(w.outValue.known) - exactNumber(w.inValue.known)),
        )
      : null,
    assets: cash.assets.map((asset) => ({
      commodity: asset.commodity,
      symbol: asset.symbol,
      ...runway(
        ratioNumber(asset.units, asset.decimals),
        recent.map((w) => {
          const flow = w.assets.find((a) => a.commodity === asset.commodity);
          return flow ? ratioNumber(flow.out - flow.in, asset.decimals) : 0;
        }),
      ),
    })),
  };
}

/** The cash at the close of `WINDOW_DAYS` days ago, from the balance history, valued at that day's prices. */
export function cashPeriodBefore(history: BalanceHistory, prices: PriceIndex, today: string): CashAt {
  const day = addDays(today, -WINDOW_DAYS);
  const index = history.days.indexOf(day);
  const assets = history.series.map((s) => ({
    commodity: s.commodity,
    symbol: s.symbol,
    decimals: s.decimals,
    units: (index >= 0 ? s.units[index] : s.units[0]) ?? 0n,
  }));
  const total = totalValue(
    assets.map((a) => ({
      commodity: a.commodity,
      value: valuationOf({ commodity: a.commodity, amount: a.units, decimals: a.decimals }, day, prices),
    })),
  );
  return { assets, total };
}
