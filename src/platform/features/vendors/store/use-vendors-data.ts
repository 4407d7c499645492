import { useEffect, useMemo } from 'react';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { readVendorsData, type VendorsData } from './vendors-read';

/** The page's data, live across tabs; seeds the chart (expense accounts) once if the workspace has none. */
export function useVendorsData(db: WorkspaceDb, account: string): LiveQueryState<VendorsData> {
  useEffect(() => {
    ensureChart(db).catch((error: unknown) => console.error(error));
  }, [db]);
  return useLiveQuery(() => readVendorsData(db, account), [db, account]);
}

/** A reader on the wallet's current chain, or null without a wallet. */
export function useWalletReader(chainId: number, account: string): ChainReader | null {
  return useMemo(() => {
    const provider = getWalletProvider();
    return provider && account ? eip1193Reader(provider, chainId) : null;
  }, [chainId, account]);
}
