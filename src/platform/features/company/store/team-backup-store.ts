// The Team workspace tab's backup: the running device writes the team backup (rows and documents)
// and the browser downloads it. Utility → Backup imports it like any backup.
import { downloadText } from '@/lib/files/download';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { isoDay } from '@/lib/primitives/days';

/** The download name of a team backup: the workspace id (short) and the UTC date. */
export function teamBackupFileName(workspaceId: string, exportedAt: Date): string {
  return `ledgerline-team-${workspaceId.replace(/^0x/, '').slice(0, 8).toLowerCase()}-${isoDay(exportedAt)}.json`;
}

/** Writes the team backup of the running workspace and downloads it; returns its name and record count. */
export async function downloadTeamBackup(
  engine: TeamEngine,
  device: TeamDevice,
): Promise<{ fileName: string; records: number; skipped: number }> {
  const exportedAt = new Date();
  const { text, records, skipped } = await engine.teamBackupText(device, exportedAt);
  const fileName = teamBackupFileName(device.workspaceId, exportedAt);
  downloadText(text, fileName);
  return { fileName, records, skipped };
}
