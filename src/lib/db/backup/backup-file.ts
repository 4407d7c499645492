import { z } from 'zod';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';

export const BACKUP_FORMAT = 'ledgerline-workspace';
export const ENCRYPTED_BACKUP_FORMAT = 'ledgerline-workspace-encrypted';
export const ENCRYPTED_BACKUP_VERSION = 1;

/**
 * What the checksum covers. 2 (written since schema version 3): every field of the file but the checksum
 * itself, so an edited header (schemaVersion, account, exportedAt) is caught too. Files without
 * `checksumVersion` were written before and checksum `content` only; they are still verified
 * that way, so nothing a user exported becomes unreadable.
 */
export const CHECKSUM_VERSION = 2;
/** Content-only checksums exist only in files written when the schema was at most this version. */
export const LEGACY_CHECKSUM_MAX_SCHEMA_VERSION = 2;

/** PBKDF2-SHA256 work factor for new encrypted backups (OWASP 2023 guidance: 600,000). */
export const PBKDF2_ITERATIONS = 600_000;
/** Files asking for more than this are refused, so a crafted file cannot hang the tab. */
export const PBKDF2_MAX_ITERATIONS = 10_000_000;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64 data');

/** The readable backup: the envelope is checked here, each table's rows by their own schemas. */
export const backupFileSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  // Any later version is accepted here so that it is refused as “newer”, not as “not a backup”.
  checksumVersion: z.int().min(CHECKSUM_VERSION).optional(),
  schemaVersion: z.int().min(1),
  exportedAt: z.iso.datetime(),
  account: checksummedAddressSchema,
  checksum: z.string().regex(/^sha256-[0-9a-f]{64}$/, 'Expected sha256-<64 hex digits>'),
  content: z.record(z.string(), z.array(z.unknown())),
});

export type BackupFile = z.output<typeof backupFileSchema>;

/** The passphrase-protected backup: PBKDF2-SHA256 → AES-GCM-256 over the readable file. */
export const encryptedBackupFileSchema = z.strictObject({
  format: z.literal(ENCRYPTED_BACKUP_FORMAT),
  version: z.literal(ENCRYPTED_BACKUP_VERSION),
  kdf: z.strictObject({
    name: z.literal('PBKDF2'),
    hash: z.literal('SHA-256'),
    iterations: z.int().min(1).max(PBKDF2_MAX_ITERATIONS),
    salt: base64,
  }),
  cipher: z.literal('AES-GCM-256'),
  iv: base64,
  ciphertext: base64,
});

export type EncryptedBackupFile = z.output<typeof encryptedBackupFileSchema>;
