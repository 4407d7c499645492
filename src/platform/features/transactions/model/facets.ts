// The choices of the wallet, network and asset filters: what the rows and cursors actually contain.
import { networkName } from '@/lib/primitives/networks';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import type { AddressBook } from '@/lib/chain/address-book';
import { nameOf } from '@/lib/chain/address-book';
import { assetKey } from './filters';
import type { TxList, TxListChange } from './tx-list';

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

/** What the rows hold that the filters offer: wallets, chains, assets with their labels. */
export interface FacetSeen {
  readonly wallets: Set<string>;
  readonly chains: Set<number>;
  readonly assets: Map<string, string>;
}

/** Adds what `rows` hold to `seen` (a new row costs itself, not the whole list). */
export function seeFacets(seen: FacetSeen, rows: Iterable<ChainTransaction>): FacetSeen {
  for (const row of rows) {
    for (const wallet of row.wallets) seen.wallets.add(wallet);
    seen.chains.add(row.chainId);
    const key = assetKey(row);
    if (!seen.assets.has(key)) seen.assets.set(key, `${row.symbol} · ${networkName(row.chainId)}`);
  }
  return seen;
}

/** An empty record of what the rows hold. */
export function noFacetsSeen(): FacetSeen {
  return { wallets: new Set(), chains: new Set(), assets: new Map() };
}

/** Wallets (named from the address book), networks and assets seen in the rows or the cursors. */
export function facetsOf(
  rows: Iterable<ChainTransaction> | FacetSeen,
  cursors: readonly Pick<SyncCursor, 'chainId' | 'wallet'>[],
  book: AddressBook,
): Facets {
  const seen = 'assets' in rows ? rows : seeFacets(noFacetsSeen(), rows);
  const wallets = new Set(seen.wallets);
  const chains = new Set(seen.chains);
  const assets = seen.assets;
  for (const cursor of cursors) {
    wallets.add(cursor.wallet);
    chains.add(cursor.chainId);
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

/**
 * Returns a function giving what the list's rows hold for the filters, taking only the entered rows
 * when `step` continues the last list (a removed row's wallet or asset stays offered until the list
 * is next built from every row: a choice with no rows is harmless).
 */
export function createFacetCache(): (
  list: TxList,
  step: { readonly from: TxList; readonly change: TxListChange } | null,
) => FacetSeen {
  let last: { list: TxList; seen: FacetSeen } | null = null;
  return (list, step) => {
    if (last && last.list === list) return last.seen;
    const seen =
      last && step && last.list === step.from
        ? seeFacets(
            copyOf(last.seen),
            step.change.entered.map((view) => view.row),
          )
        : seeFacets(
            noFacetsSeen(),
            Array.from(list.byId.values(), (view) => view.row),
          );
    last = { list, seen };
    return seen;
  };
}

function copyOf(seen: FacetSeen): FacetSeen {
  return { wallets: new Set(seen.wallets), chains: new Set(seen.chains), assets: new Map(seen.assets) };
}
