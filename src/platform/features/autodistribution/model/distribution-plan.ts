// The exact amount of every recipient, computed before anything is signed. Percentages split the
// total by the largest-remainder method (lib/money, so the parts add up exactly); the preview names the units
// left over by the floors and who received them, so the rule is visible, not just applied.
import { splitLargestRemainder } from '@/lib/money/split';
import type { CheckedRecipient, ShareMode } from './recipients';

/** One line of the preview: what this address receives, in base units. */
export interface PlannedPayment {
  readonly address: string;
  readonly share: string;
  readonly units: bigint;
  /** True when the remainder rule gave this recipient one more unit than its floor. */
  readonly roundedUp: boolean;
  readonly line: number;
}

/** What will be paid: every amount, the total and the remainder the rule handed out. */
export interface DistributionPlan {
  readonly mode: ShareMode;
  readonly payments: PlannedPayment[];
  readonly total: bigint;
  /** Units left over after each percentage share was rounded down (0 for fixed amounts). */
  readonly remainder: bigint;
}

/** The plan for a percentage split of `total`, or for fixed amounts (whose sum is the total). */
export function buildPlan(mode: ShareMode, recipients: readonly CheckedRecipient[], total: bigint): DistributionPlan {
  if (mode === 'fixed') {
    const payments = recipients.map((r) => ({
      address: r.address,
      share: r.share,
      units: r.weight,
      roundedUp: false,
      line: r.line,
    }));
    return { mode, payments, total: payments.reduce((sum, p) => sum + p.units, 0n), remainder: 0n };
  }
  const weights = recipients.map((r) => r.weight);
  const weightSum = weights.reduce((sum, w) => sum + w, 0n);
  const parts = splitLargestRemainder(total, weights);
  const floors = weights.map((w) => (total * w) / weightSum);
  const payments = recipients.map((r, i) => ({
    address: r.address,
    share: r.share,
    units: parts[i] ?? 0n,
    roundedUp: (parts[i] ?? 0n) > (floors[i] ?? 0n),
    line: r.line,
  }));
  return { mode, payments, total, remainder: total - floors.reduce((sum, f) => sum + f, 0n) };
}

/** The remainder rule in words, for the preview. */
export function remainderRuleText(plan: DistributionPlan, unitName: string): string {
  if (plan.mode === 'fixed')
    return 'Fixed amounts: each recipient receives exactly the amount entered; nothing is rounded.';
  if (plan.remainder === 0n) return 'Every share divides the total exactly: nothing is left over.';
  const count = plan.payments.filter((p) => p.roundedUp).length;
  return `Each share is rounded down to whole ${unitName}; the ${plan.remainder} ${unitName} left over go one each to the ${count} largest remainders (ties to the earlier row), so the amounts add up to the total exactly.`;
}
