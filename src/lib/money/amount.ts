import { assetId, type Asset } from './asset';

/** An amount of one asset in base units (money is never a float: docs/product.md#amounts). */
export interface Amount {
  readonly asset: Asset;
  readonly units: bigint;
}

/** Adds two amounts of the same asset; throws when the assets differ (sums stay within one asset). */
export function addAmounts(a: Amount, b: Amount): Amount {
  assertSameAsset(a.asset, b.asset);
  return { asset: a.asset, units: a.units + b.units };
}

/** Totals per asset, keyed by `assetId`, in the order each asset first appears; never adds across assets. */
export function sumByAsset(amounts: Iterable<Amount>): Map<string, Amount> {
  const totals = new Map<string, Amount>();
  for (const amount of amounts) {
    const key = assetId(amount.asset);
    const total = totals.get(key);
    totals.set(key, total ? addAmounts(total, amount) : amount);
  }
  return totals;
}

function assertSameAsset(a: Asset, b: Asset): void {
  if (assetId(a) !== assetId(b)) {
    throw new TypeError(`Cannot add ${b.symbol} (${assetId(b)}) to ${a.symbol} (${assetId(a)})`);
  }
  // Same id but other decimals means one record is wrong: adding would silently misscale.
  if (a.decimals !== b.decimals) {
    throw new TypeError(`${assetId(a)} is known with ${a.decimals} and ${b.decimals} decimals`);
  }
}
