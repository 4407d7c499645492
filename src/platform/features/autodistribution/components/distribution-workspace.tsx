import { useState } from 'react';
import { usePlatformDeployments } from '../../../../lib/contracts/use-platform-deployments';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';
import { useAssets, useReader, useRuns } from '../store/use-distribution-data';
import { HistorySection } from './history-section';
import { PaySection } from './pay-section';
import { UnfinishedRuns } from './unfinished-runs';

/** One account's Auto Distribution on the network the wallet is on. */
export function DistributionWorkspace({ db, account, chainId }: { db: WorkspaceDb; account: string; chainId: number }) {
  const reader = useReader(chainId, account);
  const assets = useAssets(db, chainId);
  const runs = useRuns(db);
  const deployments = usePlatformDeployments();
  const distributor = deployments.contractsOn(chainId).Distributor?.address ?? null;
  const [booking] = useState({ templateId: null, postAs: 'expense' as const, accountCode: '6900' });
  const list = runs.status === 'ready' ? runs.data.records.filter((r) => r.chainId === chainId) : [];
  return (
    <div className="space-y-6">
      <UnfinishedRuns db={db} reader={reader} account={account} runs={list} />
      <PaySection db={db} reader={reader} account={account} assets={assets} distributor={distributor} booking={booking} />
      <HistorySection db={db} runs={list.filter((r) => r.status === 'done')} />
    </div>
  );
}
