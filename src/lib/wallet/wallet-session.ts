// One connected session: the account, its chain and balance, and the spec's contract handle,
// built on the wallet's EIP-1193 provider (this folder is the only place that creates ethers
// providers). The signer is created on first use (signer-handle.ts, a separate chunk).
import type { Contract, Signer } from 'ethers';
import { INITIAL_BALANCE_TEXT } from '@/config/product';
import { formatEthBalance } from '@/lib/money/format-balance';
import { readBalance, readChainId } from './rpc-read';
import type { Eip1193Provider, WalletCandidate } from './wallet-types';

export interface Session {
  readonly wallet: WalletCandidate;
  readonly account: string;
  readonly chainId: number;
  readonly balanceText: string;
  readonly contract: Contract;
}

/** Loads ethers' provider stack (a separate chunk) and creates a signer for the session. */
export async function loadSigner(eip1193: Eip1193Provider, chainId: number, account: string): Promise<Signer> {
  const { createSigner } = await import('./signer-handle');
  return createSigner(eip1193, chainId, account);
}

/**
 * Opens a session for `account`: reads the chain id and the balance, creates the contract handle.
 * With `balanceRequired: false` (a silent restore) a balance the chain cannot give (offline, the
 * RPC down) leaves the initial text, read again on the next block: the app opens offline.
 */
export async function openSession(
  wallet: WalletCandidate,
  account: string,
  { balanceRequired = true }: { balanceRequired?: boolean } = {},
): Promise<Session> {
  // Start loading the contract chunk now, in parallel with the two reads.
  const module = import('./contract-handle');
  module.catch(() => undefined); // awaited below; this only avoids an unhandled rejection meanwhile
  const chainId = await readChainId(wallet.provider);
  const balance = await readBalance(wallet.provider, account).catch((error: unknown) => {
    if (balanceRequired) throw error;
    return null;
  });
  const { createContractHandle } = await module;
  const balanceText = balance === null ? INITIAL_BALANCE_TEXT : formatEthBalance(balance);
  return { wallet, account, chainId, balanceText, contract: createContractHandle() };
}

/**
 * Asks the wallet to forget the site's access (EIP-2255), best effort: wallets without revocation
 * refuse it, and the app's own disconnected flag holds either way.
 */
export async function revokeAccess(provider: Eip1193Provider | undefined): Promise<void> {
  try {
    await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch {
    // Nothing to undo: the app's session is already closed.
  }
}
