import { Button } from '@/components/ui/button';
import { WorkspaceOutdatedError } from '@/lib/db/storage-errors';
import { StorageAlert } from './storage-alert';

/** A problem of the whole workspace (blocked upgrade, changed in another tab), with the way out. */
export function WorkspaceProblem({ problem }: { problem: Error | null }) {
  if (!problem) return null;
  return (
    <StorageAlert error={problem}>
      {problem instanceof WorkspaceOutdatedError ? (
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      ) : null}
    </StorageAlert>
  );
}
