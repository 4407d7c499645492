import { useEffect, useMemo } from 'react';
import { eip1193Reader, type ChainReader } from '../../../../lib/chain/rpc-client';
import { useLiveQuery, type LiveQueryState } from '../../../../lib/db/use-live-query';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';
import { ensureChart } from '../../../../lib/ledger/store/chart-store';
import { getWalletProvider } from '../../../../lib/wallet/wallet-store';
import { categorisePaymentRows } from './pay-bills';
import { readVendorsData, type VendorsData } from './vendors-read';

/** The page's data, live across tabs; seeds the chart (expense accounts) once if the workspace has none. */
export function useVendorsData(db: WorkspaceDb, account: string): LiveQueryState<VendorsData> {
  useEffect(() => {
    ensureChart(db).catch((error: unknown) => console.error(error));
  }, [db]);
  const state = useLiveQuery(() => readVendorsData(db, account), [db, account]);
  // Token payments show as Transfer rows once mined: give those the payable category (idempotent).
  const fingerprint = state.status === 'ready' ? [...state.data.txStatus.entries()].join('|') : '';
  useEffect(() => {
    if (fingerprint) categorisePaymentRows(db, new Date().toISOString()).catch((error: unknown) => console.error(error));
  }, [db, fingerprint]);
  return state;
}

/** A reader on the wallet's current chain, or null without a wallet. */
export function useWalletReader(chainId: number, account: string): ChainReader | null {
  return useMemo(() => {
    const provider = getWalletProvider();
    return provider && account ? eip1193Reader(provider, chainId) : null;
  }, [chainId, account]);
}
