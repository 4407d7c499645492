import { PageFrame } from '@/components/ui/page-frame';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { DashboardWorkspace } from './components/dashboard-workspace';

/** Dashboard: what the company holds, is owed and owes, what happened last and what is due next. */
export default function DashboardPage() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <PageFrame needsAccount>
      {account && db ? <DashboardWorkspace key={account} db={db} account={account} chainId={chainId} /> : null}
    </PageFrame>
  );
}
