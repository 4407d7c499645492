// Reading a UnixFS file back out of a block store, as `@helia/verified-fetch` does: every block is
// re-hashed against its CID before any of its bytes are used, so an altered block in IndexedDB
// stops the read with a BlockVerificationError instead of yielding wrong bytes.
import * as dagPb from '@ipld/dag-pb';
import { UnixFS } from 'ipfs-unixfs';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import type { BlockSource } from './blocks';
import { collectCar } from './car';
import { readAhead } from './read-ahead';
import { assertBlock } from './verify';

/** A block the store does not hold (the document's blocks are not in this browser). */
export class MissingBlockError extends Error {
  constructor(readonly cid: CID) {
    super(`Block ${cid.toString()} is not in this browser's storage (import the document's CAR file to bring it back)`);
    this.name = 'MissingBlockError';
  }
}

/** The verified bytes of a block. */
export async function verifiedBlock(cid: CID, source: BlockSource): Promise<Uint8Array> {
  const bytes = await source.get(cid);
  if (!bytes) throw new MissingBlockError(cid);
  await assertBlock(cid, bytes);
  return bytes;
}

/** Streams a UnixFS file's bytes in order, verifying every block; `onBlock` counts verified blocks. */
export async function* readFile(
  root: CID | string,
  source: BlockSource,
  onBlock?: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  const cid = typeof root === 'string' ? CID.parse(root) : root;
  yield* fileBytes(cid, await verifiedBlock(cid, source), source, onBlock);
}

// One verified block of a file and, depth-first, its children (the next ones loaded ahead).
async function* fileBytes(
  cid: CID,
  bytes: Uint8Array,
  source: BlockSource,
  onBlock?: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  onBlock?.(bytes.byteLength);
  if (cid.code === raw.code) {
    yield bytes;
    return;
  }
  if (cid.code !== dagPb.code)
    throw new Error(`Block ${cid.toString()} is not part of a UnixFS file (codec 0x${cid.code.toString(16)})`);
  const node = dagPb.decode(bytes);
  const unixfs = node.Data ? UnixFS.unmarshal(node.Data) : null;
  if (!unixfs || (unixfs.type !== 'file' && unixfs.type !== 'raw'))
    throw new Error(`${cid.toString()} is not a file (a UnixFS ${unixfs?.type ?? 'node without data'})`);
  if (unixfs.data && unixfs.data.byteLength > 0) yield unixfs.data;
  const links = node.Links.map((link) => link.Hash);
  for await (const [child, childBytes] of readAhead(links, (link) => verifiedBlock(link, source)))
    yield* fileBytes(child, childBytes, source, onBlock);
}

/** Reads a whole (small) file into memory, verified; for previews and attachments. */
export function readFileBytes(root: CID | string, source: BlockSource): Promise<Uint8Array> {
  return collectCar(readFile(root, source));
}

/** Every CID of a UnixFS file's DAG (root first); for adding refs when the same CID is stored again. */
export async function dagCids(root: CID | string, source: BlockSource): Promise<string[]> {
  const out: string[] = [];
  const stack: CID[] = [typeof root === 'string' ? CID.parse(root) : root];
  for (let cid = stack.pop(); cid; cid = stack.pop()) {
    out.push(cid.toString());
    if (cid.code !== dagPb.code) continue;
    const bytes = await source.get(cid);
    if (!bytes) throw new MissingBlockError(cid);
    stack.push(...dagPb.decode(bytes).Links.map((l) => l.Hash));
  }
  return out;
}
