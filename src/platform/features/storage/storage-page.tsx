import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { STORAGE_TABS, StorageWorkspace } from './components/storage-workspace';

/** Storage: content-addressed documents of the connected account's workspace. */
export default function StoragePage() {
  const { account, db } = useWorkspace();
  const ready = account && db;
  return (
    <PageFrame needsAccount subnav={ready ? <TabList label="Storage sections" tabs={STORAGE_TABS} /> : undefined}>
      {ready ? <StorageWorkspace key={account} db={db} account={account} /> : null}
    </PageFrame>
  );
}
