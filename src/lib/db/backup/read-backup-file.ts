import { BackupError } from './backup-errors';

/**
 * The largest backup file accepted: 100 MiB. JSON.parse needs the whole text at once, and
 * verifying holds several copies of it (the text, the parsed tree, decrypted bytes, decoded
 * blobs, checked rows), about five times the file; past this a phone's tab runs out of memory
 * instead of saying why. docs/product.md#backups gives the same figure.
 */
export const MAX_BACKUP_FILE_BYTES = 100 * 1024 * 1024;

/** How much of a file has been read, for a progress bar. */
export interface ReadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Refuses a file over MAX_BACKUP_FILE_BYTES from its size alone, before any byte is read. */
export function checkBackupFileSize(size: number, limit: number = MAX_BACKUP_FILE_BYTES): void {
  if (size <= limit) return;
  const mb = (bytes: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  throw new BackupError(
    'too-large',
    `This file is ${mb(size)} MB; backups over ${mb(limit)} MB cannot be imported in the browser. Nothing was read or imported.`,
  );
}

/**
 * Reads a backup file's text as a stream (UTF-8, invalid bytes refused), reporting progress per
 * chunk, after refusing it by size. `limit` exists for tests; the app uses the default.
 */
export async function readBackupFileText(
  file: Blob,
  onProgress?: (progress: ReadProgress) => void,
  limit: number = MAX_BACKUP_FILE_BYTES,
): Promise<string> {
  checkBackupFileSize(file.size, limit);
  let loaded = 0;
  const counter = new TransformStream<Uint8Array<ArrayBuffer>, BufferSource>({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      // A file that grew after it was picked is refused too: its size was checked, not its bytes.
      if (loaded > limit)
        throw new BackupError('too-large', 'This file grew while it was being read. Nothing was imported.');
      onProgress?.({ loaded, total: file.size });
      controller.enqueue(chunk);
    },
  });
  const parts: string[] = [];
  try {
    const reader = file
      .stream()
      .pipeThrough(counter)
      .pipeThrough(new TextDecoderStream('utf-8', { fatal: true }))
      .getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('not-json', 'This file is not a Ledgerline backup: it is not UTF-8 text.');
  }
  return parts.join('');
}
