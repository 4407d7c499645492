import { describe, expect, it } from 'vitest';
import { BackupError } from './backup-errors';
import { MAX_BACKUP_FILE_BYTES, checkBackupFileSize, readBackupFileText, type ReadProgress } from './read-backup-file';

async function refusalOf(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

describe('reading a backup file', () => {
  it('has a documented limit of 100 MiB', () => {
    expect(MAX_BACKUP_FILE_BYTES).toBe(104_857_600);
    expect(() => checkBackupFileSize(MAX_BACKUP_FILE_BYTES)).not.toThrow();
    expect(() => checkBackupFileSize(MAX_BACKUP_FILE_BYTES + 1)).toThrow(BackupError);
  });

  it('refuses a file over the limit from its size, before reading a byte', async () => {
    let streamed = false;
    const big = {
      size: MAX_BACKUP_FILE_BYTES + 1,
      stream: () => ((streamed = true), new Blob([]).stream()),
    } as unknown as Blob;
    const error = await refusalOf(readBackupFileText(big));
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe(
      'This file is 100 MB; backups over 100 MB cannot be imported in the browser. Nothing was read or imported.',
    );
    expect(streamed).toBe(false);
  });

  it('streams the text (multi-byte characters across chunks) and reports progress up to the whole size', async () => {
    const text = `{"name":"${'Zürich ✓ '.repeat(50_000)}"}`;
    // Parts of 1,001 bytes, so that chunks end inside multi-byte characters.
    const bytes = new TextEncoder().encode(text);
    const parts = Array.from({ length: Math.ceil(bytes.length / 1001) }, (_, i) =>
      bytes.slice(i * 1001, (i + 1) * 1001),
    );
    const file = new Blob(parts);
    const progress: ReadProgress[] = [];
    expect(await readBackupFileText(file, (p) => progress.push(p))).toBe(text);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ loaded: file.size, total: file.size });
    expect(progress.every((p, i) => i === 0 || p.loaded > (progress[i - 1]?.loaded ?? 0))).toBe(true);
  });

  it('refuses bytes that are not UTF-8 text', async () => {
    const error = await refusalOf(readBackupFileText(new Blob([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])])));
    expect(error.reason).toBe('not-json');
  });

  it('applies a smaller limit when given one', async () => {
    expect((await refusalOf(readBackupFileText(new Blob(['x'.repeat(11)]), undefined, 10))).message).toContain(
      'over 0 MB',
    );
  });
});
