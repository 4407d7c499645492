// The page's live views: the assets it can distribute on this chain, the runs and the templates.
import { useMemo } from 'react';
import { knownNetwork } from '@/lib/primitives/networks';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { parseRecord, readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { nativeAsset, type Asset } from '@/lib/money/asset';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { readRuns } from './distribution-store';

const FALLBACK_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** A reader on the wallet's chain through the wallet, or null without one. */
export function useReader(chainId: number, account: string): ChainReader | null {
  return useMemo(() => {
    const provider = account ? getWalletProvider() : null;
    return provider ? eip1193Reader(provider, chainId) : null;
  }, [chainId, account]);
}

/** The native currency and the workspace's known tokens on this chain. */
export function useAssets(db: WorkspaceDb, chainId: number): Asset[] {
  const tokens = useLiveQuery(async () => {
    const rows = await db.knownTokens.where('chainId').equals(chainId).toArray();
    return rows.flatMap((row) => {
      try {
        return [parseRecord('knownTokens', row)];
      } catch {
        return [];
      }
    });
  }, [db, chainId]);
  return useMemo(() => {
    const native = nativeAsset({ chainId, nativeCurrency: knownNetwork(chainId)?.nativeCurrency ?? FALLBACK_CURRENCY });
    const list =
      tokens.status === 'ready'
        ? tokens.data.map((t): Asset => ({
            chainId,
            kind: 'erc20',
            address: t.address,
            symbol: t.symbol,
            decimals: t.decimals,
            name: t.name || t.symbol,
          }))
        : [];
    return [native, ...list];
  }, [chainId, tokens]);
}

/** Every run, newest first (live across tabs). */
export function useRuns(db: WorkspaceDb) {
  return useLiveQuery(() => readRuns(db), [db]);
}

/** Every template by name (live across tabs). */
export function useTemplates(db: WorkspaceDb) {
  return useLiveQuery(() => readRecords(db, 'distributionTemplates', 'name'), [db]);
}
