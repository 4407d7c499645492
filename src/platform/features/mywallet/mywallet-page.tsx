import { DraftProvider, DraftScope } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { WalletWorkspace } from './components/wallet-workspace';

function Content() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  // Without an account the frame says so (the shell's notice); the drafts wait here for it.
  if (!account || !db || chainId === null) return null;
  return (
    // Keyed by account: another account starts from its own drafts.
    <DraftScope key={account} scope={account.toLowerCase()}>
      <WalletWorkspace db={db} account={account} chainId={chainId} />
    </DraftScope>
  );
}

/** My Wallet: balances first, then send and receive, and the account and network. Drafts outlive the page: what was typed in Send is there on coming back. */
export default function MyWalletPage() {
  return (
    <PageFrame needsAccount>
      <DraftProvider keepAs="mywallet">
        <Content />
      </DraftProvider>
    </PageFrame>
  );
}
