import { WalletWorkspacePage } from '@/components/ui/wallet-workspace-page';
import { WalletWorkspace } from './components/wallet-workspace';

/** My Wallet: account and network, balances, send and receive. Drafts outlive the page: what was typed in Send is there on coming back. */
export default function MyWalletPage() {
  return (
    <WalletWorkspacePage
      fallbackTitle="My Wallet"
      keepAs="mywallet"
      render={({ db, account, chainId }) => <WalletWorkspace db={db} account={account} chainId={chainId} />}
    />
  );
}
