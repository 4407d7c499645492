/** Display names of the networks the app knows by chain id (EIP-155). */
export const NETWORK_NAMES: Readonly<Record<number, string>> = Object.freeze({
  1: 'Ethereum',
  10: 'OP Mainnet',
  8453: 'Base',
  31337: 'Anvil (local)',
  42161: 'Arbitrum One',
  11155111: 'Sepolia',
});

/** The display name of a chain id: a known network's name, otherwise `Chain <id>`. */
export function networkName(chainId: number): string {
  return NETWORK_NAMES[chainId] ?? `Chain ${chainId}`;
}
