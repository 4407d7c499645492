import { networkName } from '@/lib/primitives/networks';

/** A commodity of the ledger: one asset on one chain, keyed like `assetId` (`31337:native`, `1:0xa0b8…`). */
export interface CommodityInfo {
  readonly id: string;
  readonly chainId: number;
  /** The token's own symbol as read from the chain (`ETH`, `USDC`). */
  readonly symbol: string;
  readonly decimals: number;
}

const COMMODITY_ID = /^([1-9][0-9]*):(native|0x[0-9a-f]{40})$/;

/** The commodity id of an asset as chain rows name it (`native` or a checksummed address). */
export function commodityId(chainId: number, asset: string): string {
  return `${chainId}:${asset === 'native' ? 'native' : asset.toLowerCase()}`;
}

/** Splits a commodity id into its chain and asset (`native` or a lower-case address); null when malformed. */
export function parseCommodityId(id: string): { chainId: number; asset: string } | null {
  const match = COMMODITY_ID.exec(id);
  return match?.[1] && match[2] ? { chainId: Number(match[1]), asset: match[2] } : null;
}

/** How messages name a commodity: `ETH on Anvil (local)`, or the bare id when nothing is known. */
export function commodityLabel(id: string, info?: Pick<CommodityInfo, 'symbol' | 'chainId'>): string {
  return info ? `${info.symbol} on ${networkName(info.chainId)}` : id;
}
