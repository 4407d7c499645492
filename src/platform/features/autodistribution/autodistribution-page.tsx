import { WalletWorkspacePage } from '@/components/ui/wallet-workspace-page';
import { DistributionWorkspace } from './components/distribution-workspace';

/** Auto Distribution: split a payment among many recipients in one transaction (or ordered batches). */
export default function AutoDistributionPage() {
  return (
    <WalletWorkspacePage
      fallbackTitle="Auto Distribution"
      keepAs="autodistribution"
      render={({ db, account, chainId }) => <DistributionWorkspace db={db} account={account} chainId={chainId} />}
    />
  );
}
