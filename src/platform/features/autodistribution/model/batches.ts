// Splitting a long list into transactions that each fit well under the block gas limit.
// Figures from `node scripts/bench-gas.mjs` (src/lib/contracts/README.md), receipts' gasUsed to
// fresh (cold, empty) recipients: distributeEth ~35,700 gas per recipient, distributeToken ~27,500.
// We budget a little more per recipient and cap a batch at 200 recipients (Safe's CSV Airdrop users
// hit about 200 transfers per transaction too): the wallet still estimates each transaction itself.

/** Gas budgeted per recipient (measured + ~10 % margin). */
export const GAS_PER_RECIPIENT = { native: 40_000n, erc20: 31_000n } as const;
/** Gas of the call itself: the 21,000 base, the selector and array heads, the summary event. */
export const GAS_PER_CALL = 60_000n;
/** EIP-7825's cap on one transaction's gas (2^24), which is lower than most block limits. */
export const TX_GAS_CAP = 16_777_216n;
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

/** The gas budgeted for a batch of `count` recipients (an upper bound, not the wallet's estimate). */
export function batchGasBudget(kind: 'native' | 'erc20', count: number): bigint {
  return GAS_PER_CALL + GAS_PER_RECIPIENT[kind] * BigInt(count);
}
