import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';
import { parseTransactionsParams } from '@/lib/chain/transactions-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { TransactionsWorkspace } from './components/transactions-workspace';

/** Transactions: every movement of the company's wallets, live from the sync engine's records. */
export default function TransactionsPage() {
  const { title, summary } = usePageMeta();
  const { account, db, problem } = useWorkspace();
  const [params] = useSearchParams();
  const search = params.toString();
  const link = parseTransactionsParams(search);
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Transactions'} summary={summary} />
      <WorkspaceProblem problem={problem} />
      {/* Keyed by account and link: another account's workspace, or a link followed from another
          page (?tx=, ?q=), starts with its own filters and caches. */}
      {account && db ? <TransactionsWorkspace key={`${account}?${search}`} db={db} link={link} /> : <NoAccountNotice />}
    </div>
  );
}
