import { CURRENT_SCHEMA_VERSION } from '@/lib/db/schema-versions';
import type { WorkspaceContent } from '@/lib/db/tables';
import { encodeBlobs } from './blob-codec';
import { encryptText } from './backup-crypto';
import { fileChecksum } from './backup-checksum';
import { BACKUP_FORMAT, CHECKSUM_VERSION, type BackupFile } from './backup-file';

export interface WriteBackupOptions {
  readonly content: WorkspaceContent;
  /** The account whose workspace this is (EIP-55). */
  readonly account: string;
  readonly exportedAt?: Date;
  /** Encrypts the file when given (non-empty). */
  readonly passphrase?: string;
  /** PBKDF2 work factor; leave unset outside tests (the production default applies). */
  readonly iterations?: number;
}

/** Builds the readable backup object: envelope, blobs in base64, a checksum over header and content. */
export async function createBackupFile(
  options: Pick<WriteBackupOptions, 'content' | 'account' | 'exportedAt'>,
): Promise<BackupFile> {
  const content = (await encodeBlobs(options.content)) as BackupFile['content'];
  const unsigned = {
    format: BACKUP_FORMAT,
    checksumVersion: CHECKSUM_VERSION,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    account: options.account,
    content,
  } as const;
  const checksum = await fileChecksum(unsigned);
  // The checksum is written before the content so that a reader sees the header first.
  const { content: body, ...header } = unsigned;
  return { ...header, checksum, content: body };
}

/** The text of a backup file: indented JSON, or the encrypted envelope when a passphrase is given. */
export async function writeBackupText(options: WriteBackupOptions): Promise<string> {
  const file = await createBackupFile(options);
  if (!options.passphrase) return JSON.stringify(file, null, 2);
  const encrypted = await encryptText(JSON.stringify(file), options.passphrase, options.iterations);
  return JSON.stringify(encrypted, null, 2);
}
