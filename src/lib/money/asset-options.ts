// The assets a record can be written in: each network's native currency and the tokens the
// workspace knows there (Client's invoices, the Dashboard's recurring items).
import { knownNetwork } from '@/lib/primitives/networks';
import { assetId, nativeAsset, type Asset } from './asset';

/** A known token as the workspace stores it (only what an asset needs). */
export interface TokenOption {
  readonly chainId: number;
  readonly address: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly name: string;
}

/** Each network's native currency and the known tokens on it, by chain id. */
export function assetOptions(chainIds: readonly number[], tokens: readonly TokenOption[]): Asset[] {
  const assets: Asset[] = [];
  for (const chainId of [...new Set(chainIds)].sort((a, b) => a - b)) {
    const network = knownNetwork(chainId);
    if (network) assets.push(nativeAsset(network));
    for (const t of tokens.filter((x) => x.chainId === chainId))
      assets.push({
        chainId,
        kind: 'erc20',
        address: t.address,
        symbol: t.symbol,
        decimals: t.decimals,
        name: t.name || t.symbol,
      });
  }
  return assets;
}

/** Asset by its key. */
export const assetByKey = (assets: readonly Asset[], key: string) => assets.find((a) => assetId(a) === key);
