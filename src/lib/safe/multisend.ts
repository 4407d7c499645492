// Safe's MultiSend batches: many calls in one SafeTx, delegate-called from the Safe into
// MultiSendCallOnly (which refuses delegate calls inside the batch), or into MultiSend for the one
// batch that holds a delegate call: a deployment through CreateCall followed by calls to the new
// contract (create-call.ts). Each call is packed as operation (1 byte) ‖ to (20) ‖ value (32) ‖
// data length (32) ‖ data.
import { concat, dataLength, getAddress, Interface, toBeHex } from 'ethers';

/** One call inside a batch. */
export interface BatchCall {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
  /** 1: a delegate call (only CreateCall's, first in a deployment's batch through MultiSend); else a call. */
  readonly operation?: 0 | 1;
}

const multiSendInterface = new Interface(['function multiSend(bytes transactions) payable']);

/** The packed `transactions` bytes of a batch (a call's operation as given, else 0: an ordinary call). */
export function packBatch(calls: readonly BatchCall[]): string {
  if (calls.length === 0) throw new Error('A batch needs at least one call');
  return concat(
    calls.map((call) =>
      concat([
        call.operation === 1 ? '0x01' : '0x00',
        getAddress(call.to),
        toBeHex(call.value, 32),
        toBeHex(dataLength(call.data), 32),
        call.data,
      ]),
    ),
  );
}

/** The calldata of `multiSend(transactions)` for a batch. */
export function multiSendData(calls: readonly BatchCall[]): string {
  return multiSendInterface.encodeFunctionData('multiSend', [packBatch(calls)]);
}

/**
 * The calls of a `multiSend` calldata (what an owner checks before signing); a delegate call inside
 * is refused unless `delegates` (MultiSend's batch, whose delegate calls the caller checks).
 */
export function decodeMultiSend(data: string, delegates = false): BatchCall[] {
  const [packed] = multiSendInterface.decodeFunctionData('multiSend', data) as unknown as [string];
  const calls: BatchCall[] = [];
  const hex = packed.slice(2);
  let at = 0;
  while (at < hex.length) {
    const operation = Number.parseInt(hex.slice(at, at + 2), 16);
    if (operation !== 0 && !(delegates && operation === 1)) throw new Error('The batch holds a delegate call');
    const to = getAddress(`0x${hex.slice(at + 2, at + 42)}`);
    const value = BigInt(`0x${hex.slice(at + 42, at + 106)}`);
    const length = Number(BigInt(`0x${hex.slice(at + 106, at + 170)}`));
    const end = at + 170 + length * 2;
    if (end > hex.length) throw new Error('The batch is cut short');
    const call = { to, value, data: `0x${hex.slice(at + 170, end)}` };
    calls.push(operation === 1 ? { ...call, operation: 1 } : call);
    at = end;
  }
  return calls;
}
