import { parseRecord, readRecords, type CorruptRecord } from '@/lib/db/records';
import { TABLE_NAMES, emptyContent, type TableName, type WorkspaceContent } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { findContentConflicts } from './content-rules';
import { restoredMeta, type RestoreMode } from './restore-meta';

// The mode is part of this module's API (restoreWorkspaceContent); it is defined next to the meta
// rules that depend on it, so the two files do not import each other.
export type { RestoreMode };

function allTables(db: WorkspaceDb) {
  return TABLE_NAMES.map((name) => db.tableOf(name));
}

/** Reads the whole workspace in one consistent snapshot; corrupt rows are left out and listed. */
export async function readWorkspaceContent(
  db: WorkspaceDb,
): Promise<{ content: WorkspaceContent; corrupt: CorruptRecord[] }> {
  return db.transaction('r', allTables(db), async () => {
    const content = emptyContent();
    const corrupt: CorruptRecord[] = [];
    for (const table of TABLE_NAMES) {
      const read = await readRecords(db, table);
      (content as Record<TableName, unknown[]>)[table] = read.records;
      corrupt.push(...read.corrupt);
    }
    return { content, corrupt };
  });
}

/**
 * Writes verified backup content in one transaction: all of it, or (on any failure) none of it.
 * Merge replaces rows with the same key, and a watched wallet with the same network and address
 * but another id (added separately on both sides) gives way to the imported one. Workspace facts
 * (createdAt, lastExportAt, lastImportAt = `now`) follow restoredMeta's rules.
 */
export async function restoreWorkspaceContent(
  db: WorkspaceDb,
  content: WorkspaceContent,
  mode: RestoreMode,
  now: Date = new Date(),
): Promise<void> {
  const checked = emptyContent();
  for (const table of TABLE_NAMES) {
    (checked as Record<TableName, unknown[]>)[table] = content[table].map((row) => parseRecord(table, row));
  }
  const conflicts = findContentConflicts(checked);
  if (conflicts.length) throw new Error(`Backup content is inconsistent: ${conflicts.join('; ')}`);
  // The compact copies (derived from the tables) go with the content they were made from.
  await db.transaction('rw', [...allTables(db), db.compactCopies], async () => {
    await db.compactCopies.clear();
    // Only valid rows of the workspace's own are carried over (a damaged one is not re-written).
    checked.meta = restoredMeta(checked.meta, (await readRecords(db, 'meta')).records, mode, now);
    if (mode === 'replace') {
      for (const table of TABLE_NAMES) await db.tableOf(table).clear();
    } else {
      for (const wallet of checked.treasuryWallets) {
        await db.treasuryWallets
          .where('[chainId+address]')
          .equals([wallet.chainId, wallet.address])
          .and((existing) => existing.id !== wallet.id)
          .delete();
      }
    }
    for (const table of TABLE_NAMES) await db.tableOf(table).bulkPut(checked[table]);
  });
}
