// The treasury's approval policy as the shared propose path reads it (safe-payments.ts): the policy
// saved on the treasury wallet (Company → Wallets → Approval policy), who may approve (the team's
// Admins and Approvers with a wallet), and the payment's value in the policy's currency at the
// current price-feed rate (rounded up; null when an asset has no rate, which the policy treats as
// needing an approval, as it does a company token's mint).
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { fromDecimalString } from '@/lib/money/decimal-string';
import type { Asset } from '@/lib/money/asset';
import type { ApprovalPolicy, PolicyApprover } from './payment-policy';
import type { SafePayment } from './safe-payments';

/** Minor units of a policy's currency (a fiat currency's cents). */
export const POLICY_DECIMALS = 2;

/** The policy saved on a treasury wallet, in the check's form. */
export function walletPolicy(wallet: Pick<TreasuryWallet, 'approvalPolicy'> | undefined): ApprovalPolicy | null {
  const saved = wallet?.approvalPolicy;
  if (!saved) return null;
  return {
    above: fromDecimalString(saved.above, POLICY_DECIMALS),
    currency: saved.currency,
    decimals: POLICY_DECIMALS,
    approvals: saved.approvals ?? 1,
    assetLimits: (saved.assets ?? []).map((limit) => ({
      ...limit,
      above: fromDecimalString(limit.above, limit.decimals),
    })),
  };
}

/** The treasury wallet record of a Safe (the policy lives on it). */
export function treasuryWalletOf(db: WorkspaceDb, chainId: number, address: string) {
  return db.treasuryWallets
    .where('[chainId+address]')
    .equals([chainId, address])
    .first()
    .then(
      (found) =>
        found ??
        db.treasuryWallets
          .filter((wallet) => wallet.chainId === chainId && wallet.address.toLowerCase() === address.toLowerCase())
          .first(),
    );
}

/** Who may approve: Admins and Approvers with a wallet. */
export async function policyApprovers(db: WorkspaceDb): Promise<PolicyApprover[]> {
  const members = await db.teamMembers.toArray();
  return members.flatMap((member) =>
    (member.role === 'Admin' || member.role === 'Approver') && member.wallet
      ? [{ address: member.wallet, name: member.name, role: member.role }]
      : [],
  );
}

/**
 * The amounts a payment moves, per asset; null when it moves something without a price (a mint, a
 * call, a deployment).
 */
export async function paymentAmounts(
  db: WorkspaceDb,
  payment: Pick<SafePayment, 'bills' | 'pays'>,
): Promise<{ asset: Asset; units: bigint }[] | null> {
  const amounts = payment.bills.map((group) => ({
    asset: group.asset,
    units: group.items.reduce((sum, item) => sum + BigInt(item.units), 0n),
  }));
  const pays = payment.pays;
  if (pays?.kind === 'transfer') amounts.push({ asset: pays.asset, units: BigInt(pays.units) });
  // A mint, another call to a contract the Safe owns or a deployment moves nothing a price values:
  // it counts as above.
  if (pays?.kind === 'mint' || pays?.kind === 'call' || pays?.kind === 'deploy') return null;
  if (pays?.kind === 'run') {
    const run = await db.distributionRuns.get(pays.runId);
    if (!run) return null;
    amounts.push({ asset: run.asset, units: run.payments.reduce((sum, entry) => sum + BigInt(entry.units), 0n) });
  }
  return amounts;
}

/** `units` of an asset priced at `price` (a decimal of the currency per whole asset), in minor units, rounded up. */
export function minorValue(units: bigint, assetDecimals: number, price: string): bigint {
  const digits = price.split('.')[1]?.length ?? 0;
  const scaled = fromDecimalString(price, digits);
  const numerator = units * scaled * 10n ** BigInt(POLICY_DECIMALS);
  const denominator = 10n ** BigInt(assetDecimals + digits);
  return (numerator + denominator - 1n) / denominator;
}

/** The payment's value in `currency` (minor units) at the feeds' current rates, or null when one is missing. */
export async function paymentValue(
  db: WorkspaceDb,
  reader: ChainReader,
  payment: Pick<SafePayment, 'bills' | 'pays'>,
  currency: string,
  now: Date,
): Promise<bigint | null> {
  const amounts = await paymentAmounts(db, payment);
  if (!amounts) return null;
  // The feeds' reader loads only when a policy asks for a value (pages that pay from a Safe stay small).
  const { currentRate } = await import('./fiat-quote');
  let total = 0n;
  for (const { asset, units } of amounts) {
    const rate = await currentRate(
      reader,
      asset.chainId,
      { token: asset.address, symbol: asset.symbol },
      currency,
      now,
    );
    if (rate.kind === 'missing') return null;
    total += minorValue(units, asset.decimals, rate.rate.price);
  }
  return total;
}
