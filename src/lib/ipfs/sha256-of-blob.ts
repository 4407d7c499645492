// A document's whole-file SHA-256 was the slowest step of an import when hashed on the page's
// thread; for a file of some size it is hashed in a worker while the page chunks the same file.
import { createSha256 } from './sha256-stream';

/** Below this a worker's start costs more than it saves: the page hashes as it reads. */
export const WORKER_HASH_MIN_BYTES = 4 * 1024 * 1024;

/**
 * The SHA-256 of a Blob hashed in a worker, or null when there is no Worker (tests) or the blob
 * is small: the caller then hashes the bytes as it reads them.
 */
export function sha256InWorker(blob: Blob): Promise<Uint8Array> | null {
  if (typeof Worker === 'undefined' || blob.size < WORKER_HASH_MIN_BYTES) return null;
  const worker = new Worker(new URL('./sha256.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<{ digest?: Uint8Array; error?: string }>) => {
      if (event.data.digest) resolve(event.data.digest);
      else reject(new Error(event.data.error ?? 'The hashing worker failed'));
    });
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'The hashing worker failed')));
    worker.postMessage(blob);
  }).finally(() => worker.terminate());
}

/** A hash fed as the page reads (the bytes' own SHA-256 when no worker hashes them). */
export function hashAsRead(inWorker: Promise<Uint8Array> | null): {
  update(bytes: Uint8Array): void;
  digest(): Promise<Uint8Array>;
} {
  if (inWorker) {
    inWorker.catch(() => undefined); // Awaited by digest(); an import failing first must not leave it unhandled.
    return { update: () => undefined, digest: () => inWorker };
  }
  const hash = createSha256();
  return { update: (bytes) => void hash.update(bytes), digest: async () => hash.digest() };
}
