import type { BillRow } from '@/platform/features/vendors/model/bills-view';

const REASONS = {
  'bad-signature': 'the signature is not valid',
  'other-signer': 'the signature is not from the recorded approver',
  'content-changed': 'the bill changed after it was signed',
} as const;

/** Who approved (or rejected) and whether the EIP-712 signature still verifies against the bill. */
export function ApprovalBadge({ row }: { row: BillRow }) {
  const { decision, check } = row;
  if (!decision || !check) return <span className="text-slate-600 dark:text-slate-400">Not signed</span>;
  const verb = decision.decision === 'approve' ? 'Approved' : 'Rejected';
  return (
    <span className="block" data-testid="approval">
      {verb} by {decision.memberName} ({decision.role})
      <span className="block font-mono text-xs break-all">{decision.approver}</span>
      {check.valid ? (
        <span className="block text-xs font-medium text-emerald-800 dark:text-emerald-300">Signature verified</span>
      ) : (
        <span className="block text-xs font-medium text-red-700 dark:text-red-300">
          Signature invalid: {REASONS[check.reason]}
        </span>
      )}
    </span>
  );
}
