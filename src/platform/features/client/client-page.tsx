import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';
import { useWorkspace } from '@/lib/db/use-workspace';
import { ClientWorkspace } from './components/client-workspace';

/** Client: the client directory and invoices, paid on chain by reference. */
export default function ClientPage() {
  const { title, summary } = usePageMeta();
  const { account, db, problem } = useWorkspace();
  return (
    <div className="space-y-8">
      <div className="print:hidden">
        <PageHeader title={title || 'Client'} summary={summary} />
      </div>
      <WorkspaceProblem problem={problem} />
      {account && db ? <ClientWorkspace key={account} db={db} /> : <NoAccountNotice />}
    </div>
  );
}
