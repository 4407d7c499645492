import { PageFrame } from '@/components/ui/page-frame';
import { useWorkspace } from '@/lib/db/use-workspace';
import { DashboardWorkspace } from './components/dashboard-workspace';

/** Dashboard: what the company holds, is owed and owes, what happened last and what is due next. */
export default function DashboardPage() {
  const { account, db } = useWorkspace();
  return (
    <PageFrame needsAccount>
      {account && db ? <DashboardWorkspace key={account} db={db} account={account} /> : null}
    </PageFrame>
  );
}
