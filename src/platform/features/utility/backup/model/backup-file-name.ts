import { isoDay } from '@/lib/primitives/days';

/** The download name of a backup: account (short), UTC date, and whether it is encrypted. */
export function backupFileName(account: string, exportedAt: Date, encrypted: boolean): string {
  const short = `${account.slice(0, 6)}-${account.slice(-4)}`.toLowerCase();
  const day = isoDay(exportedAt);
  return `ledgerline-workspace-${short}-${day}${encrypted ? '-encrypted' : ''}.json`;
}

/** Minimum passphrase length for encrypted backups (PBKDF2 slows guessing; length does the rest). */
export const MIN_PASSPHRASE_LENGTH = 8;

/** Checks the export passphrase fields; returns a message per field, empty when fine. */
export function checkPassphrase(
  passphrase: string,
  confirmation: string,
): { passphrase?: string; confirmation?: string } {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    return { passphrase: `Use at least ${MIN_PASSPHRASE_LENGTH} characters` };
  if (confirmation !== passphrase) return { confirmation: 'The passphrases do not match' };
  return {};
}
