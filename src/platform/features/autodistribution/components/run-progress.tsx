import { Button } from '@/components/ui/button';
import { ERROR_CLASSES } from '@/components/ui/form-field';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { formatAmount } from '@/lib/money/format-amount';
import { paidCount } from '@/platform/features/autodistribution/model/run-state';

const BATCH_WORDS = {
  waiting: 'Not sent',
  signing: 'Waiting for your signature',
  sent: 'Pending',
  mined: 'Paid',
  reverted: 'Failed on chain (nobody in it was paid)',
  unknown: 'Unknown: check the account history',
} as const;
const APPROVAL_WORDS = {
  'not-needed': 'Not needed',
  waiting: 'Not given yet',
  sent: 'Pending',
  mined: 'Approved',
} as const;

/** One run's steps (approval, then each batch) with their state and hashes, and Resume when stopped. */
export function RunProgress({
  run,
  busy,
  onResume,
  onForget,
}: {
  run: DistributionRun;
  busy: boolean;
  onResume: () => void;
  onForget?: (index: number) => void;
}) {
  const total = formatAmount(BigInt(run.total), run.asset, { withSymbol: true });
  return (
    <section
      aria-label="Distribution progress"
      data-run={run.id}
      data-status={run.status}
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <p className="font-medium">
        {total} to {run.payments.length} recipients — {paidCount(run.batches)} paid
      </p>
      <ol className="space-y-1" aria-label="Steps">
        {run.asset.kind === 'erc20' ? (
          <li data-step="approval" data-state={run.approval.status}>
            Approval of {run.asset.symbol} to the Distributor: {APPROVAL_WORDS[run.approval.status]}
            {run.approval.hash ? <span className="ml-2 break-all font-mono text-xs">{run.approval.hash}</span> : null}
          </li>
        ) : null}
        {run.batches.map((b) => (
          <li key={b.index} data-step={`batch-${b.index + 1}`} data-state={b.status}>
            Batch {b.index + 1} of {run.batches.length} (recipients {b.start + 1}–{b.end}): {BATCH_WORDS[b.status]}
            {b.hash ? <span className="ml-2 break-all font-mono text-xs">{b.hash}</span> : null}
            {b.status === 'unknown' && onForget ? (
              <Button variant="secondary" className="ml-2" onClick={() => onForget(b.index)}>
                It was not paid: send it again
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {run.message ? <p className={ERROR_CLASSES}>{run.message}</p> : null}
      {run.status !== 'done' ? (
        <Button onClick={onResume} disabled={busy}>
          {busy ? 'Paying…' : 'Resume'}
        </Button>
      ) : null}
    </section>
  );
}
