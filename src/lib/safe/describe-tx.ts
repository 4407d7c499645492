// What a SafeTx does, call by call, for the owner who checks it before signing: a MultiSend batch
// unpacked, each call's ETH value, and an ERC-20 `transfer` read as token, recipient and amount.
import { Interface } from 'ethers';
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

/** The calls `tx` makes from the Safe (a delegate call to MultiSendCallOnly unpacked; else itself). */
export function describeSafeTx(tx: SafeTx, multiSendCallOnly: string | null): DescribedCall[] {
  if (tx.operation === OPERATION.delegateCall) {
    if (!multiSendCallOnly || tx.to.toLowerCase() !== multiSendCallOnly.toLowerCase())
      throw new Error(`A delegate call to ${tx.to}, which is not Safe's MultiSendCallOnly: do not sign it.`);
    return decodeMultiSend(tx.data).map(described);
  }
  return [described({ to: tx.to, value: tx.value, data: tx.data })];
}
