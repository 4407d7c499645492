// The Success page's address: every page that sends a transaction builds it, the Success page
// reads it back. Everything it shows after a reload comes from this URL and the workspace.
import { isTxHash } from '@/lib/primitives/tx-hash';

/** The app path of the Success page (without the site base). */
export const SUCCESS_PATH = '/platform/success';

/** What the Success page is told in its URL. */
export interface SuccessTarget {
  readonly chainId: number;
  /** The transaction hash, lower-case. */
  readonly hash: string;
  /** The app path where the action started ("back to where you were"), or null. */
  readonly from: string | null;
  /** A short sentence saying what was done (`Sent 1.5 ETH to 0x…`), or null. */
  readonly what: string | null;
}

export type SuccessParams =
  { readonly ok: true; readonly target: SuccessTarget } | { readonly ok: false; readonly error: string };

const CHAIN_ID = /^[1-9][0-9]{0,15}$/;
/** Longest `what` text kept: a sentence, not a document travelling in a URL. */
export const MAX_WHAT_LENGTH = 200;

/** The Success page path for a sent transaction. */
export function successPath(target: {
  chainId: number;
  hash: string;
  from?: string | null;
  what?: string | null;
}): string {
  const params = new URLSearchParams({ chain: String(target.chainId), tx: target.hash.toLowerCase() });
  if (target.from) params.set('from', target.from);
  if (target.what) params.set('what', target.what.slice(0, MAX_WHAT_LENGTH));
  return `${SUCCESS_PATH}?${params.toString()}`;
}

/**
 * An in-app path the page may link back to: `/platform…` only, so a crafted link can never send
 * the user to another site (`//evil.example`, `https:`, `javascript:`).
 */
export function safeReturnPath(path: string | null): string | null {
  if (!path || !/^\/platform(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path) || path.includes('//')) return null;
  return path;
}

/** Reads `?chain=<id>&tx=<hash>[&from=<path>][&what=<text>]`; says in words what is malformed. */
export function parseSuccessParams(search: string | URLSearchParams): SuccessParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const chain = params.get('chain')?.trim() ?? '';
  const tx = params.get('tx')?.trim() ?? '';
  if (!chain && !tx)
    return { ok: false, error: 'This link names no transaction: it needs a chain id and a transaction hash.' };
  if (!CHAIN_ID.test(chain) || !Number.isSafeInteger(Number(chain))) {
    return {
      ok: false,
      error: `"${chain || '(empty)'}" is not a valid chain id: expected a positive whole number such as 1 or 31337.`,
    };
  }
  if (!isTxHash(tx))
    return {
      ok: false,
      error: 'The transaction hash in this link is malformed: expected 0x followed by 64 hexadecimal digits.',
    };
  const what = params.get('what')?.trim().slice(0, MAX_WHAT_LENGTH) || null;
  return {
    ok: true,
    target: { chainId: Number(chain), hash: tx.toLowerCase(), from: safeReturnPath(params.get('from')), what },
  };
}
