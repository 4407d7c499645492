// ethers' provider stack (BrowserProvider, JsonRpcSigner) is the heaviest part of the wallet
// (~90 KB gzip). It loads on the first getSigner(), i.e. when a page is about to sign or send,
// so neither the shell nor opening a session pays for it.
import { BrowserProvider, JsonRpcSigner } from 'ethers';
import type { Eip1193Provider } from './wallet-types';

/** Creates a signer for `account` on a provider pinned to `chainId`. */
export function createSigner(eip1193: Eip1193Provider, chainId: number, account: string): JsonRpcSigner {
  // Pinned (staticNetwork): a chain change builds a new signer instead of ethers throwing
  // "network changed" from a provider that silently switched underneath it.
  const provider = new BrowserProvider(eip1193, chainId, { staticNetwork: true });
  // Built directly: getSigner() would ask the wallet for eth_accounts once more.
  return new JsonRpcSigner(provider, account);
}
