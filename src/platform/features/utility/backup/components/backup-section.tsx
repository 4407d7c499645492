import { useState } from 'react';
import { CompanyDates } from '@/lib/db/company-dates';
import { useWorkspace } from '@/lib/db/use-workspace';
import { Alert } from '@/components/ui/alert';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './backup-import-panel';
import { StoragePanel } from './storage-panel';

/** Workspace backup: export (optionally encrypted), verified import (Replace or Merge), storage figures. */
export function BackupSection() {
  const { account, db, problem } = useWorkspace();
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((n) => n + 1);
  if (!account || !db) {
    return (
      <Alert tone="warning" role="status">
        Connect your wallet to back up or restore this company&apos;s workspace
      </Alert>
    );
  }
  return (
    <CompanyDates db={db}>
      <div key={account} className="space-y-4">
        {problem ? <StorageAlert error={problem} /> : null}
        <StoragePanel db={db} refreshKey={refreshKey} />
        <div className="grid gap-4 lg:grid-cols-2">
          <ExportPanel db={db} account={account} onExported={refresh} />
          <ImportPanel db={db} account={account} onImported={refresh} />
        </div>
      </div>
    </CompanyDates>
  );
}
