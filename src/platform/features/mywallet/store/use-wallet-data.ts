import { useEffect, useMemo, useState } from 'react';
import { knownNetwork } from '@/lib/primitives/networks';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { nativeAsset, type Asset } from '@/lib/money/asset';
import { activityFingerprint, readKnownTokens } from './mywallet-store';
import { readBalances, type BalanceRead } from './chain-reads';

const FALLBACK_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** A reader on the wallet's current chain (through the wallet), or null without a wallet. */
export function useWalletReader(chainId: number | null, account: string | null): ChainReader | null {
  return useMemo(() => {
    const provider = account && chainId !== null ? getWalletProvider() : null;
    return provider && chainId !== null ? eip1193Reader(provider, chainId) : null;
  }, [chainId, account]);
}

/** The native asset and the workspace's known tokens on this chain (live across tabs). */
export function useChainAssets(db: WorkspaceDb, chainId: number): { assets: Asset[]; native: Asset; ready: boolean } {
  const tokens = useLiveQuery(() => readKnownTokens(db, chainId), [db, chainId]);
  return useMemo(() => {
    const network = knownNetwork(chainId);
    const native = nativeAsset({ chainId, nativeCurrency: network?.nativeCurrency ?? FALLBACK_CURRENCY });
    const list: Asset[] =
      tokens.status === 'ready'
        ? tokens.data.map((t) => ({
            chainId,
            kind: 'erc20',
            address: t.address,
            symbol: t.symbol,
            decimals: t.decimals,
            name: t.name || t.symbol,
          }))
        : [];
    return { assets: [native, ...list], native, ready: tokens.status === 'ready' };
  }, [chainId, tokens]);
}

/**
 * The account's balances of `assets`, read again when the wallet store's balance text changes
 * (a new block moved ETH) or the engine writes or settles one of the account's rows; the page
 * never polls the chain itself.
 */
export function useBalances(
  db: WorkspaceDb,
  reader: ChainReader | null,
  account: string,
  assets: readonly Asset[],
  balanceText: string,
): Map<string, BalanceRead> | null {
  const activity = useLiveQuery(() => activityFingerprint(db, account), [db, account]);
  const fingerprint = activity.status === 'ready' ? activity.data : '';
  const [state, setState] = useState<{ key: string; balances: Map<string, BalanceRead> } | null>(null);
  const assetKey = assets.map((asset) => `${asset.chainId}:${asset.address ?? 'native'}`).join(',');
  const key = `${reader?.chainId ?? ''}|${account}|${assetKey}`;
  useEffect(() => {
    if (!reader) return;
    let current = true;
    void readBalances(reader, account, assets).then((balances) => {
      if (current) setState({ key, balances });
    });
    return () => {
      current = false;
    };
    // assetKey stands for assets; balanceText and fingerprint are the refresh triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reader, account, assetKey, balanceText, fingerprint]);
  // Balances of another chain or account are never shown for this one (stale-while-refreshing within one).
  return state && state.key === key ? state.balances : null;
}
