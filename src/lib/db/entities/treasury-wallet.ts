import { z } from 'zod';
import { checksummedAddressSchema } from './ethereum-address';

/** The networks a treasury wallet can be watched on (the Transactions page tracks these). */
export const TREASURY_NETWORKS = [
  { chainId: 31337, name: 'Anvil (local)' },
  { chainId: 1, name: 'Ethereum' },
  { chainId: 11155111, name: 'Sepolia' },
  { chainId: 8453, name: 'Base' },
  { chainId: 10, name: 'OP Mainnet' },
  { chainId: 42161, name: 'Arbitrum One' },
] as const;

/** The display name of a supported network, or `Chain <id>` for any other. */
export function networkName(chainId: number): string {
  return TREASURY_NETWORKS.find((network) => network.chainId === chainId)?.name ?? `Chain ${chainId}`;
}

export const treasuryWalletSchema = z.strictObject({
  id: z.string().min(1).max(64),
  label: z.string().trim().min(1, 'Enter a label').max(80, 'Use at most 80 characters'),
  /** EIP-55 checksummed, so (chainId, address) equality is case-insensitive. */
  address: checksummedAddressSchema,
  chainId: z.int().refine((id) => TREASURY_NETWORKS.some((n) => n.chainId === id), 'Choose a network from the list'),
  createdAt: z.iso.datetime(),
});

export type TreasuryWallet = z.output<typeof treasuryWalletSchema>;
