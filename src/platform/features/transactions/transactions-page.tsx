import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '@/components/navigation/tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { parseTransactionsParams } from '@/lib/chain/transactions-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { TRANSACTIONS_TABS } from './components/transactions-tabs';
import { TransactionsWorkspace } from './components/transactions-workspace';

// The Safe queue (Safe's typed data, signatures, MultiSend decoding) loads when its tab is opened:
// the movements list does not need it, and it keeps the page within its code budget.
const SafeQueue = lazy(() => import('./components/safe-queue').then((m) => ({ default: m.SafeQueue })));

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
              <Suspense fallback={<p className="text-sm text-muted">Loading the Safe queue…</p>}>
                <SafeQueue db={db} account={account} />
              </Suspense>
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
