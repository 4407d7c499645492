// The Transactions page's address: other pages link to one transaction (`?tx=`) or a search
// (`?q=`) without importing the feature; the page reads the same parameters back.
import { isTxHash } from '@/lib/primitives/tx-hash';

/** The app path of the Transactions page (without the site base). */
export const TRANSACTIONS_PATH = '/platform/transactions';

/** Longest search kept from a URL: a few words or a hash, not a document travelling in a link. */
export const MAX_QUERY_LENGTH = 200;

/** What a link to the Transactions page asks for: a transaction to open, and the search to start with. */
export interface TransactionsLink {
  /** A transaction hash (lower-case) whose details open once its row is loaded, or null. */
  readonly tx: string | null;
  /** The search box's starting text ('' for none). */
  readonly query: string;
}

/** The Transactions page path, optionally opening one transaction and/or starting with a search. */
export function transactionsPath(link: { tx?: string | null; q?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (link.tx) params.set('tx', link.tx.toLowerCase());
  if (link.q) params.set('q', link.q.slice(0, MAX_QUERY_LENGTH));
  const search = params.toString();
  return search ? `${TRANSACTIONS_PATH}?${search}` : TRANSACTIONS_PATH;
}

/**
 * Reads `?tx=<hash>&q=<search>`. A malformed hash is ignored (nothing opens); a valid one is also
 * the search when no `q` is given, so the list shows that transaction's rows.
 */
export function parseTransactionsParams(search: string | URLSearchParams): TransactionsLink {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawTx = params.get('tx')?.trim() ?? '';
  const tx = isTxHash(rawTx) ? rawTx.toLowerCase() : null;
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH) ?? '';
  return { tx, query: q || (tx ?? '') };
}
