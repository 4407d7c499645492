import { z } from 'zod';
import { chainIdSchema, hashSchema } from '@/lib/primitives/chain-values';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const PLATFORM_CONTRACTS = ['Registry', 'PaymentRouter', 'Distributor'] as const;
export type PlatformContractName = (typeof PLATFORM_CONTRACTS)[number];

/**
 * Where one of the platform contracts lives on one network, as this workspace knows it: deployed
 * from the browser (Utility), entered by hand, or read from the local chain's deployments file.
 * The code at the address was checked against the compiled bytecode before it was recorded.
 */
export const contractDeploymentSchema = z.strictObject({
  id: z.string().min(1).max(100),
  chainId: chainIdSchema,
  name: z.enum(PLATFORM_CONTRACTS),
  address: checksummedAddressSchema,
  /** keccak256 of the runtime code found at the address when it was checked. */
  codeHash: hashSchema,
  source: z.enum(['deployed', 'entered']),
  /** The deployment transaction, when deployed from this app. */
  txHash: hashSchema.nullable(),
  recordedAt: z.iso.datetime(),
});

export type ContractDeployment = z.output<typeof contractDeploymentSchema>;

/** The id of a (network, contract) row: one address per contract and network. */
export function contractDeploymentId(chainId: number, name: PlatformContractName): string {
  return `${chainId}:${name}`;
}
