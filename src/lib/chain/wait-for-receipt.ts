// Following a sent transaction until it is mined: the receipt is asked for every `pollMs`.
import type { ChainReader } from './rpc-client';
import { getReceipt } from './rpc-methods';
import type { Receipt } from './rpc-schemas';

/** How often a pending transaction's receipt is asked for: a user waits on it, and it is one call. */
export const RECEIPT_POLL_MS = 500;

/** Resolves with the receipt once the transaction is mined; rejects with Error('stopped') on abort. */
export async function waitForReceipt(
  reader: ChainReader,
  hash: string,
  pollMs: number = RECEIPT_POLL_MS,
  signal?: AbortSignal,
): Promise<Receipt> {
  for (;;) {
    const receipt = await getReceipt(reader, hash);
    if (receipt) return receipt;
    await new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('stopped'));
      const timer = setTimeout(resolve, pollMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new Error('stopped'));
        },
        { once: true },
      );
    });
  }
}
