import { WalletWorkspacePage } from '@/components/ui/wallet-workspace-page';
import { VendorsWorkspace } from './components/vendors-workspace';

/** Vendors: the vendor directory, bills with approvals, paying one or many at once, AP aging and statements. */
export default function VendorsPage() {
  return (
    <WalletWorkspacePage
      fallbackTitle="Vendors"
      keepAs="vendors"
      render={({ db, account, chainId }) => <VendorsWorkspace db={db} account={account} chainId={chainId} />}
    />
  );
}
