// EIP-6963 multi-wallet discovery: wallets answer `eip6963:requestProvider` with
// `eip6963:announceProvider` events carrying { info: { uuid, name, icon, rdns }, provider }.
import type { DiscoveredWallet, Eip1193Provider, WalletCandidate } from './wallet-types';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;
}

/** Validates one announcement's detail; anything malformed is ignored rather than trusted. */
export function parseAnnouncement(detail: unknown): WalletCandidate | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown };
  if (!info || !isProvider(provider)) return null;
  const uuid = text(info.uuid, 100);
  const name = text(info.name, 100);
  if (!uuid || !name) return null;
  // Only data: images: they need no network access and cannot run script inside an <img>.
  const icon = typeof info.icon === 'string' && /^data:image\/[a-z+.-]+[;,]/i.test(info.icon) ? info.icon : null;
  const wallet: DiscoveredWallet = { id: uuid, name, icon, rdns: text(info.rdns, 200) };
  return { info: wallet, provider };
}

/**
 * Collects EIP-6963 announcements on `target` (the window) and asks wallets to announce;
 * calls `onChange` with the list (one entry per uuid) whenever it changes. Returns a stop function.
 */
export function watchAnnouncedWallets(target: EventTarget, onChange: (wallets: WalletCandidate[]) => void): () => void {
  const byUuid = new Map<string, WalletCandidate>();
  const onAnnounce = (event: Event) => {
    const candidate = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (!candidate) return;
    const known = byUuid.get(candidate.info.id);
    if (known && known.provider === candidate.provider) return;
    byUuid.set(candidate.info.id, candidate);
    onChange([...byUuid.values()]);
  };
  target.addEventListener(ANNOUNCE, onAnnounce);
  target.dispatchEvent(new Event(REQUEST));
  return () => target.removeEventListener(ANNOUNCE, onAnnounce);
}

/** Asks wallets to announce themselves again (e.g. one that was installed or unlocked late). */
export function requestAnnouncements(target: EventTarget): void {
  target.dispatchEvent(new Event(REQUEST));
}

/**
 * Resolves once a wallet announces itself (EIP-6963) or injects `window.ethereum`
 * (`ethereum#initialized`), or after `ms`: wallets that inject late get a short grace period.
 */
export function waitForWallet(target: EventTarget, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      target.removeEventListener(ANNOUNCE, done);
      target.removeEventListener('ethereum#initialized', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    target.addEventListener(ANNOUNCE, done);
    target.addEventListener('ethereum#initialized', done);
  });
}
