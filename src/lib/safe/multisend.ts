// Safe's MultiSend batches: many calls in one SafeTx, delegate-called from the Safe into
// MultiSendCallOnly (which refuses delegate calls inside the batch). Each call is packed as
// operation (1 byte) ‖ to (20) ‖ value (32) ‖ data length (32) ‖ data.
import { concat, dataLength, getAddress, Interface, toBeHex } from 'ethers';

/** One call inside a batch. */
export interface BatchCall {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
}

const multiSendInterface = new Interface(['function multiSend(bytes transactions) payable']);

/** The packed `transactions` bytes of a batch (every call an ordinary call, operation 0). */
export function packBatch(calls: readonly BatchCall[]): string {
  if (calls.length === 0) throw new Error('A batch needs at least one call');
  return concat(
    calls.map((call) =>
      concat(['0x00', getAddress(call.to), toBeHex(call.value, 32), toBeHex(dataLength(call.data), 32), call.data]),
    ),
  );
}

/** The calldata of `multiSend(transactions)` for a batch. */
export function multiSendData(calls: readonly BatchCall[]): string {
  return multiSendInterface.encodeFunctionData('multiSend', [packBatch(calls)]);
}

/** The calls of a `multiSend` calldata (what an owner checks before signing). */
export function decodeMultiSend(data: string): BatchCall[] {
  const [packed] = multiSendInterface.decodeFunctionData('multiSend', data) as unknown as [string];
  const calls: BatchCall[] = [];
  const hex = packed.slice(2);
  let at = 0;
  while (at < hex.length) {
    const operation = Number.parseInt(hex.slice(at, at + 2), 16);
    if (operation !== 0) throw new Error('The batch holds a delegate call');
    const to = getAddress(`0x${hex.slice(at + 2, at + 42)}`);
    const value = BigInt(`0x${hex.slice(at + 42, at + 106)}`);
    const length = Number(BigInt(`0x${hex.slice(at + 106, at + 170)}`));
    const end = at + 170 + length * 2;
    if (end > hex.length) throw new Error('The batch is cut short');
    calls.push({ to, value, data: `0x${hex.slice(at + 170, end)}` });
    at = end;
  }
  return calls;
}
