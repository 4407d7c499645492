// CAR files of documents: export one document (its root) or several (a directory wrapping them,
// one root as CAR v1 asks), every block re-hashed on the way out; import a CAR, every block
// verified by readCar, as one document per file (a directory root gives one per entry).
import * as dagPb from '@ipld/dag-pb';
import { bytesToHex } from '@noble/hashes/utils';
import { UnixFS } from 'ipfs-unixfs';
import { CID } from 'multiformats/cid';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { addRecord } from '@/lib/db/records';
import { exportCar, readCar, type CarEntry } from './car';
import type { DocumentStore } from './document-store';
import { encryptedKind } from './encryption';
import { MemoryBlocks } from './memory-blocks';
import { dagCids, readFile, verifiedBlock } from './read-file';
import { createSha256 } from './sha256-stream';

/** A CAR v1 stream of the documents (names made unique for the wrapping directory). */
export function exportDocumentsCar(
  store: DocumentStore,
  documents: readonly StorageDocument[],
): AsyncGenerator<Uint8Array> {
  const used = new Map<string, number>();
  const entries: CarEntry[] = documents.map((d) => {
    const count = used.get(d.name) ?? 0;
    used.set(d.name, count + 1);
    const name = (count ? `${count + 1}-${d.name}` : d.name).replaceAll('/', '_');
    return { name, cid: CID.parse(d.cid) };
  });
  return exportCar(entries, { get: (cid) => verifiedBlock(cid, store.blocks) });
}

/** The files a CAR's root names: itself, or each entry of a UnixFS directory. */
async function filesOf(root: CarEntry, blocks: MemoryBlocks): Promise<CarEntry[]> {
  if (root.cid.code !== dagPb.code) return [root];
  const node = dagPb.decode((await blocks.get(root.cid))!);
  const unixfs = node.Data ? UnixFS.unmarshal(node.Data) : null;
  if (unixfs?.type !== 'directory') return [root];
  return node.Links.map((l) => ({ name: l.Name ?? l.Hash.toString(), cid: l.Hash }));
}

/**
 * Imports a CAR as documents (refused whole if any block does not match its CID). Size and
 * SHA-256 are of the bytes as stored: an encrypted document stays encrypted (its kind is read
 * from its header) and its SHA-256 is then of the ciphertext.
 */
export async function importCarDocuments(
  store: DocumentStore,
  car: Uint8Array,
  fileName: string,
  now: Date = new Date(),
): Promise<StorageDocument[]> {
  const { root, blocks } = await readCar(car);
  const held = new MemoryBlocks();
  for (const block of blocks) await held.put(block.cid, block.bytes);
  const documents: StorageDocument[] = [];
  for (const entry of await filesOf({ name: fileName.replace(/\.car$/i, '') || root.toString(), cid: root }, held)) {
    const id = crypto.randomUUID();
    const hash = createSha256();
    let size = 0;
    let head: Uint8Array | null = null;
    for await (const part of readFile(entry.cid, held)) {
      head ??= part;
      hash.update(part);
      size += part.byteLength;
    }
    const kind = head ? encryptedKind(head) : null;
    await store.blocks.begin(id, now);
    const writer = store.blocks.writerFor(id); // A pack file where the browser has OPFS, as a file import.
    try {
      for (const cid of await dagCids(entry.cid, held)) {
        const parsed = CID.parse(cid);
        await writer.put(parsed, (await held.get(parsed))!);
      }
      await writer.flush();
      documents.push(
        await addRecord(store.db, 'documents', {
          id,
          name: entry.name,
          type: '',
          size,
          storedSize: size,
          cid: entry.cid.toString(),
          profile: 'kubo',
          sha256: `0x${bytesToHex(hash.digest())}`,
          encryption: kind ? { kind, account: null } : null,
          tags: ['car-import'],
          pins: [],
          anchor: null,
          links: [],
          createdAt: now.toISOString(),
          revision: 1,
        }),
      );
      await store.blocks.commit(id);
    } catch (error) {
      await writer.settled(); // A batch still being written would otherwise land after the release.
      await store.blocks.release(id).catch(() => undefined);
      throw error;
    }
  }
  return documents;
}
