// Which wallets the user can connect to, and in which order the store tries them.
import type { DiscoveredWallet, Eip1193Provider, WalletCandidate } from './wallet-types';

/** localStorage key of the wallet used last (its EIP-6963 rdns): a preference, not a record. */
export const REMEMBERED_WALLET_KEY = 'ledgerline.wallet.rdns';

/** The `window.ethereum` fallback, used only when no wallet announced itself. */
export const INJECTED_WALLET: DiscoveredWallet = Object.freeze({
  id: 'injected',
  name: 'Browser wallet',
  icon: null,
  rdns: null,
});

/** EIP-6963 wallets when any announced; otherwise `window.ethereum`, if present. */
export function listCandidates(announced: WalletCandidate[], injected: Eip1193Provider | null): WalletCandidate[] {
  if (announced.length > 0) return announced;
  return injected ? [{ info: INJECTED_WALLET, provider: injected }] : [];
}

/** The remembered wallet (by rdns) first, then the order of discovery. */
export function rememberedFirst(list: WalletCandidate[], rdns: string | null | undefined): WalletCandidate[] {
  const remembered = (candidate: WalletCandidate) => !!rdns && candidate.info.rdns === rdns;
  return [...list.filter(remembered), ...list.filter((candidate) => !remembered(candidate))];
}
