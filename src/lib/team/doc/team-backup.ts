// A team workspace's backup: the single-browser backup file, unchanged, wrapped with each shared
// document's full history (`Automerge.save`, base64) and the workspace id. Restoring gives the
// rows (through the same checks as any backup, then the documents' projection) and the history.
import * as Automerge from '@automerge/automerge/slim';
import { z } from 'zod';
import { BackupError } from '@/lib/db/backup/backup-errors';
import { base64ToBytes, bytesToBase64 } from '@/lib/db/backup/base64';
import { canonicalJson, sha256Hex } from '@/lib/db/backup/canonical-json';
import { readBackupText, type VerifiedBackup } from '@/lib/db/backup/read-backup';
import { restoreWorkspaceContent, type RestoreMode } from '@/lib/db/backup/workspace-content';
import { createBackupFile, type WriteBackupOptions } from '@/lib/db/backup/write-backup';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { docRecordKeys, genesisDoc, readDocRecord, type TeamDoc, type TeamDocs } from './documents';
import { projectAll } from './projector';
import { TEAM_BACKUP_FORMAT } from './team-backup-format';
import { DOC_KINDS, tablesOfDoc, type DocKind } from './shared-tables';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64 data');

const teamBackupSchema = z.strictObject({
  format: z.literal(TEAM_BACKUP_FORMAT),
  version: z.literal(1),
  workspaceId: z.string().min(1).max(200),
  checksum: z.string().regex(/^sha256-[0-9a-f]{64}$/),
  documents: z.strictObject({ company: base64, directory: base64, records: base64 }),
  workspace: z.unknown(),
});

/** A team backup that passed every check: the workspace backup and the loaded documents. */
export interface VerifiedTeamBackup {
  readonly workspaceId: string;
  readonly backup: VerifiedBackup;
  readonly docs: TeamDocs;
}

async function checksumOf(file: Omit<z.output<typeof teamBackupSchema>, 'checksum'>): Promise<string> {
  return `sha256-${await sha256Hex(canonicalJson(file))}`;
}

/** The text of a team backup (readable JSON; the documents are the team's history). */
export async function writeTeamBackupText(
  options: Pick<WriteBackupOptions, 'content' | 'account' | 'exportedAt'> & { workspaceId: string; docs: TeamDocs },
): Promise<string> {
  const workspace = await createBackupFile(options);
  const documents = Object.fromEntries(
    DOC_KINDS.map((kind) => [kind, bytesToBase64(Automerge.save(options.docs[kind]))]),
  ) as Record<DocKind, string>;
  const unsigned = {
    format: TEAM_BACKUP_FORMAT,
    version: 1 as const,
    workspaceId: options.workspaceId,
    documents,
    workspace,
  };
  return JSON.stringify({ ...unsigned, checksum: await checksumOf(unsigned) }, null, 2);
}

function loadDoc(kind: DocKind, encoded: string): TeamDoc {
  let doc: TeamDoc;
  try {
    doc = Automerge.load(base64ToBytes(encoded));
  } catch {
    throw new BackupError('invalid-records', `The ${kind} document of this team backup is damaged.`);
  }
  // Every device's documents grow from the same first change: anything else is not ours.
  if (!Automerge.hasHeads(doc, Automerge.getHeads(genesisDoc(kind))))
    throw new BackupError('invalid-records', `The ${kind} document of this team backup is not a Ledgerline document.`);
  return doc;
}

function refuseBadRecords(docs: TeamDocs): void {
  const problems = DOC_KINDS.flatMap((kind) =>
    tablesOfDoc(kind).flatMap((table) =>
      docRecordKeys(docs, table).flatMap((key) => {
        const decoded = readDocRecord(docs, table, key);
        return decoded && !decoded.ok ? decoded.problems.map((problem) => `${table} ${key}: ${problem}`) : [];
      }),
    ),
  );
  if (problems.length)
    throw new BackupError(
      'invalid-records',
      `The team documents hold invalid records, so nothing was imported.`,
      problems,
    );
}

/** Reads and verifies a team backup completely (checksum, workspace backup, every document record). */
export async function readTeamBackupText(text: string): Promise<VerifiedTeamBackup> {
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
  const docs = Object.fromEntries(DOC_KINDS.map((kind) => [kind, loadDoc(kind, unsigned.documents[kind])])) as Record<
    DocKind,
    TeamDoc
  >;
  refuseBadRecords(docs);
  return { workspaceId: unsigned.workspaceId, backup: read.backup, docs };
}

/** Restores a verified team backup: the workspace's rows, then the documents projected over them. */
export async function restoreTeamBackup(
  db: WorkspaceDb,
  verified: VerifiedTeamBackup,
  mode: RestoreMode,
): Promise<void> {
  await restoreWorkspaceContent(db, verified.backup.content, mode);
  await projectAll(db, verified.docs);
}
