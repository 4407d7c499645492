// The wallets the store can use (EIP-6963 announcements, else `window.ethereum`), kept in the
// state's `wallets`, and the silent restore's wait for a wallet that announces late.
import { requestAnnouncements, waitForWallet, watchAnnouncedWallets } from './eip6963';
import {
  LATE_WALLET_GRACE_MS,
  REMEMBERED_WALLET_GRACE_MS,
  REMEMBERED_WALLET_KEY,
  listCandidates,
  rememberedFirst,
} from './wallet-candidates';
import type { WalletStateCell } from './wallet-state-cell';
import type { Eip1193Provider, WalletCandidate, WalletEnvironment } from './wallet-types';

/** Discovery for one store: `refresh` lists the wallets now, `pick` chooses one to connect to. */
export function walletDiscovery(env: WalletEnvironment, cell: WalletStateCell) {
  let announced: WalletCandidate[] = [];

  function refresh(): WalletCandidate[] {
    const list = listCandidates(announced, env.injected());
    const { wallets } = cell.get();
    const same = list.length === wallets.length && list.every((c, i) => c.info === wallets[i]);
    if (!same) cell.set({ wallets: list.map((c) => c.info) });
    return list;
  }

  function ordered(list: WalletCandidate[]): WalletCandidate[] {
    return rememberedFirst(list, env.storage?.getItem(REMEMBERED_WALLET_KEY));
  }

  const stop = env.events
    ? watchAnnouncedWallets(env.events, (list) => {
        announced = list;
        refresh();
      })
    : null;
  refresh();

  return {
    refresh,
    /** The wallet `walletId`, or the session's (`current`), or the remembered/first one. */
    pick(walletId: string | undefined, current: Eip1193Provider | undefined): WalletCandidate | null {
      if (env.events) requestAnnouncements(env.events);
      const list = refresh();
      if (walletId !== undefined) return list.find((c) => c.info.id === walletId) ?? null;
      return list.find((c) => c.provider === current) ?? ordered(list)[0] ?? null;
    },
    /** The wallets a silent restore tries, the remembered one first, after waiting for a late one. */
    async forRestore(): Promise<WalletCandidate[]> {
      if (env.events) requestAnnouncements(env.events);
      if (env.events && refresh().length === 0) {
        const remembered = Boolean(env.storage?.getItem(REMEMBERED_WALLET_KEY));
        await waitForWallet(env.events, remembered ? REMEMBERED_WALLET_GRACE_MS : LATE_WALLET_GRACE_MS);
      }
      return ordered(refresh());
    },
    stop(): void {
      stop?.();
    },
  };
}
