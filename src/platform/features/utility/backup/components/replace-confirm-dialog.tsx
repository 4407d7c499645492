import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusLine } from '@/components/ui/status-line';
import { StorageAlert } from '@/components/workspace/storage-alert';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { countWorkspaceRecords, exportWorkspace } from '@/platform/features/utility/backup/store/backup-store';

export interface ReplaceConfirmDialogProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  /** How many records the backup holds (what takes the workspace's place). */
  readonly incoming: number;
  /** True while the import runs: the buttons wait. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** Where focus goes once the import removed the button that opened the dialog. */
  readonly fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Replace deletes every record of the workspace, so it is confirmed here, and the current
 * workspace can be exported first (a readable file, like the Export panel's default).
 */
export function ReplaceConfirmDialog({
  db,
  account,
  incoming,
  busy,
  onConfirm,
  onClose,
  fallbackFocus,
}: ReplaceConfirmDialogProps) {
  const number = new Intl.NumberFormat();
  const [current, setCurrent] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    void countWorkspaceRecords(db).then(
      (count) => live && setCurrent(count),
      () => live && setCurrent(null),
    );
    return () => {
      live = false;
    };
  }, [db]);

  const exportFirst = async () => {
    setExporting(true);
    setFailure(null);
    setStatus('Preparing the export…');
    try {
      const result = await exportWorkspace(db, account);
      setStatus(`Exported the current workspace to ${result.fileName}. You can replace it now.`);
    } catch (error) {
      setStatus(null);
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };

  const deleted =
    current === null
      ? 'every record now in this workspace'
      : `the ${number.format(current)} records now in this workspace`;
  return (
    <Dialog title="Replace the workspace?" placement="center" onClose={onClose} fallbackFocus={fallbackFocus}>
      <div className="space-y-4 text-sm">
        <p>
          Replace deletes {deleted} and puts the backup’s {number.format(incoming)} records in their place. This cannot
          be undone.
        </p>
        <p className="text-muted">To keep a copy of what is here now, export it first (a readable JSON file).</p>
        {failure ? <StorageAlert error={failure} /> : null}
        <StatusLine message={status} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={exporting || busy} onClick={() => void exportFirst()}>
            Export current workspace
          </Button>
          <Button disabled={exporting || busy} onClick={onConfirm}>
            Replace workspace
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
