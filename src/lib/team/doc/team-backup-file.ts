// The team backup file, without the merge engine: the ordinary backup file, unchanged, wrapped with
// each shared document's full history (`Automerge.save`, base64) and the workspace id, under a
// checksum. Checking the wrapper and the inner file needs no Automerge, so a bad file is refused
// before the engine is fetched; team-backup.ts loads and checks the documents themselves.
import { z } from 'zod';
import { BackupError } from '@/lib/db/backup/backup-errors';
import { canonicalJson, sha256Hex } from '@/lib/db/backup/canonical-json';
import { readBackupText, type VerifiedBackup } from '@/lib/db/backup/read-backup';
import { createBackupFile, type WriteBackupOptions } from '@/lib/db/backup/write-backup';

/** The `format` of a team workspace's backup file (the single-browser file keeps its own). */
export const TEAM_BACKUP_FORMAT = 'ledgerline-team-workspace' as const;

/** Whether a backup file's text is a team backup, from its first characters (no parse). */
export function isTeamBackupText(text: string): boolean {
  return /^\s*\{\s*"format"\s*:\s*"ledgerline-team-workspace"/.test(text.slice(0, 200));
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64 data');

/** Each shared document's `Automerge.save` bytes in base64. */
export const encodedDocsSchema = z.strictObject({ company: base64, directory: base64, records: base64 });
export type EncodedDocs = z.output<typeof encodedDocsSchema>;

const teamBackupSchema = z.strictObject({
  format: z.literal(TEAM_BACKUP_FORMAT),
  version: z.literal(1),
  workspaceId: z.string().min(1).max(200),
  checksum: z.string().regex(/^sha256-[0-9a-f]{64}$/),
  documents: encodedDocsSchema,
  workspace: z.unknown(),
});

/** A team backup whose wrapper, checksum and inner workspace backup passed every check. */
export interface VerifiedTeamBackupFile {
  readonly workspaceId: string;
  readonly backup: VerifiedBackup;
  readonly documents: EncodedDocs;
}

async function checksumOf(file: Omit<z.output<typeof teamBackupSchema>, 'checksum'>): Promise<string> {
  return `sha256-${await sha256Hex(canonicalJson(file))}`;
}

/** The text of a team backup (readable JSON). */
export async function writeTeamBackupText(
  options: Pick<WriteBackupOptions, 'content' | 'account' | 'exportedAt'> & {
    workspaceId: string;
    documents: EncodedDocs;
  },
): Promise<string> {
  const workspace = await createBackupFile(options);
  const { workspaceId, documents } = options;
  const unsigned = { format: TEAM_BACKUP_FORMAT, version: 1 as const, workspaceId, documents, workspace };
  return JSON.stringify({ ...unsigned, checksum: await checksumOf(unsigned) }, null, 2);
}

/** Reads a team backup's text: wrapper, checksum and the inner backup as any import; throws BackupError. */
export async function readTeamBackupFile(text: string): Promise<VerifiedTeamBackupFile> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError('not-json', 'This file is not a Ledgerline backup: it is not JSON.');
  }
  const parsed = teamBackupSchema.safeParse(value);
  if (!parsed.success)
    throw new BackupError('not-backup', 'This file is not a valid Ledgerline team workspace backup.');
  const { checksum, ...unsigned } = parsed.data;
  if ((await checksumOf(unsigned)) !== checksum)
    throw new BackupError(
      'checksum',
      'This team backup was changed after it was written (its checksum does not match).',
    );
  const read = await readBackupText(JSON.stringify(unsigned.workspace));
  if (read.kind !== 'verified')
    throw new BackupError('not-backup', 'The workspace inside this team backup is encrypted.');
  return { workspaceId: unsigned.workspaceId, backup: read.backup, documents: unsigned.documents };
}
