// A wallet is an EIP-1193 object; this fake answers like MetaMask does for the cases that matter.
import { describe, expect, it } from 'vitest';
import type { Eip1193Provider, Eip1193RequestArguments } from '@/lib/wallet/wallet-types';
import { knownNetwork } from '@/lib/primitives/networks';
import { switchWalletNetwork } from './switch-network';

const base = knownNetwork(8453)!;
const rpcError = (code: number, message = 'wallet error') => Object.assign(new Error(message), { code });

function wallet(
  answers: Array<(args: Eip1193RequestArguments) => unknown>,
): Eip1193Provider & { calls: Eip1193RequestArguments[] } {
  const calls: Eip1193RequestArguments[] = [];
  return {
    calls,
    request: async (args) => {
      calls.push(args);
      const answer = answers.shift();
      return answer ? answer(args) : null;
    },
  };
}

const reject = (error: unknown) => () => {
  throw error;
};

describe('switchWalletNetwork', () => {
  it('switches a wallet that knows the chain', async () => {
    const provider = wallet([() => null]);
    await switchWalletNetwork(provider, base);
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }]);
  });

  it('adds an unknown chain (4902) with its RPC, explorer and currency, then switches', async () => {
    const provider = wallet([reject(rpcError(4902, 'Unrecognized chain ID')), () => null, () => null]);
    await switchWalletNetwork(provider, base);
    expect(provider.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(provider.calls[1]!.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ]);
  });

  it('recognises 4902 wrapped by MetaMask Mobile', async () => {
    const wrapped = Object.assign(rpcError(-32603, 'Internal error'), { data: { originalError: { code: 4902 } } });
    const provider = wallet([reject(wrapped), () => null, () => null]);
    await switchWalletNetwork(provider, base);
    expect(provider.calls[1]!.method).toBe('wallet_addEthereumChain');
  });

  it.each([
    [[reject(rpcError(4001))], 'You declined switching your wallet to Base.'],
    [[reject(rpcError(4902)), reject(rpcError(4001))], 'You declined adding Base to your wallet.'],
    [
      [reject(rpcError(4200))],
      'Your wallet does not support switching networks from the page: switch to Base (chain 8453) in the wallet.',
    ],
    [
      [reject(rpcError(-32601))],
      'Your wallet does not support switching networks from the page: switch to Base (chain 8453) in the wallet.',
    ],
    [[reject(rpcError(-32002))], 'Your wallet already has a network request open: finish it in the wallet first.'],
    [[reject(rpcError(-32603, 'Something broke'))], 'Your wallet could not switch to Base: Something broke'],
  ])('explains a failure in words (%#)', async (answers, reason) => {
    await expect(switchWalletNetwork(wallet(answers), base)).rejects.toMatchObject({ reason });
  });

  it('cannot add a chain without a public RPC', async () => {
    const provider = wallet([reject(rpcError(4902))]);
    await expect(switchWalletNetwork(provider, knownNetwork(31337)!)).rejects.toMatchObject({
      reason: expect.stringMatching(/^Your wallet does not know Anvil \(local\)/),
    });
    expect(provider.calls).toHaveLength(1);
  });
});
