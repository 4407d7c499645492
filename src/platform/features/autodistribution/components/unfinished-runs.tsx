import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { StatusLine } from '@/components/ui/status-line';
import { useState } from 'react';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { forgetAttempt } from '@/platform/features/autodistribution/store/distribution-store';
import { runDistribution } from '@/platform/features/autodistribution/store/run-distribution';
import { RunProgress } from './distribution-run-progress';

/** Runs not finished (stopped, or interrupted by a closed tab), each resumable where it was. */
export function UnfinishedRuns({
  db,
  reader,
  account,
  runs,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  account: string;
  runs: readonly DistributionRun[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = runs.filter((r) => r.status !== 'done');
  if (open.length === 0 && !message) return null;

  const resume = async (run: DistributionRun) => {
    const provider = getWalletProvider();
    if (!provider || !reader) return setMessage('Connect the wallet to resume.');
    setBusy(run.id);
    setMessage(null);
    try {
      const outcome = await runDistribution({ db, provider, reader, account, now: () => new Date() }, run.id);
      setMessage(
        outcome.ok ? `Distribution finished: all ${outcome.run.payments.length} recipients are paid.` : outcome.message,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Unfinished distributions">
      <div className="space-y-3">
        <Alert tone="warning">
          A batch already mined is never sent again: resuming looks each one up on chain first.
        </Alert>
        <StatusLine message={message} />
        {open.map((run) => (
          <RunProgress
            key={run.id}
            run={run}
            busy={busy !== null}
            onResume={() => void resume(run)}
            onForget={(index) => void forgetAttempt(db, run, index, new Date().toISOString())}
          />
        ))}
      </div>
    </Card>
  );
}
