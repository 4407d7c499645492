// The backup import's door to team backups. Recognising one costs a regex and checking its file
// needs no Automerge; only a file that passed loads the merge engine for its documents. A
// single-browser backup never fetches it.
import type { VerifiedBackup } from '@/lib/db/backup/read-backup';
import type { RestoreMode } from '@/lib/db/backup/workspace-content';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { loadTeamDocEngine } from './load-team-docs';
import { readTeamBackupFile } from './team-backup-file';

export { isTeamBackupText } from './team-backup-file';

/** A verified team backup, ready to restore: its rows, then its documents projected over them. */
export interface ImportableTeamBackup {
  readonly backup: VerifiedBackup;
  readonly restore: (db: WorkspaceDb, mode: RestoreMode) => Promise<void>;
}

/** Verifies a team backup's text, then its documents with the lazily loaded engine; throws BackupError. */
export async function readTeamBackupForImport(text: string): Promise<ImportableTeamBackup> {
  const file = await readTeamBackupFile(text);
  const engine = await loadTeamDocEngine();
  const verified = { backup: file.backup, docs: engine.decodeTeamDocs(file.documents) };
  return { backup: file.backup, restore: (db, mode) => engine.restoreTeamBackup(db, verified, mode) };
}
