import {
  Contract,
  ContractFactory,
  Interface,
  JsonRpcProvider,
  Wallet,
  isError,
  type BaseContract,
  type ContractRunner,
  type ContractTransactionResponse,
  type Result,
  type TransactionReceipt,
} from 'ethers';
import { expect } from 'vitest';
import { testArtifact } from '../fixtures/test-contracts';
import { startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { ANVIL_KEYS } from '../../scripts/lib/local-chain.mjs';

/** A fresh anvil with a provider and its ten funded development accounts. */
export interface Chain {
  anvil: Anvil;
  provider: JsonRpcProvider;
  accounts: Wallet[];
  stop(): Promise<void>;
}

/** Starts a fresh anvil and connects the development accounts to it. */
export async function startChain(args: string[] = []): Promise<Chain> {
  const anvil = await startAnvil({ args });
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, {
    staticNetwork: true,
    pollingInterval: 50,
    cacheTimeout: -1,
  });
  const accounts = ANVIL_KEYS.map((key) => new Wallet(key, provider));
  return {
    anvil,
    provider,
    accounts,
    async stop() {
      provider.destroy();
      await anvil.stop();
    },
  };
}

/** Waits for a sent transaction to be mined and returns its receipt (failing the test if it reverted). */
export async function mined(sent: Promise<ContractTransactionResponse>): Promise<TransactionReceipt> {
  const receipt = await (await sent).wait();
  if (!receipt) throw new Error('no receipt');
  expect(receipt.status).toBe(1);
  return receipt;
}

/** Decoded args of every `name` event that `contract` emitted in `receipt`, in log order. */
export function eventsOf(receipt: TransactionReceipt, contract: BaseContract, name: string): Result[] {
  const target = String(contract.target).toLowerCase();
  return receipt.logs
    .filter((log) => log.address.toLowerCase() === target)
    .map((log) => contract.interface.parseLog(log))
    .filter((parsed) => parsed?.name === name)
    .map((parsed) => parsed!.args);
}

/** Finds the revert data carried by an ethers error (or by a raw revert-data hex string). */
export function revertDataOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (isError(error, 'CALL_EXCEPTION') && typeof error.data === 'string') return error.data;
  throw new Error(`no revert data in ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** Asserts `action` reverts with the custom error `name` (decoded with `abi`), and optionally its args. */
export async function expectRevert(
  action: Promise<unknown>,
  abi: BaseContract | Interface,
  name: string,
  args?: unknown[],
): Promise<void> {
  const error = await action.then(
    () => {
      throw new Error(`expected a revert with ${name}, but the call succeeded`);
    },
    (reason: unknown) => reason,
  );
  const iface = abi instanceof Interface ? abi : abi.interface;
  const parsed = iface.parseError(revertDataOf(error));
  expect(parsed?.name, `revert data ${revertDataOf(error)}`).toBe(name);
  if (args) expect([...parsed!.args]).toEqual(args);
}

/** Deploys a test-only contract from tests/contracts/sol. */
export async function deployTestContract(name: string, signer: ContractRunner, ...args: unknown[]): Promise<Contract> {
  const artifact = testArtifact(name);
  const contract = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return new Contract(await contract.getAddress(), artifact.abi, signer);
}

/** Awaits a deployment and returns the contract once mined. */
export async function deployed<T extends BaseContract>(deploying: Promise<T>): Promise<T> {
  const contract = await deploying;
  await contract.waitForDeployment();
  return contract;
}
