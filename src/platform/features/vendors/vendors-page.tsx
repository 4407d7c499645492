import { DraftProvider, DraftScope } from '../../../components/ui/drafts';
import { NoAccountNotice } from '../../../components/ui/no-account-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/ui/page-meta';
import { WorkspaceProblem } from '../../../components/ui/workspace-problem';
import { useWorkspace } from '../../../lib/db/use-workspace';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { VendorsWorkspace } from './components/vendors-workspace';

function VendorsContent() {
  const { account, db, problem } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db && chainId !== null ? (
        <DraftScope key={account} scope={account.toLowerCase()}>
          <VendorsWorkspace db={db} account={account} chainId={chainId} />
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
    </>
  );
}

/** Vendors: the vendor directory, bills with approvals, paying one or many at once, AP aging and statements. */
export default function VendorsPage() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Vendors'} summary={summary} />
      <DraftProvider keepAs="vendors">
        <VendorsContent />
      </DraftProvider>
    </div>
  );
}
