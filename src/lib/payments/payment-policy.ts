// A treasury's approval policy (a Company setting per treasury wallet): payments above an amount in
// the company's currency need an Approver's EIP-712 approval (or N from different Approvers) before they are proposed. The approval
// signs what the payment does (the Safe, the call, its value and its data's hash), not the nonce, so
// it is given before the proposal takes one. Checked on every path that pays from a Safe
// (safe-payments.ts); a payment that does not satisfy it is refused with the rule it breaks and who
// can unblock it.
import { keccak256, verifyTypedData, type TypedDataDomain, type TypedDataField } from 'ethers';
import type { PaymentApprovalRecord } from '@/lib/db/entities/safe-proposal';
import { formatMoney } from '@/lib/money/format-money';
import { formatQuantity } from '@/lib/money/format-quantity';
import { minorToDecimal } from '@/lib/money/minor-units';
import type { SafeTx } from '@/lib/safe/safe-tx';

/** The policy of one treasury: approval needed above `above` (minor units of `currency`). */
export interface ApprovalPolicy {
  readonly above: bigint;
  readonly currency: string;
  /** The currency's decimals, for the rule in words. */
  readonly decimals: number;
  /** How many different approvers must approve (1 unless the policy says more). */
  readonly approvals: number;
  /** Limits in an asset's own units (`address` null: the network's coin). */
  readonly assetLimits?: readonly AssetLimit[];
}

/** A limit in one asset's units: moving more of it needs the approvals. */
export interface AssetLimit {
  readonly address: string | null;
  readonly symbol: string;
  readonly decimals: number;
  readonly above: bigint;
}

/** An amount a payment moves. */
export interface MovedAmount {
  readonly asset: { readonly address: string | null; readonly symbol: string; readonly decimals: number };
  readonly units: bigint;
}

/** Who may approve: the team members whose role lets them (Approver, Admin), with their wallets. */
export interface PolicyApprover {
  readonly address: string;
  readonly name: string;
  readonly role: 'Admin' | 'Approver';
}

/** What the check needs about one payment. */
export interface PolicyGate {
  readonly policy: ApprovalPolicy | null;
  /** The payment's value in the policy's currency (minor units); null when no price is known. */
  readonly value: bigint | null;
  readonly approvers: readonly PolicyApprover[];
  readonly approvals: readonly PaymentApprovalRecord[];
  /** What the payment moves per asset (null: something without an amount, e.g. a mint), for asset limits. */
  readonly amounts?: readonly MovedAmount[] | null;
}

export const PAYMENT_APPROVAL_TYPES: Record<string, TypedDataField[]> = {
  PaymentApproval: [
    { name: 'treasury', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'dataHash', type: 'bytes32' },
    { name: 'operation', type: 'uint8' },
    { name: 'summary', type: 'string' },
  ],
};

export const paymentApprovalDomain = (chainId: number): TypedDataDomain => ({
  name: 'Ledgerline Payment Approval',
  version: '1',
  chainId,
});

/** The message an Approver signs for a payment from `treasury` (what `tx` does, without its nonce). */
export function paymentApprovalMessage(
  treasury: string,
  tx: Pick<SafeTx, 'to' | 'value' | 'data' | 'operation'>,
  summary: string,
) {
  return {
    treasury,
    to: tx.to,
    value: tx.value.toString(),
    dataHash: keccak256(tx.data),
    operation: tx.operation,
    summary,
  };
}

/** An amount in the policy's currency (minor units) as money: `€1,000.00`. */
const amountWords = (units: bigint, policy: ApprovalPolicy) =>
  formatMoney(minorToDecimal(units, policy.decimals), policy.currency);

/** The rule in words. */
export function policyRule(policy: ApprovalPolicy): string {
  const needed =
    policy.approvals > 1 ? `${policy.approvals} approvals from different Approvers` : "an Approver's approval";
  const limits = policy.assetLimits?.length
    ? ` (or above ${policy.assetLimits.map((l) => limitWords(l)).join(', ')})`
    : '';
  return `Payments above ${amountWords(policy.above, policy)}${limits} from this treasury need ${needed} before they are proposed.`;
}

/** A quantity of a limit's asset: `5,000 EURC`. */
const limitWords = (limit: AssetLimit, units = limit.above) =>
  formatQuantity(units, limit.decimals, { symbol: limit.symbol });

/**
 * What the asset limits say of a payment: the first asset moved above its limit (in words), and
 * whether every asset it moves has a limit (then a payment without a price is judged by them).
 */
function assetLimitsOf(policy: ApprovalPolicy, amounts: readonly MovedAmount[] | null | undefined) {
  const limits = policy.assetLimits ?? [];
  if (limits.length === 0 || !amounts || amounts.length === 0) return { over: null, covered: false };
  const key = (address: string | null) => (address ?? 'native').toLowerCase();
  const totals = new Map<string, bigint>();
  for (const { asset, units } of amounts)
    totals.set(key(asset.address), (totals.get(key(asset.address)) ?? 0n) + units);
  let over: string | null = null;
  let covered = true;
  for (const [address, units] of totals) {
    const limit = limits.find((entry) => key(entry.address) === address);
    if (!limit) covered = false;
    else if (units > limit.above && over === null)
      over = `This payment moves ${limitWords(limit, units)}, above the limit of ${limitWords(limit)}.`;
  }
  return { over, covered };
}

/** Who can still unblock a payment that has `valid` approvals of the `needed`, in words. */
function unblockWords(approvers: readonly PolicyApprover[], valid: readonly PaymentApprovalRecord[], needed: number) {
  const given = valid.map((approval) => approval.memberName || approval.approver);
  const others = approvers.filter(
    (entry) => !valid.some((approval) => approval.approver.toLowerCase() === entry.address.toLowerCase()),
  );
  const so =
    needed > 1 ? `${valid.length} of ${needed} approvals given${given.length ? ` (${given.join(', ')})` : ''}. ` : '';
  if (others.length < needed - valid.length)
    return approvers.length === 0
      ? 'Nobody in Company → Team can approve it: give a member the Approver role.'
      : `${so}Company → Team has too few Approvers to give ${needed}: give another member the Approver role.`;
  const names = others.map((entry) => `${entry.name} (${entry.role})`);
  return `${so}It can be approved by ${names.join(', ')}.`;
}

export type PolicyCheck =
  | { readonly ok: true; readonly approvals: readonly PaymentApprovalRecord[] }
  | { readonly ok: false; readonly rule: string; readonly unblock: string };

/**
 * Checks a payment against the policy: approvals count when they recover to a current approver and
 * sign this payment's call, one per approver; the payment passes when none is needed or as many as
 * the policy asks for count.
 */
export function checkPaymentPolicy(gate: PolicyGate, chainId: number, treasury: string, tx: SafeTx): PolicyCheck {
  const { policy } = gate;
  if (!policy) return { ok: true, approvals: [] };
  const limits = assetLimitsOf(policy, gate.amounts);
  const aboveAmount = gate.value === null ? !limits.covered : gate.value > policy.above;
  if (!aboveAmount && limits.over === null) return { ok: true, approvals: [] };
  const expected = paymentApprovalMessage(treasury, tx, '');
  const valid = gate.approvals.filter((approval) => {
    const approver = gate.approvers.find((entry) => entry.address.toLowerCase() === approval.approver.toLowerCase());
    if (!approver) return false;
    try {
      const message = JSON.parse(approval.message) as ReturnType<typeof paymentApprovalMessage>;
      const same = (['treasury', 'to', 'value', 'dataHash', 'operation'] as const).every(
        (key) => String(message[key]).toLowerCase() === String(expected[key]).toLowerCase(),
      );
      const signer = verifyTypedData(
        paymentApprovalDomain(chainId),
        PAYMENT_APPROVAL_TYPES,
        message,
        approval.signature,
      );
      return same && signer.toLowerCase() === approval.approver.toLowerCase();
    } catch {
      return false;
    }
  });
  // One approval per approver counts, however many they gave.
  const distinct = valid.filter(
    (approval, index) =>
      valid.findIndex((other) => other.approver.toLowerCase() === approval.approver.toLowerCase()) === index,
  );
  if (distinct.length >= policy.approvals) return { ok: true, approvals: distinct };
  return {
    ok: false,
    rule: !aboveAmount
      ? `${policyRule(policy)} ${limits.over}`
      : gate.value === null
        ? `${policyRule(policy)} This payment's value in ${policy.currency} is not known (no price), so it needs one too.`
        : `${policyRule(policy)} This payment is ${amountWords(gate.value, policy)}.`,
    unblock: unblockWords(gate.approvers, distinct, policy.approvals),
  };
}
