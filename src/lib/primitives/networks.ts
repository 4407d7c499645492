// The networks Ledgerline knows by chain id (EIP-155). Users add others in Network settings
// (custom-network.ts); runtime endpoints chosen there override the defaults below.
import { isTxHash } from './tx-hash';

/** A network the app can read and link to. */
export interface Network {
  readonly chainId: number;
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  /** Base URL of a block explorer's web pages (tx and address links); null when there is none. */
  readonly explorerUrl: string | null;
  /** An Etherscan-compatible `api` endpoint (Blockscout, or Etherscan's v2 multichain URL); null: none. */
  readonly explorerApiUrl: string | null;
  /** The typical time between blocks, for polling at a fraction of it. */
  readonly blockTimeMs: number;
  readonly testnet: boolean;
  /** A well-known public https RPC, or null (the wallet's provider or a configured URL is used). */
  readonly rpcUrl: string | null;
}

/** Etherscan's multichain API: one URL for every chain it indexes, with `chainid=` and a key. */
export const ETHERSCAN_V2_API_URL = 'https://api.etherscan.io/v2/api';

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
const SEPOLIA_ETH = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const;

// Explorer APIs default to Blockscout because it answers without a key; Etherscan's v2 URL can be
// chosen per network in settings. Links go to the explorer people usually know for that chain.
/** Every network the app knows, in menu order (the local chain first). */
export const KNOWN_NETWORKS: readonly Network[] = Object.freeze([
  {
    chainId: 31337,
    name: 'Anvil (local)',
    nativeCurrency: ETH,
    explorerUrl: null,
    explorerApiUrl: null,
    // anvil mines on demand; 1 s is the polling cadence a local node comfortably answers.
    blockTimeMs: 1000,
    testnet: true,
    rpcUrl: null,
  },
  {
    chainId: 1,
    name: 'Ethereum',
    nativeCurrency: ETH,
    explorerUrl: 'https://etherscan.io',
    explorerApiUrl: 'https://eth.blockscout.com/api',
    blockTimeMs: 12_000,
    testnet: false,
    rpcUrl: 'https://ethereum-rpc.publicnode.com',
  },
  {
    chainId: 11155111,
    name: 'Sepolia',
    nativeCurrency: SEPOLIA_ETH,
    explorerUrl: 'https://sepolia.etherscan.io',
    explorerApiUrl: 'https://eth-sepolia.blockscout.com/api',
    blockTimeMs: 12_000,
    testnet: true,
    rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
  },
  {
    chainId: 8453,
    name: 'Base',
    nativeCurrency: ETH,
    explorerUrl: 'https://basescan.org',
    explorerApiUrl: 'https://base.blockscout.com/api',
    blockTimeMs: 2000,
    testnet: false,
    rpcUrl: 'https://mainnet.base.org',
  },
  {
    chainId: 84532,
    name: 'Base Sepolia',
    nativeCurrency: SEPOLIA_ETH,
    explorerUrl: 'https://sepolia.basescan.org',
    explorerApiUrl: 'https://base-sepolia.blockscout.com/api',
    blockTimeMs: 2000,
    testnet: true,
    rpcUrl: 'https://sepolia.base.org',
  },
  {
    chainId: 10,
    name: 'OP Mainnet',
    nativeCurrency: ETH,
    explorerUrl: 'https://optimistic.etherscan.io',
    explorerApiUrl: 'https://optimism.blockscout.com/api',
    blockTimeMs: 2000,
    testnet: false,
    rpcUrl: 'https://mainnet.optimism.io',
  },
  {
    chainId: 42161,
    name: 'Arbitrum One',
    nativeCurrency: ETH,
    explorerUrl: 'https://arbiscan.io',
    explorerApiUrl: 'https://arbitrum.blockscout.com/api',
    blockTimeMs: 250,
    testnet: false,
    rpcUrl: 'https://arb1.arbitrum.io/rpc',
  },
  {
    chainId: 137,
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    explorerUrl: 'https://polygonscan.com',
    explorerApiUrl: 'https://polygon.blockscout.com/api',
    blockTimeMs: 2000,
    testnet: false,
    rpcUrl: 'https://polygon-rpc.com',
  },
] satisfies Network[]);

const BY_CHAIN_ID = new Map(KNOWN_NETWORKS.map((network) => [network.chainId, network]));

/** Display names of the networks the app knows by chain id (EIP-155). */
export const NETWORK_NAMES: Readonly<Record<number, string>> = Object.freeze(
  Object.fromEntries(KNOWN_NETWORKS.map((network) => [network.chainId, network.name])),
);

/** The known network with this chain id, or null. */
export function knownNetwork(chainId: number): Network | null {
  return BY_CHAIN_ID.get(chainId) ?? null;
}

/** The display name of a chain id: a known network's name, otherwise `Chain <id>`. */
export function networkName(chainId: number): string {
  return NETWORK_NAMES[chainId] ?? `Chain ${chainId}`;
}

/** `1 (Ethereum)` for a known chain, `5000` otherwise: for messages that compare chains. */
export function chainLabel(chainId: number): string {
  const name = NETWORK_NAMES[chainId];
  return name ? `${chainId} (${name})` : String(chainId);
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// Links are built only from well-formed values, so a malformed hash from data never becomes a URL.
/** The explorer page of a transaction, or null when the network has no explorer or the hash is malformed. */
export function explorerTxUrl(network: Pick<Network, 'explorerUrl'>, hash: string): string | null {
  if (!network.explorerUrl || !isTxHash(hash)) return null;
  return `${network.explorerUrl.replace(/\/+$/, '')}/tx/${hash}`;
}

/** The explorer page of an address, or null when the network has no explorer or the address is malformed. */
export function explorerAddressUrl(network: Pick<Network, 'explorerUrl'>, address: string): string | null {
  if (!network.explorerUrl || !ADDRESS.test(address)) return null;
  return `${network.explorerUrl.replace(/\/+$/, '')}/address/${address}`;
}
