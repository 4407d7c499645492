import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/ui/page-meta';
import { NoAccountNotice } from '../../../components/ui/no-account-notice';
import { WorkspaceProblem } from '../../../components/ui/workspace-problem';
import { useWorkspace } from '../../../lib/db/use-workspace';
import { TransactionsWorkspace } from './components/transactions-workspace';

/** Transactions: every movement of the company's wallets, live from the sync engine's records. */
export default function TransactionsPage() {
  const { title, summary } = usePageMeta();
  const { account, db, problem } = useWorkspace();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Transactions'} summary={summary} />
      <WorkspaceProblem problem={problem} />
      {/* Keyed by account: another account's workspace starts with its own filters and caches. */}
      {account && db ? <TransactionsWorkspace key={account} db={db} /> : <NoAccountNotice />}
    </div>
  );
}
