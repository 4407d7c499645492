import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';
import { useWorkspace } from '@/lib/db/use-workspace';
import { StorageWorkspace } from './components/storage-workspace';

/** Storage: content-addressed documents of the connected account's workspace. */
export default function StoragePage() {
  const { title, summary } = usePageMeta();
  const { account, db, problem } = useWorkspace();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Storage'} summary={summary} />
      <WorkspaceProblem problem={problem} />
      {account && db ? <StorageWorkspace key={account} db={db} account={account} /> : <NoAccountNotice />}
    </div>
  );
}
