import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import type { Refusal } from '@/lib/team/apply-bundles';

/**
 * The parts of a proposal another device sent that the merge refused (a signature that is not its
 * owner's for this SafeTx hash): not among the signatures, not counted, and said here with who sent
 * it and why (Company → Team lists every refused change).
 */
export function RefusedSignatures({ refusals }: { refusals: readonly Refusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <Alert tone="warning" title="Refused from another device (not counted)">
      <ul aria-label="Refused signatures" className="space-y-0.5">
        {refusals.map((refusal) => (
          <li key={`${refusal.deviceId}:${refusal.record?.element ?? ''}:${refusal.reason}`} className="break-all">
            {refusal.record?.field === 'signatures' && refusal.record.element ? (
              <>
                Signature of <Address address={refusal.record.element} />
              </>
            ) : (
              'A change'
            )}
            , sent by <Address address={refusal.member} />: {refusal.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
