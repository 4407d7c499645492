// The treasury wallets on the wallet's network that are Safes, read from the chain through the
// connected wallet (Company → Wallets does not mark them: the chain says what an address is). Read
// again when the wallets change, when asked (after an action) and while something waits on chain.
import { useCallback, useEffect, useState } from 'react';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { readSafe, type SafeState } from './read-safe';

/** One treasury Safe on the wallet's network. */
export interface TreasurySafe {
  readonly wallet: TreasuryWallet;
  readonly safe: SafeState;
}

export type TreasurySafes =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly safes: readonly TreasurySafe[]; readonly reader: ChainReader };

/** The treasury Safes on the connected wallet's network, and a function that reads them again. */
export function useTreasurySafes(db: WorkspaceDb): { state: TreasurySafes; refresh: () => void } {
  const { chainId } = useWallet();
  const wallets = useLiveQuery(
    async () => (await db.treasuryWallets.toArray()).filter((wallet) => wallet.chainId === chainId),
    [db, chainId],
  );
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; value: TreasurySafes } | null>(null);
  const list = wallets.status === 'ready' ? wallets.data : null;
  const key = `${chainId ?? ''}:${list?.map((wallet) => wallet.address).join(',') ?? ''}:${round}`;
  useEffect(() => {
    const provider = getWalletProvider();
    if (!list || chainId === null || !provider) return;
    let live = true;
    const reader = eip1193Reader(provider, chainId);
    Promise.all(list.map(async (wallet) => ({ wallet, read: await readSafe(reader, wallet.address) }))).then(
      (reads) => {
        const safes = reads.flatMap(({ wallet, read }) => (read.ok ? [{ wallet, safe: read.safe }] : []));
        if (live) setState({ key, value: { status: 'ready', safes, reader } });
      },
      (error: unknown) =>
        live &&
        setState({
          key,
          value: {
            status: 'failed',
            message: `Could not read the Safes: ${error instanceof Error ? error.message : String(error)}`,
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [key, list, chainId]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  // A re-read keeps showing the last reading of this network until the new one arrives.
  const current = state && state.key.startsWith(`${chainId ?? ''}:`) ? state.value : null;
  return { state: current ?? { status: 'loading' }, refresh };
}
