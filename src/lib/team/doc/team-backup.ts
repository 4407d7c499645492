// The documents of a team backup: saved whole (their history included), loaded back only when
// each grows from its genesis change and every record passes its schema, then projected over the
// restored rows. The file around them is team-backup-file.ts.
import * as Automerge from '@automerge/automerge/slim';
import { BackupError } from '@/lib/db/backup/backup-errors';
import { base64ToBytes, bytesToBase64 } from '@/lib/db/backup/base64';
import type { VerifiedBackup } from '@/lib/db/backup/read-backup';
import { restoreWorkspaceContent, type RestoreMode } from '@/lib/db/backup/workspace-content';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { docRecordKeys, genesisDoc, readDocRecord, type TeamDoc, type TeamDocs } from './documents';
import { projectAll } from './projector';
import type { EncodedDocs } from './team-backup-file';
import { DOC_KINDS, tablesOfDoc, type DocKind } from './shared-tables';

/** Each document's full save, base64 (what a team backup carries). */
export function encodeTeamDocs(docs: TeamDocs): EncodedDocs {
  return Object.fromEntries(DOC_KINDS.map((kind) => [kind, bytesToBase64(Automerge.save(docs[kind]))])) as EncodedDocs;
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

/** Loads a team backup's documents; refuses (BackupError) a damaged or foreign one, or any invalid record. */
export function decodeTeamDocs(documents: EncodedDocs): TeamDocs {
  const docs = Object.fromEntries(DOC_KINDS.map((kind) => [kind, loadDoc(kind, documents[kind])])) as TeamDocs;
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
      'The team documents hold invalid records, so nothing was imported.',
      problems,
    );
  return docs;
}

/** Restores a verified team backup: the workspace's rows, then the documents projected over them. */
export async function restoreTeamBackup(
  db: WorkspaceDb,
  verified: { readonly backup: VerifiedBackup; readonly docs: TeamDocs },
  mode: RestoreMode,
): Promise<void> {
  await restoreWorkspaceContent(db, verified.backup.content, mode);
  await projectAll(db, verified.docs);
}
