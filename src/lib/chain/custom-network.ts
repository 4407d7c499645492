// A network the user adds in Network settings: any EVM chain id, with its own currency and explorer.
import { z } from 'zod';
import { knownNetwork, type Network } from '@/lib/primitives/networks';

// MetaMask's upper bound: larger ids do not survive EIP-155 signature maths in common wallets.
const MAX_CHAIN_ID = 4_503_599_627_370_476;

const httpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^https:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value),
      `Enter the ${what} as an https:// URL`,
    )
    .transform((value) => value.replace(/\/+$/, ''));

/** What a user enters to add a network; parse output converts to a {@link Network} with {@link customNetwork}. */
export const customNetworkSchema = z.strictObject({
  chainId: z.coerce
    .number<string | number>()
    .int('Enter the chain id as a whole number')
    .min(1, 'Enter a chain id of 1 or more')
    .max(MAX_CHAIN_ID, 'This chain id is too large for wallets')
    .refine((id) => knownNetwork(id) === null, {
      message: 'Ledgerline already knows this network; edit its settings instead',
    }),
  name: z.string().trim().min(1, 'Enter a name').max(40, 'Use at most 40 characters'),
  currencyName: z.string().trim().min(1, 'Enter the currency name').max(40, 'Use at most 40 characters'),
  // EIP-3085 (wallet_addEthereumChain) requires a 2–6 character symbol.
  currencySymbol: z.string().trim().min(2, 'Use 2 to 6 characters').max(6, 'Use 2 to 6 characters'),
  currencyDecimals: z.int().min(0).max(36).default(18),
  explorerUrl: httpsUrl('explorer URL').nullable().default(null),
  explorerApiUrl: httpsUrl('explorer API URL').nullable().default(null),
  rpcUrl: httpsUrl('RPC URL').nullable().default(null),
  blockTimeMs: z.int().min(100).max(600_000).default(12_000),
  testnet: z.boolean().default(false),
});

export type CustomNetworkInput = z.input<typeof customNetworkSchema>;
export type CustomNetwork = z.output<typeof customNetworkSchema>;

/** The {@link Network} described by a validated user-added network. */
export function customNetwork(input: CustomNetwork): Network {
  return {
    chainId: input.chainId,
    name: input.name,
    nativeCurrency: { name: input.currencyName, symbol: input.currencySymbol, decimals: input.currencyDecimals },
    explorerUrl: input.explorerUrl,
    explorerApiUrl: input.explorerApiUrl,
    blockTimeMs: input.blockTimeMs,
    testnet: input.testnet,
    rpcUrl: input.rpcUrl,
  };
}
