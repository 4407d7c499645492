// The session kept while the wallet's node does not answer (docs/product.md#guard-rule): this
// browser remembers the last account and chain a session opened with, and a restore that fails only
// because the node is unreachable opens on them, "held". The pages read the workspace from
// IndexedDB as usual; what needs the chain (signing, sending) says why it is unavailable; the store
// retries the wallet every few seconds and swaps in the real session once the node answers.
import { INITIAL_BALANCE_TEXT } from '@/config/product';
import { readAccounts } from './rpc-read';
import { unreachableCause, unreachableMessage } from './wallet-errors';
import type { Session } from './wallet-session';
import type { WalletCandidate, WalletEnvironment } from './wallet-types';

/** localStorage key of the last session's account and chain (`0xabc…:31337`): a preference, not a record. */
export const LAST_SESSION_KEY = 'ledgerline.wallet.lastSession';
/** How often a held session asks the wallet again. */
export const HELD_RETRY_MS = 5_000;

/** Remembers the account and chain of a session the wallet opened. */
export function rememberSession(storage: WalletEnvironment['storage'], session: Session): void {
  storage?.setItem(LAST_SESSION_KEY, `${session.account}:${session.chainId}`);
}

/** Forgets the last session (Disconnect, or the wallet naming no account). */
export function forgetSession(storage: WalletEnvironment['storage']): void {
  storage?.setItem(LAST_SESSION_KEY, '');
}

/** The last session's account and chain, or null when none is remembered (or the value is not one). */
export function rememberedSession(storage: WalletEnvironment['storage']): { account: string; chainId: number } | null {
  const match = /^(0x[0-9a-fA-F]{40}):(\d{1,15})$/.exec(storage?.getItem(LAST_SESSION_KEY) ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { account: match[1], chainId: Number(match[2]) };
}

/** A session on the remembered account and chain, its balance unknown, for `wallet`. */
export async function heldSession(
  wallet: WalletCandidate,
  remembered: { account: string; chainId: number },
): Promise<Session> {
  const { createContractHandle } = await import('./contract-handle');
  return { wallet, ...remembered, balanceText: INITIAL_BALANCE_TEXT, contract: createContractHandle() };
}

/** Why a held session cannot sign or send: the error pages show for anything that needs the chain. */
export function heldSessionError(outage: string): Error {
  return new Error(
    `This needs the chain, and the wallet's network does not answer (${outage}). Try again once it is back.`,
  );
}

/** What the holder needs from the store. */
export interface HolderHooks {
  /** The store's session version (any account change bumps it). */
  ticket(): number;
  /** Whether the current session is held. */
  held(): boolean;
  commit(session: Session | null, heldFor?: string | null): void;
  /** Opens and commits the wallet's session for `account` (the node answered). */
  reopen(candidate: WalletCandidate, account: string): Promise<unknown>;
  /** The node still does not answer, now for `cause`. */
  stillDown(cause: string): void;
}

/** Holds a session on the remembered account while the node is down and asks the wallet again until it answers. */
export function sessionHolder(env: WalletEnvironment, hooks: HolderHooks) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: WalletCandidate | null = null;

  function schedule(candidate: WalletCandidate): void {
    waiting = candidate;
    timer = setTimeout(() => {
      timer = null;
      void retry(candidate);
    }, env.retryIntervalMs ?? HELD_RETRY_MS);
  }

  async function retry(candidate: WalletCandidate): Promise<void> {
    const ticket = hooks.ticket();
    try {
      const [account] = await readAccounts(candidate.provider, 'eth_accounts');
      if (ticket !== hooks.ticket() || !hooks.held()) return;
      // The wallet answers and names no account: the site is no longer authorised.
      if (!account) hooks.commit(null);
      else await hooks.reopen(candidate, account);
    } catch (error) {
      if (ticket !== hooks.ticket() || !hooks.held()) return;
      const cause = unreachableCause(error);
      if (!cause) return hooks.commit(null);
      hooks.stillDown(unreachableMessage(cause));
      schedule(candidate);
    }
  }

  return {
    /** Holds the remembered session for `candidate`; false when none is remembered or an account change came first. */
    async hold(candidate: WalletCandidate, cause: string, ticket: number): Promise<boolean> {
      const remembered = rememberedSession(env.storage);
      if (!remembered) return false;
      const held = await heldSession(candidate, remembered);
      if (ticket !== hooks.ticket()) return false;
      hooks.commit(held, cause);
      schedule(candidate);
      return true;
    },
    /** Asks the wallet now rather than at the next retry (the banner's "Check again"). */
    async retryNow(): Promise<void> {
      if (timer === null || !waiting) return;
      clearTimeout(timer);
      timer = null;
      await retry(waiting);
    },
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
