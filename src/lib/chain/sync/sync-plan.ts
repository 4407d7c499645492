// Which chains to follow, for which wallets, through which endpoint: pure, from the workspace's
// treasury wallets and network settings and the wallet's session.
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { knownNetwork } from '@/lib/primitives/networks';

export type ChainEndpoint =
  | { readonly kind: 'wallet' }
  | { readonly kind: 'http'; readonly url: string }
  /** A ws:/wss: RPC URL: requests over one socket, and newHeads wakes the follower. */
  | { readonly kind: 'ws'; readonly url: string }
  | { readonly kind: 'none' };

export interface ChainPlan {
  readonly chainId: number;
  /** Watched wallets on this chain, checksummed, sorted. */
  readonly wallets: readonly string[];
  readonly endpoint: ChainEndpoint;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  /** An Etherscan-compatible explorer API (settings, else the network's default): history comes from it. */
  readonly explorer: { readonly apiUrl: string; readonly apiKey: string | null } | null;
  /** The day the books start on this network (Network settings' `booksStartOn`), or null. */
  readonly booksStartOn: string | null;
  /** Changes whenever a follower must restart. */
  readonly key: string;
}

export interface PlanInput {
  readonly account: string;
  readonly walletChainId: number | null;
  readonly treasury: readonly Pick<TreasuryWallet, 'address' | 'chainId'>[];
  readonly settings: readonly NetworkSetting[];
}

/** The chains to follow: every network with a watched wallet that is not switched off. */
export function planChains({ account, walletChainId, treasury, settings }: PlanInput): ChainPlan[] {
  const wallets = new Map<number, Set<string>>();
  const add = (chainId: number, address: string) => {
    const set = wallets.get(chainId) ?? new Set<string>();
    set.add(address);
    wallets.set(chainId, set);
  };
  if (walletChainId !== null) add(walletChainId, account);
  for (const wallet of treasury) add(wallet.chainId, wallet.address);
  const settingOf = new Map(settings.map((setting) => [setting.chainId, setting]));

  const plans: ChainPlan[] = [];
  for (const [chainId, set] of [...wallets].sort(([a], [b]) => a - b)) {
    const setting = settingOf.get(chainId);
    if (setting && !setting.tracked) continue;
    const network = knownNetwork(chainId);
    const rpcUrl = setting?.rpcUrl ?? network?.rpcUrl ?? null;
    const endpoint: ChainEndpoint =
      chainId === walletChainId
        ? { kind: 'wallet' }
        : rpcUrl
          ? /^wss?:/i.test(rpcUrl)
            ? { kind: 'ws', url: rpcUrl }
            : { kind: 'http', url: rpcUrl }
          : { kind: 'none' };
    const list = [...set].sort();
    const explorerApiUrl = setting?.explorerApiUrl ?? network?.explorerApiUrl ?? null;
    const explorer = explorerApiUrl ? { apiUrl: explorerApiUrl, apiKey: setting?.explorerApiKey ?? null } : null;
    plans.push({
      chainId,
      wallets: list,
      endpoint,
      nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH',
      nativeDecimals: network?.nativeCurrency.decimals ?? 18,
      explorer,
      booksStartOn: setting?.booksStartOn ?? null,
      key: JSON.stringify([list, endpoint, explorer, setting?.booksStartOn ?? null]),
    });
  }
  return plans;
}
