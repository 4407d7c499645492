// ethers' provider stack (BrowserProvider, JsonRpcSigner, Contract) is the heaviest part of the
// wallet (~90 KB gzip); wallet-session.ts loads this module on demand when a session opens,
// so the platform shell itself stays small.
import { BrowserProvider, Contract, JsonRpcSigner } from 'ethers';
import { LOCAL_CONTRACT_ADDRESS } from '../../config/product';
import type { Eip1193Provider } from './wallet-types';

export interface SessionHandles {
  readonly provider: BrowserProvider;
  readonly signer: JsonRpcSigner;
  /** The spec's contract handle: the fixed local-development address with an empty interface. */
  readonly contract: Contract;
}

/** Creates the session's ethers objects: a provider pinned to `chainId`, the signer, the contract handle. */
export function createHandles(eip1193: Eip1193Provider, chainId: number, account: string): SessionHandles {
  // Pinned (staticNetwork): a chain change builds new handles instead of ethers throwing
  // "network changed" from a provider that silently switched underneath it.
  const provider = new BrowserProvider(eip1193, chainId, { staticNetwork: true });
  // Built directly: getSigner() would ask the wallet for eth_accounts once more.
  const signer = new JsonRpcSigner(provider, account);
  return { provider, signer, contract: new Contract(LOCAL_CONTRACT_ADDRESS, [], signer) };
}
