import { TabPanel, useUrlTab, type TabItem } from '@/components/navigation/tabs';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useAssets, useReader, useRuns } from '@/platform/features/autodistribution/store/use-distribution-data';
import { HistorySection } from './history-section';
import { PaySection } from './pay-section';
import { ProRataSection } from './pro-rata-section';
import { TemplatesSection } from './templates-section';
import { UnfinishedRuns } from './unfinished-runs';

/** The page's sub-navigation: what was saved and paid first, the editor second. */
export const DISTRIBUTION_TABS: readonly TabItem[] = [
  { id: 'distributions', label: 'Templates and history' },
  { id: 'new', label: 'New distribution' },
];

/** One account's Auto Distribution on the network the wallet is on. */
export function DistributionWorkspace({ db, account, chainId }: { db: WorkspaceDb; account: string; chainId: number }) {
  const reader = useReader(chainId, account);
  const assets = useAssets(db, chainId);
  const runs = useRuns(db);
  const deployments = usePlatformDeployments();
  const [, selectTab] = useUrlTab(DISTRIBUTION_TABS);
  const distributor = deployments.contractsOn(chainId).Distributor?.address ?? null;
  const list = runs.status === 'ready' ? runs.data.records.filter((r) => r.chainId === chainId) : [];
  return (
    <UndoToastProvider>
      <div className="space-y-6">
        {/* A stopped run is shown whichever tab is open: it is money half sent. */}
        <UnfinishedRuns db={db} reader={reader} account={account} runs={list} />
        <TabPanel tabs={DISTRIBUTION_TABS}>
          {(tab) =>
            tab === 'new' ? (
              <div className="space-y-6">
                <PaySection db={db} reader={reader} account={account} assets={assets} distributor={distributor} />
                <ProRataSection db={db} reader={reader} chainId={chainId} assets={assets} />
              </div>
            ) : (
              <div className="space-y-6">
                <TemplatesSection db={db} assets={assets} onLoaded={() => selectTab('new')} />
                <HistorySection db={db} runs={list.filter((r) => r.status === 'done')} />
              </div>
            )
          }
        </TabPanel>
      </div>
    </UndoToastProvider>
  );
}
