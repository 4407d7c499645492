import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { parseTransactionsParams } from '@/lib/chain/transactions-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { TransactionsWorkspace } from './components/transactions-workspace';

/** Transactions: every movement of the company's wallets, live from the sync engine's records. */
export default function TransactionsPage() {
  const { account, db } = useWorkspace();
  const [params] = useSearchParams();
  const search = params.toString();
  const link = parseTransactionsParams(search);
  return (
    <PageFrame needsAccount>
      {/* Keyed by account and link: another account's workspace, or a link followed from another
          page (?tx=, ?q=), starts with its own filters and caches. */}
      {account && db ? <TransactionsWorkspace key={`${account}?${search}`} db={db} link={link} /> : null}
    </PageFrame>
  );
}
