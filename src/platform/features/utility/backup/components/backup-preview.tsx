import { Fragment } from 'react';
import { Alert } from '@/components/ui/alert';
import type { VerifiedBackup } from '@/lib/db/backup/read-backup';
import { TABLE_NAMES, WORKSPACE_TABLES } from '@/lib/db/tables';
import { useCompanyDates } from '@/lib/db/company-dates';
import { formatDateTime } from '@/lib/primitives/date-format';

/** What a verified backup contains: when, from which account, and how many records per table. */
export function BackupPreview({ backup, account }: { backup: VerifiedBackup; account: string }) {
  const dates = useCompanyDates();
  const number = new Intl.NumberFormat();
  const otherAccount = backup.account.toLowerCase() !== account.toLowerCase();
  return (
    <div className="space-y-3" aria-label="Backup contents" role="group">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Exported</dt>
        <dd>
          <time dateTime={backup.exportedAt}>{formatDateTime(backup.exportedAt, dates)}</time>
        </dd>
        <dt className="font-medium">Source account</dt>
        <dd className="font-mono text-xs break-all">{backup.account}</dd>
        <dt className="font-medium">Encrypted</dt>
        <dd>{backup.encrypted ? 'Yes' : 'No'}</dd>
        {TABLE_NAMES.map((table) => (
          <Fragment key={table}>
            <dt className="font-medium">{WORKSPACE_TABLES[table].label}</dt>
            <dd>{number.format(backup.counts[table])}</dd>
          </Fragment>
        ))}
      </dl>
      {otherAccount ? (
        <Alert tone="warning">
          This backup comes from another account. Importing copies its records into the workspace of the connected
          account.
        </Alert>
      ) : null}
    </div>
  );
}
