import { UndoToastProvider } from '@/components/ui/undo-toast';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useAssets, useReader, useRuns } from '@/platform/features/autodistribution/store/use-distribution-data';
import { HistorySection } from './history-section';
import { PaySection } from './pay-section';
import { ProRataSection } from './pro-rata-section';
import { TemplatesSection } from './templates-section';
import { UnfinishedRuns } from './unfinished-runs';

/** One account's Auto Distribution on the network the wallet is on. */
export function DistributionWorkspace({ db, account, chainId }: { db: WorkspaceDb; account: string; chainId: number }) {
  const reader = useReader(chainId, account);
  const assets = useAssets(db, chainId);
  const runs = useRuns(db);
  const deployments = usePlatformDeployments();
  const distributor = deployments.contractsOn(chainId).Distributor?.address ?? null;
  const list = runs.status === 'ready' ? runs.data.records.filter((r) => r.chainId === chainId) : [];
  return (
    <UndoToastProvider>
      <div className="space-y-6">
        <UnfinishedRuns db={db} reader={reader} account={account} runs={list} />
        <PaySection db={db} reader={reader} account={account} assets={assets} distributor={distributor} />
        <ProRataSection db={db} reader={reader} chainId={chainId} assets={assets} />
        <TemplatesSection db={db} assets={assets} />
        <HistorySection db={db} runs={list.filter((r) => r.status === 'done')} />
      </div>
    </UndoToastProvider>
  );
}
