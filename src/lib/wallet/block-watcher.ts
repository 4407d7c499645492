// Watches for new blocks by polling `eth_blockNumber` through the wallet: only while the tab is
// visible, never two requests at once. (ethers' 'block' event also polls, but keeps going in a
// hidden tab and would need a provider per chain.)
import { readBlockNumber } from './rpc-read';
import type { Eip1193Provider } from './wallet-types';

/** How often the balance checks for a new block (anvil and most wallets have no push events). */
export const BLOCK_POLL_INTERVAL_MS = 4_000;

export interface BlockWatchOptions {
  intervalMs?: number;
  /** For visibility; null means "always visible" (tests, workers). */
  document?: Document | null;
}

/** Calls `onBlock` whenever the latest block number changes; returns a stop function. */
export function watchBlocks(
  provider: Eip1193Provider,
  onBlock: (blockNumber: bigint) => void,
  options: BlockWatchOptions = {},
): () => void {
  const { intervalMs = BLOCK_POLL_INTERVAL_MS, document: doc = null } = options;
  let last: bigint | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let stopped = false;
  const visible = () => !doc || doc.visibilityState === 'visible';

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && visible()) timer = setTimeout(poll, intervalMs);
  };
  async function poll() {
    if (stopped || busy || !visible()) return;
    busy = true;
    try {
      const current = await readBlockNumber(provider);
      if (!stopped && last !== null && current !== last) onBlock(current);
      last = current;
    } catch {
      // A failed poll is retried on the next tick; the balance simply stays as it was.
    } finally {
      busy = false;
      schedule();
    }
  }
  const onVisibility = () => {
    if (visible()) void poll();
    else clearTimeout(timer);
  };

  doc?.addEventListener('visibilitychange', onVisibility);
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
