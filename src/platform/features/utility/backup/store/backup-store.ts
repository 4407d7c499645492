// Backup's reads and writes of the workspace: export (used by the Export panel and by the Replace
// confirmation's "export first") and import.
import { readWorkspaceContent, restoreWorkspaceContent, type RestoreMode } from '@/lib/db/backup/workspace-content';
import { writeBackupText } from '@/lib/db/backup/write-backup';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord } from '@/lib/db/records';
import { TABLE_NAMES, type WorkspaceContent } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { backupFileName } from '@/platform/features/utility/backup/model/backup-file-name';

export interface ExportResult {
  readonly fileName: string;
  readonly records: number;
  readonly bytes: number;
  /** Damaged rows that could not be read and were left out of the file. */
  readonly skipped: number;
}

/** The number of records in a workspace content. */
export function countRecords(content: WorkspaceContent): number {
  return TABLE_NAMES.reduce((sum, table) => sum + content[table].length, 0);
}

/** Writes the whole workspace to a downloaded file (encrypted when a passphrase is given) and records lastExportAt. */
export async function exportWorkspace(db: WorkspaceDb, account: string, passphrase?: string): Promise<ExportResult> {
  const exportedAt = new Date();
  const { content, corrupt } = await readWorkspaceContent(db);
  const text = await writeBackupText({ content, account, exportedAt, passphrase });
  const fileName = backupFileName(account, exportedAt, !!passphrase);
  downloadText(text, fileName);
  await putRecord(db, 'meta', { key: META_KEYS.lastExportAt, value: exportedAt.toISOString() });
  return { fileName, records: countRecords(content), bytes: new Blob([text]).size, skipped: corrupt.length };
}

/** How many records the workspace holds now (what Replace would delete). */
export async function countWorkspaceRecords(db: WorkspaceDb): Promise<number> {
  const counts = await Promise.all(TABLE_NAMES.map((table) => db.tableOf(table).count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Imports verified backup content (Replace or Merge, one transaction; records lastImportAt). */
export function importWorkspace(db: WorkspaceDb, content: WorkspaceContent, mode: RestoreMode): Promise<void> {
  return restoreWorkspaceContent(db, content, mode);
}
