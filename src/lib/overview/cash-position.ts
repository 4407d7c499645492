// Cash position: what each watched wallet holds of each asset on each network, from the sync
// engine's on-chain balances at its synced block, valued in the base currency where the price list
// knows the asset and "missing" where it does not (never 0); a stale price it used is listed, so the
// figure names it (lib/ledger/stale-price.ts).
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { addValuations, totalValue, valuationOf, type Valuation, type ValueTotal } from '@/lib/ledger/balances';
import { commodityId } from '@/lib/ledger/commodity';
import type { PriceIndex } from '@/lib/ledger/prices';
import { stalePricesOn, type StalePrice } from '@/lib/ledger/stale-price';

export interface CashRow {
  readonly chainId: number;
  readonly wallet: string;
  /** The ledger's commodity id (`31337:native`, `1:0xa0b8…`), the same key as `assetId`. */
  readonly commodity: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly units: bigint;
  readonly block: number;
  readonly value: Valuation;
}

export interface CashAsset {
  readonly commodity: string;
  readonly chainId: number;
  readonly symbol: string;
  readonly decimals: number;
  readonly units: bigint;
  readonly value: Valuation;
}

export interface CashPosition {
  readonly rows: readonly CashRow[];
  /** One line per asset (summed over wallets), largest holding first by symbol order. */
  readonly assets: readonly CashAsset[];
  /** The valued total and the assets without a price. */
  readonly total: ValueTotal;
  /** The prices it was valued with that were stale (named on the figure, never used silently). */
  readonly stale: readonly StalePrice[];
}

/** The cash position at `today` (prices on or before that day; `now`, ISO, is when their age is read). */
export function cashPosition(
  balances: readonly ChainBalance[],
  prices: PriceIndex,
  today: string,
  now?: string,
): CashPosition {
  const rows: CashRow[] = balances.map((b) => {
    const commodity = commodityId(b.chainId, b.asset);
    const units = BigInt(b.units);
    return {
      chainId: b.chainId,
      wallet: b.wallet,
      commodity,
      symbol: b.symbol,
      decimals: b.decimals,
      units,
      block: b.block,
      value: valuationOf({ commodity, amount: units, decimals: b.decimals }, today, prices),
    };
  });
  const byAsset = new Map<string, CashAsset>();
  for (const row of rows) {
    const current = byAsset.get(row.commodity);
    byAsset.set(row.commodity, {
      commodity: row.commodity,
      chainId: row.chainId,
      symbol: row.symbol,
      decimals: row.decimals,
      units: (current?.units ?? 0n) + row.units,
      value: current ? addValuations(current.value, row.value) : row.value,
    });
  }
  const assets = [...byAsset.values()].sort(
    (a, b) => a.chainId - b.chainId || a.symbol.localeCompare(b.symbol) || a.commodity.localeCompare(b.commodity),
  );
  const held = assets.filter((a) => a.units !== 0n).map((a) => a.commodity);
  return { rows, assets, total: totalValue(assets), stale: stalePricesOn(prices, held, today, now) };
}
