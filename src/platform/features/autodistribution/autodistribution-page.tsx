import { DraftProvider, DraftScope } from '../../../components/ui/drafts';
import { NoAccountNotice } from '../../../components/ui/no-account-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/ui/page-meta';
import { WorkspaceProblem } from '../../../components/ui/workspace-problem';
import { useWorkspace } from '../../../lib/db/use-workspace';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { DistributionWorkspace } from './components/distribution-workspace';

function AutoDistributionContent() {
  const { account, db, problem } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db && chainId !== null ? (
        <DraftScope key={account} scope={account.toLowerCase()}>
          <DistributionWorkspace db={db} account={account} chainId={chainId} />
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
    </>
  );
}

/** Auto Distribution: split a payment among many recipients in one transaction (or ordered batches). */
export default function AutoDistributionPage() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Auto Distribution'} summary={summary} />
      <DraftProvider keepAs="autodistribution">
        <AutoDistributionContent />
      </DraftProvider>
    </div>
  );
}
