import { BackupError } from './backup-errors';
import { CHECKSUM_VERSION, LEGACY_CHECKSUM_MAX_SCHEMA_VERSION, type BackupFile } from './backup-file';
import { contentChecksum, sha256Hex, canonicalJson } from './canonical-json';

/** A readable backup before it is signed: every field but the checksum. */
export type UnsignedBackupFile = Omit<BackupFile, 'checksum'>;

/** The checksum of a file (checksum version 2): `sha256-` of the canonical JSON of all its other fields. */
export async function fileChecksum(file: UnsignedBackupFile): Promise<string> {
  return `sha256-${await sha256Hex(canonicalJson(file))}`;
}

const ALTERED = 'The file’s checksum does not match its content: it was altered or damaged. Nothing was imported.';

/**
 * Refuses a file whose checksum does not match. A file without `checksumVersion` predates
 * checksum version 2 and is verified the old way (content only); such files were only ever
 * written at schema versions ≤ LEGACY_CHECKSUM_MAX_SCHEMA_VERSION, so a newer file stripped of
 * its `checksumVersion` cannot pass with an unprotected header.
 */
export async function verifyChecksum(file: BackupFile): Promise<void> {
  const { checksum, ...unsigned } = file;
  if (file.checksumVersion !== undefined && file.checksumVersion > CHECKSUM_VERSION) {
    throw new BackupError(
      'newer-version',
      'This backup was made by a newer version of Ledgerline (a newer checksum). Update Ledgerline, then import it again.',
    );
  }
  if (file.checksumVersion === CHECKSUM_VERSION) {
    if ((await fileChecksum(unsigned)) !== checksum) throw new BackupError('checksum', ALTERED);
    return;
  }
  if (file.schemaVersion > LEGACY_CHECKSUM_MAX_SCHEMA_VERSION || (await contentChecksum(file.content)) !== checksum) {
    throw new BackupError('checksum', ALTERED);
  }
}
