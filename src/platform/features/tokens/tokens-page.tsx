import { DraftProvider, DraftScope } from '../../../components/ui/drafts';
import { NoAccountNotice } from '../../../components/ui/no-account-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/ui/page-meta';
import { WorkspaceProblem } from '../../../components/ui/workspace-problem';
import { useWorkspace } from '../../../lib/db/use-workspace';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { TokensWorkspace } from './components/tokens-workspace';

function TokensContent() {
  const { account, db, problem } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db && chainId !== null ? (
        <DraftScope key={account} scope={account.toLowerCase()}>
          <TokensWorkspace key={chainId} db={db} account={account} chainId={chainId} />
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
    </>
  );
}

/** Tokenization: create shares or a unique asset, manage the company's tokens, the cap table. */
export default function TokensPage() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Tokenization'} summary={summary} />
      <DraftProvider keepAs="tokens">
        <TokensContent />
      </DraftProvider>
    </div>
  );
}
