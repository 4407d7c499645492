import { Contract, ContractFactory, getAddress, isAddress, type ContractRunner } from 'ethers';
import { z } from 'zod';
import type { ConstructorArgs, TypedContract } from './abi-types';
import deploymentsJson from './deployments.json';
import {
  assetDeedAbi,
  assetDeedBytecode,
  assetSharesAbi,
  assetSharesBytecode,
  distributorAbi,
  distributorBytecode,
  paymentRouterAbi,
  paymentRouterBytecode,
  priceFeedAbi,
  priceFeedBytecode,
  registryAbi,
  registryBytecode,
  workspacesAbi,
  workspacesBytecode,
} from './generated/artifacts';

export type RegistryContract = TypedContract<typeof registryAbi>;
export type PaymentRouterContract = TypedContract<typeof paymentRouterAbi>;
export type DistributorContract = TypedContract<typeof distributorAbi>;
export type AssetSharesContract = TypedContract<typeof assetSharesAbi>;
export type AssetDeedContract = TypedContract<typeof assetDeedAbi>;
export type PriceFeedContract = TypedContract<typeof priceFeedAbi>;
export type WorkspacesContract = TypedContract<typeof workspacesAbi>;

const addressSchema = z
  .string()
  .refine((value) => isAddress(value), { message: 'not an Ethereum address' })
  .transform((value) => getAddress(value));

/** Addresses of the platform contracts on one chain; any may be missing until deployed there. */
export const platformDeploymentSchema = z.object({
  Registry: addressSchema.optional(),
  PaymentRouter: addressSchema.optional(),
  Distributor: addressSchema.optional(),
  /** The team workspace's members, devices and heads (deployed after the local price feeds). */
  Workspaces: addressSchema.optional(),
});
export type PlatformDeployment = z.infer<typeof platformDeploymentSchema>;

/** The deployments file: chain id (decimal string) → platform deployment. */
export const deploymentsSchema = z.record(z.string().regex(/^[1-9]\d*$/), platformDeploymentSchema);

let parsedDeployments: z.infer<typeof deploymentsSchema> | undefined;

/** Platform contract addresses recorded for `chainId` by the deploy script (undefined if none). */
export function getDeployments(chainId: bigint | number): PlatformDeployment | undefined {
  parsedDeployments ??= deploymentsSchema.parse(deploymentsJson);
  return parsedDeployments[String(chainId)];
}

/** The chain ids the deployments file has addresses for, ascending. */
export function getDeploymentChainIds(): number[] {
  parsedDeployments ??= deploymentsSchema.parse(deploymentsJson);
  return Object.keys(parsedDeployments)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The Registry at `address`, connected to `runner` (a provider to read, a signer to write). */
export function registryAt(address: string, runner: ContractRunner | null = null): RegistryContract {
  return new Contract(address, registryAbi, runner) as unknown as RegistryContract;
}

/** The PaymentRouter at `address`. */
export function paymentRouterAt(address: string, runner: ContractRunner | null = null): PaymentRouterContract {
  return new Contract(address, paymentRouterAbi, runner) as unknown as PaymentRouterContract;
}

/** The Distributor at `address`. */
export function distributorAt(address: string, runner: ContractRunner | null = null): DistributorContract {
  return new Contract(address, distributorAbi, runner) as unknown as DistributorContract;
}

/** An AssetShares (ERC-20) token at `address`. */
export function assetSharesAt(address: string, runner: ContractRunner | null = null): AssetSharesContract {
  return new Contract(address, assetSharesAbi, runner) as unknown as AssetSharesContract;
}

/** An AssetDeed (ERC-721) collection at `address`. */
export function assetDeedAt(address: string, runner: ContractRunner | null = null): AssetDeedContract {
  return new Contract(address, assetDeedAbi, runner) as unknown as AssetDeedContract;
}

/** Factory deploying the Registry from `signer` (Utility's self-deploy). */
export function registryFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof registryAbi>, RegistryContract>(
    registryAbi,
    registryBytecode,
    signer,
  );
}

/** Factory deploying the PaymentRouter from `signer`. */
export function paymentRouterFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof paymentRouterAbi>, PaymentRouterContract>(
    paymentRouterAbi,
    paymentRouterBytecode,
    signer,
  );
}

/** Factory deploying the Distributor from `signer`. */
export function distributorFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof distributorAbi>, DistributorContract>(
    distributorAbi,
    distributorBytecode,
    signer,
  );
}

/** Factory for AssetShares: deploy(name, symbol, cap, metadataURI, initialOwner). */
export function assetSharesFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof assetSharesAbi>, AssetSharesContract>(
    assetSharesAbi,
    assetSharesBytecode,
    signer,
  );
}

/** Factory for AssetDeed: deploy(name, symbol, initialOwner). */
export function assetDeedFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof assetDeedAbi>, AssetDeedContract>(
    assetDeedAbi,
    assetDeedBytecode,
    signer,
  );
}

/** A PriceFeed (Chainlink's AggregatorV3Interface plus owner-pushed rounds) at `address`. */
export function priceFeedAt(address: string, runner: ContractRunner | null = null): PriceFeedContract {
  return new Contract(address, priceFeedAbi, runner) as unknown as PriceFeedContract;
}

/** Factory for PriceFeed: deploy(decimals, description, initialAnswer). */
export function priceFeedFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof priceFeedAbi>, PriceFeedContract>(
    priceFeedAbi,
    priceFeedBytecode,
    signer,
  );
}

/** The Workspaces contract (team workspace members, devices, heads, keyrings) at `address`. */
export function workspacesAt(address: string, runner: ContractRunner | null = null): WorkspacesContract {
  return new Contract(address, workspacesAbi, runner) as unknown as WorkspacesContract;
}

/** Factory deploying the Workspaces contract from `signer`. */
export function workspacesFactory(signer: ContractRunner) {
  return new ContractFactory<ConstructorArgs<typeof workspacesAbi>, WorkspacesContract>(
    workspacesAbi,
    workspacesBytecode,
    signer,
  );
}
