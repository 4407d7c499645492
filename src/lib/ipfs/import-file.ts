import { importer, type ImporterOptions, type ImporterProgressEvents } from 'ipfs-unixfs-importer';
import { fixedSize } from 'ipfs-unixfs-importer/chunker';
import { balanced } from 'ipfs-unixfs-importer/layout';
import type { CID } from 'multiformats/cid';
import type { BlockSink } from './blocks';
import { readStream } from './read-stream';

/**
 * How files are cut into blocks. `kubo` is what `ipfs add --cid-version=1` does by default
 * (256 KiB chunks, balanced DAG of at most 174 links, raw leaves, sha2-256); `unixfs-v1-2025`
 * is the IPIP-499 profile (1 MiB chunks, 1024 links). The same bytes give a different CID
 * under each, so the profile a document was added with must be kept beside it.
 */
export type CidProfile = 'kubo' | 'unixfs-v1-2025';

/** Chunk size and links per node of each profile. */
export const CID_PROFILES: Readonly<Record<CidProfile, { chunkSize: number; maxLinks: number }>> = {
  kubo: { chunkSize: 256 * 1024, maxLinks: 174 },
  'unixfs-v1-2025': { chunkSize: 1024 * 1024, maxLinks: 1024 },
};

/** Bytes in memory, a `File.stream()`, or any async source of chunks. */
export type FileContent = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface ImportOptions {
  profile?: CidProfile;
  /** Called after each chunk is read, with the bytes read so far. */
  onProgress?: (bytesRead: number) => void;
}

export interface ImportedFile {
  cid: CID;
  /** The file's length in bytes. */
  size: number;
}

/** The importer options of a profile: CIDv1, raw leaves, sha2-256, fixed chunks, balanced layout. */
export function importerOptions(profile: CidProfile = 'kubo'): ImporterOptions {
  const { chunkSize, maxLinks } = CID_PROFILES[profile];
  return {
    cidVersion: 1,
    rawLeaves: true,
    reduceSingleLeafToSelf: true,
    chunker: fixedSize({ chunkSize }),
    layout: balanced({ maxChildrenPerNode: maxLinks }),
  };
}

/** Chunks one file into UnixFS blocks, puts each into the sink, and returns the root CID. */
export async function importFile(
  content: FileContent,
  sink: BlockSink,
  options: ImportOptions = {},
): Promise<ImportedFile> {
  const { onProgress } = options;
  let last: ImportedFile | undefined;
  const source = [{ content: toChunks(content) }];
  const store = { put: async (cid: CID, bytes: Uint8Array) => (await sink.put(cid, bytes), cid) };
  const progress = onProgress
    ? (event: ImporterProgressEvents) => {
        if (event.type === 'unixfs:importer:progress:file:read') onProgress(Number(event.detail.bytesRead));
      }
    : undefined;
  for await (const entry of importer(source, store, { ...importerOptions(options.profile), onProgress: progress })) {
    last = { cid: entry.cid, size: Number(entry.unixfs?.fileSize() ?? entry.size) };
  }
  if (!last) throw new Error('The importer produced no root');
  return last;
}

function toChunks(content: FileContent): Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  return content instanceof ReadableStream ? readStream(content) : content;
}

export { readStream };
