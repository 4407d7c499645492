/** Why a backup file was refused. Every refusal changes nothing in the workspace. */
export type BackupRefusal =
  'too-large' | 'not-json' | 'not-backup' | 'newer-version' | 'checksum' | 'invalid-records' | 'wrong-passphrase';

/** A refused backup file, with a message that says why in the user's terms. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
  constructor(
    readonly reason: BackupRefusal,
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}
