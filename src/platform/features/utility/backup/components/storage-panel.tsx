import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { readRecords } from '@/lib/db/records';
import { formatBytes, readStorageUsage, type StorageUsage } from '@/lib/db/storage-usage';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useCompanyDates } from '@/lib/db/company-dates';
import { formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';

function formatDate(iso: unknown, dates: DateFormatSettings): string {
  if (typeof iso !== 'string') return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatDateTime(date, dates);
}

/** The browser's storage for this site (usage, quota, persistence) and the workspace's dates. */
export function StoragePanel({ db, refreshKey }: { db: WorkspaceDb; refreshKey: number }) {
  const dates = useCompanyDates();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const meta = useLiveQuery(() => readRecords(db, 'meta'), [db]);
  useEffect(() => {
    let live = true;
    void readStorageUsage().then((next) => live && setUsage(next));
    return () => {
      live = false;
    };
  }, [refreshKey]);
  const value = (key: string) =>
    meta.status === 'ready' ? meta.data.records.find((entry) => entry.key === key)?.value : undefined;

  const used = usage?.usageBytes != null ? formatBytes(usage.usageBytes) : null;
  const quota = usage?.quotaBytes != null ? formatBytes(usage.quotaBytes) : null;
  return (
    <Card>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Browser storage</dt>
        <dd>
          {used ? `${used} used${quota ? ` of ${quota} available to this site` : ''}` : 'Not reported by this browser'}
        </dd>
        <dt className="font-medium">Persistent storage</dt>
        <dd>
          {usage?.persisted === true
            ? 'Granted: the browser will not clear this data on its own'
            : usage?.persisted === false
              ? 'Not granted: the browser may clear this data when space runs low, so export backups'
              : 'Not reported by this browser'}
        </dd>
        <dt className="font-medium">Workspace created</dt>
        <dd>{formatDate(value(META_KEYS.createdAt), dates)}</dd>
        <dt className="font-medium">Last export</dt>
        <dd>{formatDate(value(META_KEYS.lastExportAt), dates)}</dd>
        <dt className="font-medium">Last import</dt>
        <dd>{formatDate(value(META_KEYS.lastImportAt), dates)}</dd>
      </dl>
    </Card>
  );
}
