// One connected session: the account, its chain and balance, and the ethers objects built on the
// wallet's EIP-1193 provider (this folder is the only place that creates ethers providers).
import { formatEthBalance } from './format-balance';
import { readBalance, readChainId } from './rpc-read';
import type { SessionHandles } from './session-handles';
import type { Eip1193Provider, WalletCandidate } from './wallet-types';

export type { SessionHandles };

export interface Session {
  readonly wallet: WalletCandidate;
  readonly account: string;
  readonly chainId: number;
  readonly balanceText: string;
  readonly handles: SessionHandles;
}

/** Loads ethers' provider stack (a separate chunk) and creates the session's handles. */
export async function loadHandles(eip1193: Eip1193Provider, chainId: number, account: string): Promise<SessionHandles> {
  const { createHandles } = await import('./session-handles');
  return createHandles(eip1193, chainId, account);
}

/** Opens a session for `account`: reads the chain id and the balance, then creates the handles. */
export async function openSession(wallet: WalletCandidate, account: string): Promise<Session> {
  // Start loading the ethers chunk now, in parallel with the two reads.
  const module = import('./session-handles');
  module.catch(() => undefined); // awaited below; this only avoids an unhandled rejection meanwhile
  const chainId = await readChainId(wallet.provider);
  const balance = await readBalance(wallet.provider, account);
  const { createHandles } = await module;
  return {
    wallet,
    account,
    chainId,
    balanceText: formatEthBalance(balance),
    handles: createHandles(wallet.provider, chainId, account),
  };
}
