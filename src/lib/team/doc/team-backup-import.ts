// The backup import's door to team backups: recognises one by its first characters and only then
// loads the engine, so importing a single-browser backup never fetches Automerge.
import type { VerifiedBackup } from '@/lib/db/backup/read-backup';
import type { RestoreMode } from '@/lib/db/backup/workspace-content';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { loadTeamDocEngine } from './load-team-docs';

export { isTeamBackupText } from './team-backup-format';

/** A verified team backup, ready to restore: its rows, then its documents projected over them. */
export interface ImportableTeamBackup {
  readonly backup: VerifiedBackup;
  readonly restore: (db: WorkspaceDb, mode: RestoreMode) => Promise<void>;
}

/** Verifies a team backup's text with the lazily loaded engine; throws BackupError. */
export async function readTeamBackupForImport(text: string): Promise<ImportableTeamBackup> {
  const engine = await loadTeamDocEngine();
  const verified = await engine.readTeamBackupText(text);
  return { backup: verified.backup, restore: (db, mode) => engine.restoreTeamBackup(db, verified, mode) };
}
