// Backup's reads and writes of the workspace: export (used by the Export panel and by the Replace
// confirmation's "export first") and import.
import { readBackupText, type VerifiedBackup } from '@/lib/db/backup/read-backup';
import { readWorkspaceContent, restoreWorkspaceContent, type RestoreMode } from '@/lib/db/backup/workspace-content';
import { writeBackupText } from '@/lib/db/backup/write-backup';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import { putRecord } from '@/lib/db/records';
import { TABLE_NAMES, type WorkspaceContent } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { downloadText } from '@/lib/files/download';
import { isTeamBackupText, readTeamBackupForImport } from '@/lib/team/doc/team-backup-import';
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

/** A verified backup and how to import it (a team backup also brings its shared documents' rows). */
export interface ImportableBackup {
  readonly backup: VerifiedBackup;
  readonly restore: (db: WorkspaceDb, mode: RestoreMode) => Promise<void>;
}

/** Reads and verifies a backup's text: a workspace backup, or a team workspace's (its engine loads only then). */
export async function readBackupForImport(
  text: string,
  passphrase?: string,
): Promise<{ kind: 'locked' } | ({ kind: 'verified' } & ImportableBackup)> {
  if (isTeamBackupText(text)) return { kind: 'verified', ...(await readTeamBackupForImport(text)) };
  const result = await readBackupText(text, passphrase);
  if (result.kind === 'locked') return result;
  const { content } = result.backup;
  return { kind: 'verified', backup: result.backup, restore: (db, mode) => importWorkspace(db, content, mode) };
}
