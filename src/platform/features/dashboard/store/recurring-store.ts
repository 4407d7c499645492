// The Dashboard's only writes: the user's recurring items, saved and deleted through the
// revision-checked path (a save from a stale form is refused, never overwrites another tab's edit).
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import { deleteRevision, saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Creates (base null) or updates (base = the revision the form started from) a recurring item. */
export function saveRecurringItem(db: WorkspaceDb, item: RecurringItem, base: BaseRevision): Promise<RecurringItem> {
  return saveRevision(db, 'recurringItems', item, base);
}

/** Deletes a recurring item if it is still at the revision shown. */
export function deleteRecurringItem(db: WorkspaceDb, id: string, revision: number): Promise<void> {
  return deleteRevision(db, 'recurringItems', id, revision);
}
