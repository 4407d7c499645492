/** The `format` of a team workspace's backup file (the single-browser file keeps its own). */
export const TEAM_BACKUP_FORMAT = 'ledgerline-team-workspace' as const;

/** Whether a backup file's text is a team backup, from its first characters (no parse, no engine). */
export function isTeamBackupText(text: string): boolean {
  return /^\s*\{\s*"format"\s*:\s*"ledgerline-team-workspace"/.test(text.slice(0, 200));
}
