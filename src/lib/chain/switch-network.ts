// Moving the wallet to the chain an action needs (EIP-3326 switch, EIP-3085 add when unknown).
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { Network } from '@/lib/primitives/networks';

/** A failed switch, with a sentence for the user. */
export class SwitchNetworkError extends Error {
  override readonly name = 'SwitchNetworkError';
  readonly reason: string;
  readonly code: number | undefined;
  constructor(reason: string, code?: number, cause?: unknown) {
    super(reason, { cause });
    this.reason = reason;
    this.code = code;
  }
}

const USER_REJECTED = 4001;
const UNSUPPORTED_METHOD = 4200;
const METHOD_NOT_FOUND = -32601;
const REQUEST_PENDING = -32002;
const UNRECOGNIZED_CHAIN = 4902;

function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  // MetaMask Mobile wraps 4902 in a -32603 internal error.
  const nested = record.data?.originalError?.code;
  if (typeof nested === 'number' && nested === UNRECOGNIZED_CHAIN) return nested;
  return typeof record.code === 'number' ? record.code : undefined;
}

function inWords(error: unknown, network: Network, step: 'switch' | 'add'): SwitchNetworkError {
  const code = errorCode(error);
  if (code === USER_REJECTED) {
    return new SwitchNetworkError(
      step === 'add'
        ? `You declined adding ${network.name} to your wallet.`
        : `You declined switching your wallet to ${network.name}.`,
      code,
      error,
    );
  }
  if (code === UNSUPPORTED_METHOD || code === METHOD_NOT_FOUND) {
    return new SwitchNetworkError(
      `Your wallet does not support switching networks from the page: switch to ${network.name} (chain ${network.chainId}) in the wallet.`,
      code,
      error,
    );
  }
  if (code === REQUEST_PENDING)
    return new SwitchNetworkError(
      'Your wallet already has a network request open: finish it in the wallet first.',
      code,
      error,
    );
  const message = error instanceof Error && error.message ? error.message : 'the wallet gave no reason';
  return new SwitchNetworkError(`Your wallet could not switch to ${network.name}: ${message}`, code, error);
}

/** Asks the wallet to switch to `network`, adding it first when the wallet does not know it (error 4902). */
export async function switchWalletNetwork(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = `0x${network.chainId.toString(16)}`;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    return;
  } catch (error) {
    if (errorCode(error) !== UNRECOGNIZED_CHAIN) throw inWords(error, network, 'switch');
  }
  if (!network.rpcUrl) {
    throw new SwitchNetworkError(
      `Your wallet does not know ${network.name} and there is no public RPC URL to add it with: add the network in your wallet first.`,
      UNRECOGNIZED_CHAIN,
    );
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [network.rpcUrl],
          ...(network.explorerUrl ? { blockExplorerUrls: [network.explorerUrl] } : {}),
        },
      ],
    });
    // Most wallets switch on add, some only add: switching again is harmless either way.
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    throw inWords(error, network, 'add');
  }
}
