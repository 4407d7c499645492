import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '@/components/navigation/tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { parseTransactionsParams } from '@/lib/chain/transactions-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { SafeQueue } from './components/safe-queue';
import { TRANSACTIONS_TABS } from './components/transactions-tabs';
import { TransactionsWorkspace } from './components/transactions-workspace';

/** Transactions: every movement of the company's wallets, live from the sync engine's records; and the Safe queue. */
export default function TransactionsPage() {
  const { account, db } = useWorkspace();
  const [params] = useSearchParams();
  const search = params.toString();
  const link = parseTransactionsParams(search);
  return (
    <PageFrame needsAccount subnav={<TabList label="Transactions sections" tabs={TRANSACTIONS_TABS} />}>
      {account && db ? (
        <TabPanel tabs={TRANSACTIONS_TABS}>
          {(tab) =>
            tab === 'safe-queue' ? (
              <SafeQueue db={db} account={account} />
            ) : (
              // Keyed by account and link: another account's workspace, or a link followed from another
              // page (?tx=, ?q=), starts with its own filters and caches.
              <TransactionsWorkspace key={`${account}?${search}`} db={db} link={link} />
            )
          }
        </TabPanel>
      ) : null}
    </PageFrame>
  );
}
