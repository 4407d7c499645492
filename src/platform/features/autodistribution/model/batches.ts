// Splitting a long list into transactions that each fit well under the block gas limit, by the gas
// budgets of lib/payments/run-gas.ts (measured, with a margin; a Safe groups a run's batches by them
// too). A batch is capped at 200 recipients (Safe's CSV Airdrop users hit about 200 transfers per
// transaction too): the wallet still estimates each transaction itself.
import { GAS_PER_CALL, GAS_PER_RECIPIENT, TX_GAS_CAP } from '@/lib/payments/run-gas';

export { GAS_PER_CALL, GAS_PER_RECIPIENT, TX_GAS_CAP, batchGasBudget } from '@/lib/payments/run-gas';

/** At most this many recipients per transaction, whatever the gas says. */
export const MAX_BATCH_SIZE = 200;

/** One transaction of a run: recipients [start, end) of the plan. */
export interface BatchRange {
  readonly index: number;
  readonly start: number;
  readonly end: number;
}

/**
 * How many recipients one transaction may carry: the smallest of MAX_BATCH_SIZE, what fits in half
 * the block gas limit (leave room for others in the block) and what fits in the per-tx cap.
 */
export function batchSize(kind: 'native' | 'erc20', blockGasLimit: bigint, maxBatch = MAX_BATCH_SIZE): number {
  const budget = [blockGasLimit / 2n, TX_GAS_CAP].reduce((a, b) => (a < b ? a : b));
  const fits = (budget - GAS_PER_CALL) / GAS_PER_RECIPIENT[kind];
  if (fits < 1n) throw new RangeError(`A block gas limit of ${blockGasLimit} is too small for even one recipient`);
  return Math.min(maxBatch, Number(fits));
}

/** Contiguous batches in list order: every recipient in exactly one batch. */
export function splitBatches(count: number, size: number): BatchRange[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('A batch holds at least one recipient');
  const batches: BatchRange[] = [];
  for (let start = 0, index = 0; start < count; start += size, index += 1)
    batches.push({ index, start, end: Math.min(count, start + size) });
  return batches;
}
