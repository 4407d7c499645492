import { useEffect, useState } from 'react';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { lookUpOnChain, readChainHead, readTransactionRows, type ChainLookup } from './success-store';

/** The transaction's rows and the chain head, live: the engine's writes move the page along. */
export function useTransactionRecord(
  db: WorkspaceDb,
  chainId: number,
  hash: string,
): LiveQueryState<{ rows: ChainTransaction[]; head: number | null }> {
  return useLiveQuery(async () => {
    const [rows, head] = await Promise.all([readTransactionRows(db, chainId, hash), readChainHead(db, chainId)]);
    return { rows, head };
  }, [db, chainId, hash]);
}

export type LookupState =
  | { readonly status: 'off' }
  | { readonly status: 'looking' }
  | { readonly status: 'done'; readonly result: ChainLookup }
  | { readonly status: 'error'; readonly error: string };

/** One look at the chain for a hash the workspace lacks, when the wallet is on that chain. */
export function useChainLookup(
  enabled: boolean,
  walletChainId: number | null,
  chainId: number,
  hash: string,
): LookupState {
  const active = enabled && walletChainId === chainId;
  const [state, setState] = useState<{ key: string; lookup: LookupState } | null>(null);
  const key = `${chainId}:${hash}`;
  useEffect(() => {
    const provider = getWalletProvider();
    if (!active || !provider) return;
    let current = true;
    lookUpOnChain(eip1193Reader(provider, chainId), hash).then(
      (result) => current && setState({ key, lookup: { status: 'done', result } }),
      (error: unknown) =>
        current &&
        setState({
          key,
          lookup: { status: 'error', error: error instanceof Error ? error.message : 'the wallet did not answer' },
        }),
    );
    return () => {
      current = false;
    };
  }, [active, chainId, hash, key]);
  if (!active) return { status: 'off' };
  return state?.key === key ? state.lookup : { status: 'looking' };
}
