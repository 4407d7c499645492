// The choices of the wallet, network and asset filters: what the rows and cursors actually contain.
import { networkName } from '@/lib/primitives/networks';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import type { AddressBook } from '@/lib/chain/address-book';
import { nameOf } from '@/lib/chain/address-book';
import { assetKey } from './filters';

export interface FacetOption {
  readonly value: string;
  readonly label: string;
}

export interface Facets {
  readonly wallets: readonly FacetOption[];
  readonly networks: readonly FacetOption[];
  readonly assets: readonly FacetOption[];
}

const byLabel = (a: FacetOption, b: FacetOption) => a.label.localeCompare(b.label);

/** Wallets (named from the address book), networks and assets seen in the rows or the cursors. */
export function facetsOf(
  rows: readonly ChainTransaction[],
  cursors: readonly Pick<SyncCursor, 'chainId' | 'wallet'>[],
  book: AddressBook,
): Facets {
  const wallets = new Set<string>();
  const chains = new Set<number>();
  const assets = new Map<string, string>();
  for (const cursor of cursors) {
    wallets.add(cursor.wallet);
    chains.add(cursor.chainId);
  }
  for (const row of rows) {
    for (const wallet of row.wallets) wallets.add(wallet);
    chains.add(row.chainId);
    const key = assetKey(row);
    if (!assets.has(key)) assets.set(key, `${row.symbol} · ${networkName(row.chainId)}`);
  }
  return {
    wallets: [...wallets]
      .map((address) => {
        const name = nameOf(book, address);
        return { value: address, label: name ? `${name} (${shortenAddress(address)})` : shortenAddress(address) };
      })
      .sort(byLabel),
    networks: [...chains].map((chainId) => ({ value: String(chainId), label: networkName(chainId) })).sort(byLabel),
    assets: [...assets].map(([value, label]) => ({ value, label })).sort(byLabel),
  };
}
