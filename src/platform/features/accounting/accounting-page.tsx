import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';
import { useWorkspace } from '@/lib/db/use-workspace';
import { AccountingWorkspace } from './components/accounting-workspace';

/** Accounting: chart of accounts, journal, reports and exports of the connected account's books. */
export default function AccountingPage() {
  const { title, summary } = usePageMeta();
  const { account, db, problem } = useWorkspace();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Accounting'} summary={summary} />
      <WorkspaceProblem problem={problem} />
      {account && db ? <AccountingWorkspace key={account} db={db} account={account} /> : <NoAccountNotice />}
    </div>
  );
}
