// What a SafeTx does, call by call, for the owner who checks it before signing: a MultiSend batch
// unpacked, each call's ETH value, an ERC-20 `transfer` read as token, recipient and amount, and a
// contract deployed through Safe's CreateCall (create-call.ts) read as such.
import { Interface } from 'ethers';
import { deploymentBatchOf, deploymentOf, type DeploymentContracts } from './create-call';
import { decodeMultiSend, type BatchCall } from './multisend';
import { OPERATION, type SafeTx } from './safe-tx';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** One call of a SafeTx as an owner reads it. */
export interface DescribedCall {
  readonly to: string;
  readonly value: bigint;
  /** A token transfer: the recipient and the amount in the token's units (`to` is the token). */
  readonly transfer: { readonly recipient: string; readonly units: bigint } | null;
  /** Any other call's calldata (empty for a plain ETH transfer). */
  readonly data: string;
  /** A deployment through CreateCall: the creation code's size in bytes and the CREATE2 salt, if any. */
  readonly creation?: { readonly bytes: number; readonly salt: string | null };
}

function described(call: BatchCall): DescribedCall {
  if (call.data.startsWith(ERC20.getFunction('transfer')!.selector)) {
    try {
      const [recipient, units] = ERC20.decodeFunctionData('transfer', call.data) as unknown as [string, bigint];
      return { to: call.to, value: call.value, transfer: { recipient, units }, data: call.data };
    } catch {
      // Not a well-formed transfer: shown as the raw call below.
    }
  }
  return { to: call.to, value: call.value, transfer: null, data: call.data };
}

/** A delegate call to CreateCall read as the deployment it makes (null for any other call). */
function creationOf(tx: SafeTx, createCall: string): DescribedCall | null {
  const deployment = deploymentOf(tx, { CreateCall: createCall });
  if (!deployment) return null;
  const creation = { bytes: (deployment.initCode.length - 2) / 2, salt: deployment.salt ?? null };
  return { to: tx.to, value: deployment.value ?? 0n, transfer: null, data: tx.data, creation };
}

/**
 * The calls `tx` makes from the Safe (a delegate call to MultiSendCallOnly unpacked, one to CreateCall
 * read as the deployment it makes, and a MultiSend batch whose first and only delegate call is
 * CreateCall's read as that deployment and the calls after it; else itself). Any other delegate call
 * is refused.
 */
export function describeSafeTx(
  tx: SafeTx,
  multiSendCallOnly: string | null,
  createCall: string | null = null,
  multiSend: string | null = null,
): DescribedCall[] {
  const contracts: DeploymentContracts | null = createCall
    ? { CreateCall: createCall, ...(multiSend ? { MultiSend: multiSend } : {}) }
    : null;
  const batch = deploymentBatchOf(tx, contracts);
  if (batch && createCall) {
    const [first, ...rest] = batch;
    const creation = creationOf({ ...tx, to: first!.to, data: first!.data }, createCall);
    if (creation) return [creation, ...rest.map(described)];
  }
  const single = createCall ? creationOf(tx, createCall) : null;
  if (single) return [single];
  if (tx.operation === OPERATION.delegateCall) {
    if (!multiSendCallOnly || tx.to.toLowerCase() !== multiSendCallOnly.toLowerCase())
      throw new Error(
        `A delegate call to ${tx.to}, which is neither Safe's MultiSendCallOnly nor its CreateCall: do not sign it.`,
      );
    return decodeMultiSend(tx.data).map(described);
  }
  return [described({ to: tx.to, value: tx.value, data: tx.data })];
}
