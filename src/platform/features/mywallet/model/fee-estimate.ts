// EIP-1559 fee maths (all bigint wei). The node gives the next block's base fee and recent tips;
// we offer maxFee = 2 × baseFee + tip, which stays valid through six full blocks of base-fee rises
// (+12.5% each), the rule ethers and MetaMask use.

/** The fee fields of an EIP-1559 transaction. */
export interface FeeSuggestion {
  readonly maxFeePerGas: bigint;
  readonly maxPriorityFeePerGas: bigint;
}

/** What the fee estimate shows: the most the transaction can cost in fees, and the likely cost. */
export interface FeeEstimate extends FeeSuggestion {
  readonly gasLimit: bigint;
  /** gasLimit × maxFeePerGas: what must be in the account on top of the value. */
  readonly maxFee: bigint;
  /** gasLimit × (baseFee + tip): what it will most likely cost. */
  readonly likelyFee: bigint;
}

/** The gas a plain ETH transfer to an account without code takes, exactly. */
export const PLAIN_TRANSFER_GAS = 21_000n;
/** A floor for the tip when a node reports none (anvil, quiet networks): 1 gwei is what wallets use. */
export const MIN_PRIORITY_FEE = 1_000_000_000n;

/** The median of the recent tips (eth_feeHistory `reward` at one percentile), or null when none. */
export function medianTip(rewards: readonly bigint[]): bigint | null {
  if (rewards.length === 0) return null;
  const sorted = [...rewards].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0n;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0n) + upper) / 2n;
}

/** maxFee = 2 × baseFee + tip, the tip raised to at least `MIN_PRIORITY_FEE` only when the node said nothing. */
export function suggestFees(nextBaseFee: bigint, tip: bigint | null): FeeSuggestion {
  const maxPriorityFeePerGas = tip === null ? MIN_PRIORITY_FEE : tip;
  return { maxFeePerGas: nextBaseFee * 2n + maxPriorityFeePerGas, maxPriorityFeePerGas };
}

/**
 * The gas limit to send with: a plain transfer's 21000 exactly (it never varies), anything else
 * the node's estimate plus 20%, since state can change between estimate and inclusion.
 */
export function gasLimitFor(estimate: bigint): bigint {
  return estimate === PLAIN_TRANSFER_GAS ? estimate : (estimate * 120n + 99n) / 100n;
}

/** The full estimate from a gas estimate, the next base fee and the fee suggestion. */
export function feeEstimate(gasEstimate: bigint, nextBaseFee: bigint, fees: FeeSuggestion): FeeEstimate {
  const gasLimit = gasLimitFor(gasEstimate);
  const likelyPerGas = nextBaseFee + fees.maxPriorityFeePerGas;
  return {
    ...fees,
    gasLimit,
    maxFee: gasLimit * fees.maxFeePerGas,
    likelyFee: gasLimit * (likelyPerGas < fees.maxFeePerGas ? likelyPerGas : fees.maxFeePerGas),
  };
}

/**
 * The most that can be sent: for the native currency the balance less the most the fee can cost
 * (never below zero); for a token its whole balance (the fee is paid in the native currency).
 */
export function maxSendable(kind: 'native' | 'erc20', balance: bigint, maxFee: bigint): bigint {
  if (kind === 'erc20') return balance;
  return balance > maxFee ? balance - maxFee : 0n;
}
