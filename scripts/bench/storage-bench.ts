// The Storage benchmark, run in real Chromium by scripts/bench-storage.mjs (never imported by the
// app). Prints nothing itself: it returns the figures. A file of `megabytes` random bytes is made
// as a Blob, then imported from `File.stream()` as the page does (one OPFS pack file, IndexedDB
// keeping the index and refs), exported as a CAR, and read back with every block re-hashed.
// Memory is sampled by the runner.
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { BlockDb } from '@/lib/ipfs/block-db';
import { IdbBlockStore } from '@/lib/ipfs/block-store';
import { exportDocumentsCar } from '@/lib/ipfs/car-documents';
import { readDocument } from '@/lib/ipfs/document-access';
import { importDocument, type DocumentStore } from '@/lib/ipfs/document-store';
import { importFile } from '@/lib/ipfs/import-file';
import { opfsPackFiles } from '@/lib/ipfs/pack-files';

export interface StorageBenchFigures {
  readonly megabytes: number;
  readonly importMs: number;
  /** The same file chunked and hashed with no storage (a sink that drops blocks): the CPU part. */
  readonly chunkOnlyMs: number;
  readonly carMs: number;
  readonly carBytes: number;
  readonly verifyMs: number;
  readonly blocks: number;
}

const CHUNK = 64 * 1024;

function randomBlob(bytes: number): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 0; at < bytes; at += CHUNK)
    parts.push(crypto.getRandomValues(new Uint8Array(Math.min(CHUNK, bytes - at))));
  return new Blob(parts);
}

function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Imports, exports and verifies one random file of `megabytes` MiB in a fresh store. */
export async function runStorageBench(megabytes: number): Promise<StorageBenchFigures> {
  // The runner (scripts/bench-storage.mjs) samples the renderer's heap over CDP per phase.
  const phase = async (name: string) =>
    (globalThis as { benchPhase?: (name: string) => Promise<void> }).benchPhase?.(name);
  const blocksName = `bench-blocks-${crypto.randomUUID()}`;
  const store: DocumentStore = {
    db: new WorkspaceDb(`bench-ws-${crypto.randomUUID()}`),
    blocks: new IdbBlockStore(new BlockDb(blocksName), opfsPackFiles(blocksName)),
  };
  try {
    const file = new File([randomBlob(megabytes * 1024 * 1024)], 'bench.bin');
    collect();
    await phase('import');
    const started = performance.now();
    const document = await importDocument(store, { name: file.name, type: '', content: file });
    const importMs = performance.now() - started;

    const chunkStarted = performance.now();
    await importFile(file.stream(), { put: async () => undefined });
    const chunkOnlyMs = performance.now() - chunkStarted;

    await phase('export');
    let carBytes = 0;
    const carStarted = performance.now();
    for await (const part of exportDocumentsCar(store, [document])) carBytes += part.byteLength;
    const carMs = performance.now() - carStarted;

    const verifyStarted = performance.now();
    for await (const part of readDocument(store, document)) void part;
    const verifyMs = performance.now() - verifyStarted;
    await phase('done');

    return {
      megabytes,
      importMs,
      chunkOnlyMs,
      carMs,
      carBytes,
      verifyMs,
      blocks: (await store.blocks.usage()).blocks,
    };
  } finally {
    await Promise.all([store.db.delete(), store.blocks.deleteAll()]);
  }
}
