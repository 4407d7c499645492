// Company → Wallets → Approval policy: the rule a treasury's payments are held to before they are
// proposed from its Safe (lib/payments/payment-policy). One amount in the company's currency: above
// it, an Approver or Admin (or as many different ones as the policy asks) approves the payment from
// their own wallet first. The policy holds Safe
// treasuries only: a plain wallet's key sends without anyone's approval, so the form says so rather
// than pretend (docs/product.md#approval-policies).
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { treasuryWalletSchema } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { saveWallet } from '@/platform/features/company/store/company-store';
import { AssetLimitsFields, checkLimits, limitRows, useLimitAssets } from './asset-limits-fields';

/** The policy field's check: an amount like 10000 or 2500.50 (spaces and thousands commas dropped). */
export function policyAmount(text: string): { ok: true; above: string } | { ok: false; message: string } {
  const above = text.replace(/[\s,]/g, '');
  if (above === '') return { ok: false, message: 'Enter an amount, or remove the policy.' };
  const parsed = treasuryWalletSchema.shape.approvalPolicy.safeParse({ above, currency: 'EUR' });
  return parsed.success ? { ok: true, above } : { ok: false, message: 'Enter an amount like 10000 or 2500.50.' };
}

export function ApprovalPolicyForm({
  db,
  wallet,
  currency,
  onDone,
}: {
  db: WorkspaceDb;
  wallet: TreasuryWallet;
  /** The company's base currency ('' when not set yet). */
  currency: string;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState(wallet.approvalPolicy?.above ?? '');
  const [approvals, setApprovals] = useState(String(wallet.approvalPolicy?.approvals ?? 1));
  const [rows, setRows] = useState(limitRows(wallet.approvalPolicy?.assets));
  const [limitProblem, setLimitProblem] = useState<{ index: number; message: string } | null>(null);
  const choices = useLimitAssets(db, wallet.chainId);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const policyCurrency = wallet.approvalPolicy?.currency ?? currency;

  const save = async (policy: TreasuryWallet['approvalPolicy']) => {
    setProblem(null);
    try {
      await saveWallet(db, { ...wallet, approvalPolicy: policy }, wallet.revision);
      onDone();
    } catch (failure) {
      setProblem(`Not saved: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = policyAmount(amount);
    setError(checked.ok ? null : checked.message);
    const needed = Number(approvals);
    const limits = checkLimits(rows, choices);
    setLimitProblem(limits.ok ? null : limits);
    if (checked.ok && limits.ok)
      void save({
        above: checked.above,
        currency: policyCurrency,
        ...(needed > 1 ? { approvals: needed } : {}),
        ...(limits.limits.length ? { assets: limits.limits } : {}),
      });
  };

  if (!policyCurrency)
    return (
      <Alert tone="danger">
        Set the company currency in Company → Profile first: a policy is an amount in that currency.
      </Alert>
    );
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">
        Payments proposed from this wallet when it is a Safe, above this amount (valued at the price feed’s current
        rate; a payment without a price, such as a token mint, counts as above), need an Approver’s or Admin’s approval
        (or as many different ones as you choose) from their own wallet in Transactions → Safe queue before an owner can
        propose them. The owners’ signatures follow as usual. A wallet that is not a Safe sends with one key, so no
        policy can hold it: put the treasury in a Safe to enforce one.
      </p>
      <Input
        label={`Approval needed above (${policyCurrency})`}
        inputMode="decimal"
        value={amount}
        error={error ?? undefined}
        errorRole="alert"
        onChange={(event) => setAmount(event.target.value)}
      />
      <Select
        label="Approvals needed above it"
        hint="From different Approvers or Admins: each approves from their own wallet."
        value={approvals}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 1 ? 'One approval' : `${n} approvals` }))}
        onChange={(event) => setApprovals(event.target.value)}
      />
      <AssetLimitsFields rows={rows} choices={choices} problem={limitProblem} onChange={setRows} />
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save policy</Button>
        {wallet.approvalPolicy ? (
          <Button variant="secondary" onClick={() => void save(null)}>
            Remove the policy
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
