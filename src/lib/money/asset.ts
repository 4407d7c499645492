import { z } from 'zod';
import { chainIdSchema, unitsStringSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

/** The largest decimals a token can use and still express one whole unit below 2^256 (10^77 < 2^256 < 10^78). */
export const MAX_DECIMALS = 77;

/** A native currency or an ERC-20 token on one chain, so amounts never mix chains. */
export interface Asset {
  readonly chainId: number;
  readonly kind: 'native' | 'erc20';
  /** EIP-55 for ERC-20 tokens, null for the native currency. */
  readonly address: string | null;
  readonly symbol: string;
  readonly decimals: number;
  readonly name: string;
}

/** The stable key of an asset: `${chainId}:native` or `${chainId}:${lowercase address}`. */
export function assetId(asset: Pick<Asset, 'chainId' | 'address'>): string {
  return asset.address === null ? `${asset.chainId}:native` : `${asset.chainId}:${asset.address.toLowerCase()}`;
}

/** The shape of a network's native currency (as in EIP-3085 `wallet_addEthereumChain`). */
export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** The native asset of a network (ETH on Ethereum and most L2s). */
export function nativeAsset(network: { chainId: number; nativeCurrency: NativeCurrency }): Asset {
  const { name, symbol, decimals } = network.nativeCurrency;
  return assetSchema.parse({ chainId: network.chainId, kind: 'native', address: null, symbol, decimals, name });
}

/** An asset as stored (IndexedDB rows, backups): native has no address, a token an EIP-55 one. */
export const assetSchema = z
  .strictObject({
    chainId: chainIdSchema,
    kind: z.enum(['native', 'erc20']),
    address: checksummedAddressSchema.nullable(),
    symbol: z.string().min(1).max(32),
    decimals: z.int().min(0).max(MAX_DECIMALS),
    name: z.string().min(1).max(100),
  })
  .refine((asset) => (asset.kind === 'native') === (asset.address === null), {
    error: 'A native asset has no address; an ERC-20 asset has one',
    path: ['address'],
  });

/** Base units as stored: a decimal string of a non-negative integer (bigint does not survive IndexedDB/JSON). */
export const unitsSchema = unitsStringSchema;

/** Signed base units as stored (ledger postings, balance changes): `-` then the digits, no `-0`. */
export const signedUnitsSchema = z.string().regex(/^(0|-?[1-9][0-9]*)$/, 'Expected an integer in base units');
