import { DraftProvider, DraftScope } from '../../../components/ui/drafts';
import { NoAccountNotice } from '../../../components/ui/no-account-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/ui/page-meta';
import { WorkspaceProblem } from '../../../components/ui/workspace-problem';
import { useWorkspace } from '../../../lib/db/use-workspace';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { WalletWorkspace } from './components/wallet-workspace';

function MyWalletContent() {
  const { account, db, problem } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db && chainId !== null ? (
        // Keyed by account: another account starts from its own drafts.
        <DraftScope key={account} scope={account.toLowerCase()}>
          <WalletWorkspace db={db} account={account} chainId={chainId} />
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
    </>
  );
}

/** My Wallet: account and network, balances, send and receive. */
export default function MyWalletPage() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'My Wallet'} summary={summary} />
      {/* Drafts outlive the page: what was typed in Send is there on coming back. */}
      <DraftProvider keepAs="mywallet">
        <MyWalletContent />
      </DraftProvider>
    </div>
  );
}
