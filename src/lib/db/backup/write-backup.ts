import { CURRENT_SCHEMA_VERSION } from '../schema-versions';
import type { WorkspaceContent } from '../tables';
import { encodeBlobs } from './blob-codec';
import { encryptText } from './backup-crypto';
import { BACKUP_FORMAT, type BackupFile } from './backup-file';
import { contentChecksum } from './canonical-json';

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

/** Builds the readable backup object: envelope, checksum of the canonical content, blobs in base64. */
export async function createBackupFile(options: Pick<WriteBackupOptions, 'content' | 'account' | 'exportedAt'>): Promise<BackupFile> {
  const content = (await encodeBlobs(options.content)) as BackupFile['content'];
  return {
    format: BACKUP_FORMAT,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    account: options.account,
    checksum: await contentChecksum(content),
    content,
  };
}

/** The text of a backup file: indented JSON, or the encrypted envelope when a passphrase is given. */
export async function writeBackupText(options: WriteBackupOptions): Promise<string> {
  const file = await createBackupFile(options);
  if (!options.passphrase) return JSON.stringify(file, null, 2);
  const encrypted = await encryptText(JSON.stringify(file), options.passphrase, options.iterations);
  return JSON.stringify(encrypted, null, 2);
}
