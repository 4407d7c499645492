// What a distribution run's transactions cost in gas, as budgets (upper bounds, not estimates):
// figures from `node scripts/bench-gas.mjs` (src/lib/contracts/README.md), receipts' gasUsed to
// fresh (cold, empty) recipients: distributeEth ~35,700 gas per recipient, distributeToken ~27,500.
// Auto Distribution sizes a wallet's batches with them (platform autodistribution/model/batches.ts);
// a Safe groups the batches of a run into SafeTxs with them (safe-run-parts.ts).

/** Gas budgeted per recipient (measured + ~10 % margin). */
export const GAS_PER_RECIPIENT = { native: 40_000n, erc20: 31_000n } as const;
/** Gas of the call itself: the 21,000 base, the selector and array heads, the summary event. */
export const GAS_PER_CALL = 60_000n;
/** EIP-7825's cap on one transaction's gas (2^24), which is lower than most block limits. */
export const TX_GAS_CAP = 16_777_216n;

/** The gas budgeted for a batch of `count` recipients (an upper bound, not the wallet's estimate). */
export function batchGasBudget(kind: 'native' | 'erc20', count: number): bigint {
  return GAS_PER_CALL + GAS_PER_RECIPIENT[kind] * BigInt(count);
}
