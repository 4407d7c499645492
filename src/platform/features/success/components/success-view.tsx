import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { StorageAlert } from '@/components/workspace/storage-alert';
import type { SuccessTarget } from '@/lib/chain/success-url';
import { transactionsPath } from '@/lib/chain/transactions-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { useChainLookup, useTransactionRecord } from '@/platform/features/success/store/use-success-data';
import { TransactionOutcome } from './transaction-outcome';

/** What was done, the transaction's live status and the next actions; all from the URL and the workspace. */
export function SuccessView({ db, target }: { db: WorkspaceDb; target: SuccessTarget }) {
  const { chainId } = useWallet();
  const record = useTransactionRecord(db, target.chainId, target.hash);
  const missing = record.status === 'ready' && record.data.rows.length === 0;
  const lookup = useChainLookup(missing, chainId, target.chainId, target.hash);
  return (
    // What was done comes from the link: long words wrap rather than widen the page.
    <Section title={target.what ?? 'Transaction sent'} className="max-w-3xl wrap-anywhere">
      {record.status === 'error' ? <StorageAlert error={record.error} /> : null}
      {record.status === 'loading' ? <p className="text-sm text-muted">Reading the workspace…</p> : null}
      {record.status === 'ready' ? (
        <TransactionOutcome target={target} rows={record.data.rows} head={record.data.head} lookup={lookup} />
      ) : null}
      <nav aria-label="Next actions" className="flex flex-wrap gap-2">
        {target.from ? (
          <Link to={target.from} className={buttonClasses('primary')}>
            Back to where you started
          </Link>
        ) : null}
        <Link
          to={transactionsPath({ tx: target.hash })}
          className={buttonClasses(target.from ? 'secondary' : 'primary')}
        >
          View in Transactions
        </Link>
      </nav>
    </Section>
  );
}
