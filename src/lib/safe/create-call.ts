// A contract deployed from a Safe treasury: the SafeTx delegate-calls Safe's own CreateCall library
// (v1.4.1, at its canonical address; safe-contracts.ts), whose `performCreate` / `performCreate2`
// then runs CREATE / CREATE2 in the Safe's context, so the Safe is the new contract's creator (its
// `msg.sender` in the constructor: a token whose owner is its deployer is owned by the Safe). The
// new address is read from CreateCall's `ContractCreation` event, emitted by the Safe itself.
import { getAddress, getCreate2Address, getCreateAddress, Interface, keccak256 } from 'ethers';
import { decodeMultiSend, multiSendData, type BatchCall } from './multisend';
import type { SafeContracts } from './safe-contracts';
import { OPERATION, safeTx, type SafeTx } from './safe-tx';

/** CreateCall 1.4.1's functions and event (its published ABI). */
export const createCallInterface = new Interface([
  'function performCreate(uint256 value, bytes deploymentData) returns (address newContract)',
  'function performCreate2(uint256 value, bytes deploymentData, bytes32 salt) returns (address newContract)',
  'event ContractCreation(address indexed newContract)',
]);

/** What the queue says of an execution whose deployment created no contract (docs/product.md). */
export const DEPLOYMENT_FAILED = 'Executed, but the deployment failed: no contract was created.';

/** What a deployment from the Safe creates: the creation code (with its constructor arguments). */
export interface SafeDeployment {
  /** Creation code followed by the ABI-encoded constructor arguments (`Interface.encodeDeploy`). */
  readonly initCode: string;
  /** Wei the Safe gives the new contract (0 unless its constructor is payable). */
  readonly value?: bigint;
  /** A CREATE2 salt: the address then depends only on the Safe, the salt and the code. */
  readonly salt?: string;
}

/**
 * The SafeTx deploying `deployment` from the Safe at `nonce`: a delegate call to CreateCall (the
 * SafeTx's own value is 0; CreateCall spends the Safe's balance for `value`).
 */
export function deploySafeTx(
  contracts: Pick<SafeContracts, 'CreateCall'>,
  deployment: SafeDeployment,
  nonce: bigint,
): SafeTx {
  const value = deployment.value ?? 0n;
  const data =
    deployment.salt === undefined
      ? createCallInterface.encodeFunctionData('performCreate', [value, deployment.initCode])
      : createCallInterface.encodeFunctionData('performCreate2', [value, deployment.initCode, deployment.salt]);
  return safeTx({ to: contracts.CreateCall, value: 0n, data, operation: OPERATION.delegateCall, nonce });
}

/**
 * The SafeTx deploying `deployment` and then making `calls` (the new contract's first mints, to the
 * address the deployment is predicted at) in one execution: a delegate call to MultiSend whose first
 * call delegate-calls CreateCall (the Safe creates and owns the contract), the others calls from the
 * Safe. Without calls, the deployment's own SafeTx.
 */
export function deployWithCallsSafeTx(
  contracts: Pick<SafeContracts, 'CreateCall' | 'MultiSend'>,
  deployment: SafeDeployment,
  calls: readonly BatchCall[],
  nonce: bigint,
): SafeTx {
  const create = deploySafeTx(contracts, deployment, nonce);
  if (calls.length === 0) return create;
  const data = multiSendData([{ to: create.to, value: 0n, data: create.data, operation: 1 }, ...calls]);
  return safeTx({ to: contracts.MultiSend, value: 0n, data, operation: OPERATION.delegateCall, nonce });
}

/** The contracts a deployment's SafeTx may delegate-call: CreateCall, and MultiSend for one with calls. */
export type DeploymentContracts = Pick<SafeContracts, 'CreateCall'> & Partial<Pick<SafeContracts, 'MultiSend'>>;

/**
 * A deployment with calls (`deployWithCallsSafeTx`): the batch's calls when `tx` delegate-calls
 * MultiSend and its only delegate call is the first, to CreateCall; else null.
 */
export function deploymentBatchOf(tx: SafeTx, contracts: DeploymentContracts | null): BatchCall[] | null {
  if (!contracts?.MultiSend || tx.operation !== OPERATION.delegateCall) return null;
  if (tx.to.toLowerCase() !== contracts.MultiSend.toLowerCase()) return null;
  const calls = decodeMultiSend(tx.data, true);
  const [first, ...rest] = calls;
  if (!first || first.operation !== 1 || first.to.toLowerCase() !== contracts.CreateCall.toLowerCase()) return null;
  if (rest.some((call) => call.operation === 1)) return null;
  return calls;
}

/** The deployment a SafeTx makes when it delegate-calls CreateCall, alone or first in a MultiSend batch (else null). */
export function deploymentOf(tx: SafeTx, contracts: DeploymentContracts | null): SafeDeployment | null {
  if (!contracts || tx.operation !== OPERATION.delegateCall) return null;
  const batch = deploymentBatchOf(tx, contracts);
  if (batch)
    return deploymentOf({ ...tx, to: batch[0]!.to, data: batch[0]!.data }, { CreateCall: contracts.CreateCall });
  if (tx.to.toLowerCase() !== contracts.CreateCall.toLowerCase()) return null;
  const parsed = createCallInterface.parseTransaction({ data: tx.data });
  if (!parsed) return null;
  const [value, initCode, salt] = parsed.args as unknown as [bigint, string, string | undefined];
  return parsed.name === 'performCreate2' ? { initCode, value, salt: String(salt) } : { initCode, value };
}

/**
 * Where the deployment lands: CREATE2's address from the Safe, salt and code, or CREATE's from the
 * Safe's account nonce at execution (`createNonce`, the count of contracts it created plus one).
 */
export function predictedDeployment(safe: string, deployment: SafeDeployment, createNonce: number): string {
  return deployment.salt === undefined
    ? getCreateAddress({ from: safe, nonce: createNonce })
    : getCreate2Address(safe, deployment.salt, keccak256(deployment.initCode));
}

/** The contract an executed deployment created, from the Safe's `ContractCreation` log (null if none). */
export function deployedContractOf(
  logs: readonly { address: string; topics: readonly string[]; data: string }[],
  safe: string,
): string | null {
  for (const log of logs) {
    if (log.address.toLowerCase() !== safe.toLowerCase()) continue;
    const parsed = createCallInterface.parseLog({ topics: [...log.topics], data: log.data });
    if (parsed?.name === 'ContractCreation') return getAddress(String(parsed.args[0]));
  }
  return null;
}
