// The importer hands blocks over one at a time; the stores write them in batches, one batch being
// written while the next is chunked and hashed (at most two in memory).
import type { StoredBlock } from './block-db';
import type { BlockSink } from './blocks';

/** Bytes buffered before one write (fewer, larger writes are much faster). */
export const FLUSH_BYTES = 4 * 1024 * 1024;

/** A sink that writes an owner's blocks in batches; call flush() once the importer is done. */
export interface BlockWriter extends BlockSink {
  flush(): Promise<void>;
  /** Resolves once no write is under way, whatever its outcome (before releasing a failed import). */
  settled(): Promise<void>;
}

/** A BlockWriter that hands batches of about `flushBytes` to `write`, then calls `close` once. */
export function batchingWriter(
  write: (rows: StoredBlock[]) => Promise<void>,
  close: () => Promise<void> = async () => undefined,
  flushBytes = FLUSH_BYTES,
): BlockWriter {
  let batch: StoredBlock[] = [];
  let bytes = 0;
  let writing: Promise<void> = Promise.resolve();
  let closing: Promise<void> | null = null;
  const send = async () => {
    const rows = batch;
    batch = [];
    bytes = 0;
    await writing;
    writing = write(rows);
    writing.catch(() => undefined); // Rethrown by the next send or flush, never unhandled.
  };
  return {
    put: async (cid, data) => {
      batch.push({ cid: cid.toString(), bytes: data });
      bytes += data.byteLength;
      if (bytes >= flushBytes) await send();
    },
    flush: async () => {
      if (batch.length > 0) await send();
      await writing;
      await (closing ??= close());
    },
    settled: async () => {
      await writing.catch(() => undefined);
      await (closing ??= close()).catch(() => undefined);
    },
  };
}

/** The blocks' bytes one after another in one new buffer (one copy, one write, transferable). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * The bytes in an ArrayBuffer of their own. IndexedDB stores a typed array's whole buffer, and the
 * importer's 256 KiB leaves are views into the browser's 2 MiB stream reads (a CAR's blocks, into
 * the whole CAR): stored as they are, each block would cost its whole buffer on disk and on read.
 */
export function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
