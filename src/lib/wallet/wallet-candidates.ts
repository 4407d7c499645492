// Which wallets the user can connect to, and in which order the store tries them.
import type { DiscoveredWallet, Eip1193Provider, WalletCandidate } from './wallet-types';

/** localStorage key of the wallet used last (its EIP-6963 rdns): a preference, not a record. */
export const REMEMBERED_WALLET_KEY = 'ledgerline.wallet.rdns';
/** How long a silent restore waits for a wallet that has not announced itself yet. */
export const LATE_WALLET_GRACE_MS = 500;
/**
 * The wait when this browser connected a wallet before: an extension (or the local dev wallet's
 * chunk) can announce itself seconds after the page on a busy machine, and giving up early would
 * send a signed-in user to the login page. Ends as soon as any wallet announces.
 */
export const REMEMBERED_WALLET_GRACE_MS = 5_000;
/** Set by Disconnect: the silent restore must not bring the session straight back. */
export const DISCONNECTED_KEY = 'ledgerline.wallet.disconnected';

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
