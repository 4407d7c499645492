// What became of a proposal's execution, under its card in the Safe queue: an execution sent that
// failed on chain (the proposal is open again); for a deployment proposed from a Safe (Tokens'
// "Deploy from" a Safe), the token as recorded on Tokens, or why no token appeared (the execution
// failed on chain, or was mined with the Safe's inner call reverted: no contract was created). Read
// from the workspace's company tokens and the execution's receipt, never stored.
import { useEffect, useState } from 'react';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import { companyTokenId } from '@/lib/db/entities/company-token';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { deploymentFailure } from '@/lib/payments/safe-deployment-record';
import { refusedExecutionWords } from '@/lib/safe/execution-words';
import type { QueueStatus } from '@/lib/safe/queue';

export interface SafeExecutionNoteProps {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader;
  readonly record: SafeProposalRecord;
  readonly status: QueueStatus;
}

/** The execution's result under its card: a failed execution, the token deployed, or why none was. */
export function SafeExecutionNote({ db, reader, record, status }: SafeExecutionNoteProps) {
  const pays = record.pays?.kind === 'deploy' ? record.pays : null;
  const address = pays?.address ?? '';
  const token = useLiveQuery(
    async () => (pays ? ((await db.companyTokens.get(companyTokenId(record.chainId, address))) ?? null) : null),
    [db, record.chainId, address],
  );
  const executed = status.kind === 'executed' ? status.hash : null;
  const recorded = token.status === 'ready' ? token.data : undefined;
  const [failure, setFailure] = useState<{ hash: string; text: string | null } | null>(null);
  useEffect(() => {
    // An executed deployment without its token: the receipt says whether it created anything.
    if (!pays || !executed || recorded !== null) return;
    let live = true;
    getReceipt(reader, executed).then(
      (receipt) =>
        live && receipt && setFailure({ hash: executed, text: deploymentFailure(receipt, record, executed) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pays, executed, recorded, reader, record]);

  const failed = 'failed' in status && status.failed ? status.failed : null;
  const text =
    failed !== null
      ? refusedExecutionWords(record, failed)
      : recorded
        ? null
        : failure && failure.hash === executed
          ? failure.text
          : null;
  if (text)
    return (
      <div data-testid="safe-execution-note">
        <Alert tone="danger">{text}</Alert>
      </div>
    );
  return recorded ? (
    <p data-testid="safe-execution-note">
      Deployed: {recorded.name} ({recorded.symbol}) at <Address address={recorded.address} full />, owned by the Safe,
      listed on Tokens.
    </p>
  ) : null;
}
