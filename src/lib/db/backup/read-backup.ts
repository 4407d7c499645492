import type { z } from 'zod';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, type RawRow } from '@/lib/db/schema-versions';
import { TABLE_NAMES, WORKSPACE_TABLES, emptyContent, type TableName, type WorkspaceContent } from '@/lib/db/tables';
import { verifyChecksum } from './backup-checksum';
import { decryptText } from './backup-crypto';
import { BackupError } from './backup-errors';
import { BACKUP_FORMAT, ENCRYPTED_BACKUP_FORMAT, backupFileSchema, encryptedBackupFileSchema } from './backup-file';
import { decodeBlobs } from './blob-codec';
import { findContentConflicts } from './content-rules';

/** A backup that passed every check: safe to show and to restore. */
export interface VerifiedBackup {
  readonly schemaVersion: number;
  readonly exportedAt: string;
  readonly account: string;
  readonly encrypted: boolean;
  readonly counts: Readonly<Record<TableName, number>>;
  readonly content: WorkspaceContent;
}

export type ReadBackupResult =
  { readonly kind: 'locked' } | { readonly kind: 'verified'; readonly backup: VerifiedBackup };

const MAX_LISTED_PROBLEMS = 5;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError('not-json', 'This file is not a Ledgerline backup: it is not JSON.');
  }
}

function formatOf(value: unknown): unknown {
  return value && typeof value === 'object' ? (value as { format?: unknown }).format : undefined;
}

/** Rewrites rows from an older schema version with the same steps the database upgrade uses. */
function upgradeRows(table: TableName, rows: unknown[], fromVersion: number): unknown[] {
  const steps = SCHEMA_VERSIONS.filter((step) => step.version > fromVersion).map((step) => step.upgradeRows?.[table]);
  return rows.map((row) =>
    steps.reduce(
      (current, step) => (step && current && typeof current === 'object' ? step(current as RawRow) : current),
      row,
    ),
  );
}

function describeIssue(table: TableName, index: number, issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? ` (${issue.path.join('.')})` : '';
  return `${WORKSPACE_TABLES[table].label} #${index + 1}${field}: ${issue.message}`;
}

function refuseRecords(problems: string[]): never {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join('; ');
  const more = problems.length > MAX_LISTED_PROBLEMS ? `; and ${problems.length - MAX_LISTED_PROBLEMS} more` : '';
  const count = new Intl.NumberFormat('en').format(problems.length);
  throw new BackupError(
    'invalid-records',
    `${count} problem${problems.length === 1 ? '' : 's'} in the file, so nothing was imported: ${listed}${more}.`,
    problems,
  );
}

/** Checks a readable backup completely: envelope, version, checksum, every record. */
async function verifyPlain(value: unknown, encrypted: boolean): Promise<VerifiedBackup> {
  const envelope = backupFileSchema.safeParse(value);
  if (!envelope.success) {
    const detail = envelope.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ');
    throw new BackupError('not-backup', `This file is not a valid Ledgerline workspace backup (${detail}).`);
  }
  const file = envelope.data;
  if (file.schemaVersion > CURRENT_SCHEMA_VERSION) {
    throw new BackupError(
      'newer-version',
      `This backup was made by a newer version of Ledgerline (schema version ${file.schemaVersion}); this version reads up to ${CURRENT_SCHEMA_VERSION}. Update Ledgerline, then import it again.`,
    );
  }
  await verifyChecksum(file);
  const problems: string[] = [];
  const content = emptyContent();
  for (const name of Object.keys(file.content)) {
    if (!(TABLE_NAMES as string[]).includes(name)) problems.push(`Unknown table “${name}”`);
  }
  for (const table of TABLE_NAMES) {
    let rows: unknown[];
    try {
      rows = upgradeRows(table, decodeBlobs(file.content[table] ?? []) as unknown[], file.schemaVersion);
    } catch {
      problems.push(`${WORKSPACE_TABLES[table].label}: damaged embedded file data`);
      continue;
    }
    const schema = WORKSPACE_TABLES[table].schema;
    const valid: unknown[] = [];
    rows.forEach((row, index) => {
      const result = schema.safeParse(row);
      if (result.success) valid.push(result.data);
      else problems.push(...result.error.issues.map((issue) => describeIssue(table, index, issue)));
    });
    (content as Record<TableName, unknown[]>)[table] = valid;
  }
  problems.push(...findContentConflicts(content));
  if (problems.length) refuseRecords(problems);
  const counts = Object.fromEntries(TABLE_NAMES.map((table) => [table, content[table].length])) as Record<
    TableName,
    number
  >;
  return {
    schemaVersion: file.schemaVersion,
    exportedAt: file.exportedAt,
    account: file.account,
    encrypted,
    counts,
    content,
  };
}

/**
 * Reads a backup file's text and verifies all of it before anything is written. Encrypted files
 * without a passphrase resolve as `locked`; every refusal throws a BackupError saying why.
 */
export async function readBackupText(text: string, passphrase?: string): Promise<ReadBackupResult> {
  const value = parseJson(text);
  const format = formatOf(value);
  if (format === ENCRYPTED_BACKUP_FORMAT) {
    const parsed = encryptedBackupFileSchema.safeParse(value);
    if (!parsed.success)
      throw new BackupError('not-backup', 'This encrypted backup is damaged or from an unknown version of Ledgerline.');
    if (!passphrase) return { kind: 'locked' };
    const inner = parseJson(await decryptText(parsed.data, passphrase));
    return { kind: 'verified', backup: await verifyPlain(inner, true) };
  }
  if (format !== BACKUP_FORMAT) throw new BackupError('not-backup', 'This file is not a Ledgerline workspace backup.');
  return { kind: 'verified', backup: await verifyPlain(value, false) };
}
