// A team workspace's backup, written by the device running its coordinator: the workspace's rows
// (the ordinary backup file, as the Export panel writes it) and the live documents with their
// whole history, so a restore into a fresh profile gives the same records and the same history.
import { readWorkspaceContent } from '@/lib/db/backup/workspace-content';
import { encodeTeamDocs } from './doc/team-backup';
import { writeTeamBackupText } from './doc/team-backup-file';
import type { TeamDevice } from './team-device';

/** The team backup's text and what it holds. */
export interface TeamBackupText {
  readonly text: string;
  readonly records: number;
  /** Damaged rows that could not be read and were left out. */
  readonly skipped: number;
}

/** Writes the team backup of `device`'s workspace now (rows first: documents read later are never older). */
export async function teamBackupText(device: TeamDevice, exportedAt: Date = new Date()): Promise<TeamBackupText> {
  const { content, corrupt } = await readWorkspaceContent(device.options.db);
  await device.session.idle();
  const text = await writeTeamBackupText({
    content,
    account: device.options.wallet.address,
    exportedAt,
    workspaceId: device.workspaceId,
    documents: encodeTeamDocs(device.session.docs),
  });
  const records = Object.values(content).reduce((sum, rows) => sum + rows.length, 0);
  return { text, records, skipped: corrupt.length };
}
