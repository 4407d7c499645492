import { useSearchParams } from 'react-router-dom';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';
import { parseSuccessParams } from '@/lib/chain/success-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { SuccessView } from './components/success-view';

/** Success: the outcome of an action, from `?chain=<id>&tx=<hash>[&from=<path>][&what=<text>]`. */
export default function SuccessPage() {
  const { title, summary } = usePageMeta();
  const [search] = useSearchParams();
  const params = parseSuccessParams(search);
  const { account, db, problem } = useWorkspace();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Success'} summary={summary} />
      <WorkspaceProblem problem={problem} />
      {!params.ok ? (
        <div
          role="alert"
          className="max-w-3xl rounded-lg border border-danger-border bg-danger-soft p-4 text-fg"
        >
          <p className="font-medium">This link does not name a transaction Ledgerline can show.</p>
          <p className="mt-1 text-sm">{params.error}</p>
        </div>
      ) : account && db ? (
        <SuccessView key={`${params.target.chainId}:${params.target.hash}`} db={db} target={params.target} />
      ) : (
        <NoAccountNotice />
      )}
    </div>
  );
}
