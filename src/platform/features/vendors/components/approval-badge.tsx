import { Address } from '@/components/ui/address';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';

const REASONS = {
  'bad-signature': 'the signature is not valid',
  'other-signer': 'the signature is not from the recorded approver',
  'content-changed': 'the bill changed after it was signed',
} as const;

/** Who approved (or rejected) and whether the EIP-712 signature still verifies against the bill. */
export function ApprovalBadge({ row }: { row: BillRow }) {
  const { decision, check } = row;
  if (!decision || !check) return <span className="text-muted">Not signed</span>;
  const verb = decision.decision === 'approve' ? 'Approved' : 'Rejected';
  return (
    <span className="block" data-testid="approval">
      {verb} by {decision.memberName} ({decision.role})
      {/* The signer's short address (the full one on hover and copy, and in the bill's details). */}
      <Address address={decision.approver} className="block text-xs" />
      {check.valid ? (
        <span className="block text-xs font-medium text-success">Signature verified</span>
      ) : (
        <span className="block text-xs font-medium text-danger">Signature invalid: {REASONS[check.reason]}</span>
      )}
    </span>
  );
}
