import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { CompanyDates } from '@/lib/db/company-dates';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { accountingStore } from '@/platform/features/accounting/store/accounting-store';
import { useAccountingData } from '@/platform/features/accounting/store/use-accounting-data';
import { Books } from './books';

interface WorkspaceProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  /** Whether the "New entry" side panel is open (its button is in the page header). */
  readonly entryOpen: boolean;
  readonly onEntryOpen: (open: boolean) => void;
}

/** The Accounting workspace of the connected account: seeds the chart on first use, then shows the books live. */
export function AccountingWorkspace({ db, account, entryOpen, onEntryOpen }: WorkspaceProps) {
  const data = useAccountingData(db);
  const [seedError, setSeedError] = useState<string | null>(null);
  useEffect(() => {
    accountingStore(db, account)
      .ensureChart()
      .catch((error: unknown) => setSeedError(String(error)));
  }, [db, account]);
  if (seedError) return <Alert tone="danger">{`The chart of accounts could not be created: ${seedError}`}</Alert>;
  if (data.status === 'loading') return <StatusLine message="Loading the books…" />;
  if (data.status === 'error')
    return <Alert tone="danger">{`The books could not be read: ${String(data.error)}`}</Alert>;
  return (
    <CompanyDates db={db}>
      <UndoToastProvider>
        <Books db={db} account={account} data={data.data} entryOpen={entryOpen} onEntryOpen={onEntryOpen} />
      </UndoToastProvider>
    </CompanyDates>
  );
}
