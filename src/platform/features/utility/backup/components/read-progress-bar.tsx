import type { ReadProgress } from '@/lib/db/backup/read-backup-file';
import { formatBytes } from '@/lib/db/storage-usage';

/** Files under this size read in a blink: a bar would only flicker. */
const SHOWN_FROM_BYTES = 1024 * 1024;

/** How far the reading of a large backup file has come (a native progress bar, labelled). */
export function ReadProgressBar({ progress }: { progress: ReadProgress }) {
  if (progress.total < SHOWN_FROM_BYTES) return null;
  return (
    <div className="space-y-1 pt-1">
      <progress
        aria-label="Reading the backup file"
        max={progress.total}
        value={progress.loaded}
        className="h-2 w-full accent-primary"
      />
      <p className="text-xs text-muted">
        {formatBytes(progress.loaded)} of {formatBytes(progress.total)} read
      </p>
    </div>
  );
}
