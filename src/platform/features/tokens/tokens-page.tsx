import { WalletWorkspacePage } from '@/components/ui/wallet-workspace-page';
import { TokensWorkspace } from './components/tokens-workspace';

/** Tokenization: create shares or a unique asset, manage the company's tokens, the cap table. */
export default function TokensPage() {
  return (
    <WalletWorkspacePage
      fallbackTitle="Tokenization"
      keepAs="tokens"
      render={({ db, account, chainId }) => (
        <TokensWorkspace key={chainId} db={db} account={account} chainId={chainId} />
      )}
    />
  );
}
