import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorMessage } from '@/components/ui/error-line';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import { formatQuantity } from '@/lib/money/format-quantity';
import { paidCount } from '@/platform/features/autodistribution/model/run-state';

type BatchStatus = DistributionRun['batches'][number]['status'];
type ApprovalStatus = DistributionRun['approval']['status'];

const BATCH_WORDS: Record<BatchStatus, readonly [string, BadgeTone]> = {
  waiting: ['Not sent', 'neutral'],
  signing: ['Waiting for your signature', 'info'],
  sent: ['Pending', 'info'],
  mined: ['Paid', 'success'],
  reverted: ['Failed on chain (nobody in it was paid)', 'danger'],
  unknown: ['Unknown: check the account history', 'warning'],
};
const APPROVAL_WORDS: Record<ApprovalStatus, readonly [string, BadgeTone]> = {
  'not-needed': ['Not needed', 'neutral'],
  waiting: ['Not given yet', 'neutral'],
  sent: ['Pending', 'info'],
  mined: ['Approved', 'success'],
};

function StepLine({
  step,
  state,
  title,
  words,
  hash,
  children,
}: {
  step: string;
  state: string;
  title: string;
  words: readonly [string, BadgeTone];
  hash: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <li data-step={step} data-state={state} className="space-y-1 py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{title}:</span>
        <Badge tone={words[1]}>{words[0]}</Badge>
        {children}
      </div>
      {hash ? <code className="block text-xs break-all text-muted">{hash}</code> : null}
    </li>
  );
}

/**
 * One run's steps (approval, then each batch) with their state and hashes, and Resume when stopped.
 * Not the shared TxProgress: a run's batches have their own states (a batch whose fate is unknown
 * is offered "send it again"), which the one-transaction step type does not describe.
 */
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
  const total = formatQuantity(BigInt(run.total), run.asset, { symbol: true });
  return (
    <Card label="Distribution progress">
      <div data-run={run.id} data-status={run.status} className="space-y-3 text-sm">
        <p className="font-medium">
          {total} to {run.payments.length} recipients — {paidCount(run.batches)} paid
        </p>
        <ol className="divide-y divide-border" aria-label="Steps">
          {run.asset.kind === 'erc20' ? (
            <StepLine
              step="approval"
              state={run.approval.status}
              title={`Approval of ${run.asset.symbol} to the Distributor`}
              words={APPROVAL_WORDS[run.approval.status]}
              hash={run.approval.hash}
            />
          ) : null}
          {run.batches.map((b) => (
            <StepLine
              key={b.index}
              step={`batch-${b.index + 1}`}
              state={b.status}
              title={`Batch ${b.index + 1} of ${run.batches.length} (recipients ${b.start + 1}–${b.end})`}
              words={BATCH_WORDS[b.status]}
              hash={b.hash}
            >
              {b.status === 'unknown' && onForget ? (
                <Button variant="secondary" onClick={() => onForget(b.index)}>
                  It was not paid: send it again
                </Button>
              ) : null}
            </StepLine>
          ))}
        </ol>
        {run.message ? <ErrorMessage>{run.message}</ErrorMessage> : null}
        {run.status !== 'done' ? (
          <Button onClick={onResume} disabled={busy}>
            {busy ? 'Paying…' : 'Resume'}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
