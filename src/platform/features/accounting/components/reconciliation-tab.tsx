import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { booksVsChain } from '@/lib/ledger/chain-reconciliation';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { useReconciliationData } from '@/platform/features/accounting/store/use-reconciliation-data';
import { BooksStartSection } from './books-start-section';
import { OpeningBalancesSection } from './opening-balances-section';
import { ReconciliationSection } from './reconciliation-section';

interface Props {
  readonly db: WorkspaceDb;
  readonly entries: readonly JournalEntry[];
  readonly wallets: readonly TreasuryWallet[];
  readonly store: AccountingStore;
}

/** The Reconciliation tab: the books against the chain with the causes of each difference, and the opening balances to confirm. */
export function ReconciliationTab({ db, entries, wallets, store }: Props) {
  const data = useReconciliationData(db);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const books = useMemo(() => entries.map(entryFromRow), [entries]);
  const networks = useMemo(
    () =>
      data.status === 'ready'
        ? booksVsChain(data.data.balances, books, { openings: data.data.openings, rows: data.data.rows })
        : [],
    [data, books],
  );
  const names = useMemo(
    () => new Map(wallets.map((w) => [`${w.chainId}:${w.address.toLowerCase()}`, w.label])),
    [wallets],
  );
  const chainIds = useMemo(() => {
    const ids = new Set(wallets.map((w) => w.chainId));
    if (data.status === 'ready') for (const b of data.data.balances) ids.add(b.chainId);
    return [...ids].sort((a, b) => a - b);
  }, [wallets, data]);
  const walletName = (chainId: number, wallet: string) => names.get(`${chainId}:${wallet.toLowerCase()}`);
  if (data.status === 'loading') return <StatusLine message="Reading the balances on chain…" />;
  if (data.status === 'error')
    return <Alert tone="danger">{`The balances could not be read: ${String(data.error)}`}</Alert>;
  return (
    <div className="space-y-8">
      <CorruptRecordsNotice corrupt={data.data.corrupt} noun="balance records" />
      <ReconciliationSection networks={networks} walletName={walletName} onReview={setReviewing} />
      <OpeningBalancesSection
        openings={data.data.openings}
        walletName={walletName}
        store={store}
        reviewing={reviewing}
        onReview={setReviewing}
      />
      <BooksStartSection chainIds={chainIds} settings={data.data.settings} store={store} />
    </div>
  );
}
