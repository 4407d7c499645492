import { CarBlockIterator, CarWriter } from '@ipld/car';
import * as dagPb from '@ipld/dag-pb';
import { UnixFS } from 'ipfs-unixfs';
import { CID } from 'multiformats/cid';
import { sha256 } from 'multiformats/hashes/sha2';
import * as raw from 'multiformats/codecs/raw';
import type { Block, BlockSource } from './blocks';
import { readAhead } from './read-ahead';
import { assertBlock, BlockVerificationError } from './verify';

/** One document to export: its root CID and the name it gets inside a wrapping directory. */
export interface CarEntry {
  name: string;
  cid: CID;
}

/** Streams a CAR v1 with exactly one root: the entry itself, or a directory wrapping several. */
export async function* exportCar(entries: readonly CarEntry[], source: BlockSource): AsyncGenerator<Uint8Array> {
  const [first] = entries;
  if (!first) throw new Error('Nothing to export');
  const wrapper = entries.length > 1 ? await directoryBlock(entries, source) : undefined;
  const root = wrapper?.cid ?? first.cid;
  const { writer, out } = CarWriter.create([root]);
  const filling = (async () => {
    try {
      if (wrapper) await writer.put(wrapper);
      for await (const block of walk(
        entries.map((e) => e.cid),
        source,
      ))
        await writer.put(block);
    } finally {
      await writer.close();
    }
  })();
  for await (const chunk of out) yield chunk;
  await filling;
}

/** Collects a CAR stream into one byte array (for small exports and tests). */
export async function collectCar(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of chunks) parts.push(part);
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/** Reads a CAR v1 with exactly one root, re-hashing every block; refuses the file at the first bad one. */
export async function readCar(car: Uint8Array | AsyncIterable<Uint8Array>): Promise<{ root: CID; blocks: Block[] }> {
  const reader =
    car instanceof Uint8Array ? await CarBlockIterator.fromBytes(car) : await CarBlockIterator.fromIterable(car);
  const roots = await reader.getRoots();
  const [root] = roots;
  if (!root || roots.length !== 1)
    throw new Error(`A CAR file must have exactly one root; this one has ${roots.length}`);
  const blocks: Block[] = [];
  for await (const { cid, bytes } of reader) {
    try {
      await assertBlock(cid, bytes);
    } catch (error) {
      if (error instanceof BlockVerificationError) throw new Error(`CAR refused: ${error.message}`, { cause: error });
      throw error;
    }
    blocks.push({ cid, bytes });
  }
  if (!blocks.some((b) => b.cid.equals(root)))
    throw new Error(`CAR refused: it does not hold its root block ${root.toString()}`);
  return { root, blocks };
}

// Depth-first, parents before children (the order kubo writes), each block once; the next
// siblings are loaded ahead while a block's subtree is written.
async function* walk(roots: readonly CID[], source: BlockSource): AsyncGenerator<Block> {
  const seen = new Set<string>();
  async function* visit(cids: readonly CID[]): AsyncGenerator<Block> {
    for await (const [cid, block] of readAhead(cids, (c) => load(c, source))) {
      if (seen.has(cid.toString())) continue;
      seen.add(cid.toString());
      yield block;
      yield* visit(links(block));
    }
  }
  yield* visit(roots);
}

async function load(cid: CID, source: BlockSource): Promise<Block> {
  const bytes = await source.get(cid);
  if (!bytes) throw new Error(`Block ${cid.toString()} is missing from the store`);
  return { cid, bytes };
}

function links({ cid, bytes }: Block): CID[] {
  if (cid.code === raw.code) return [];
  if (cid.code === dagPb.code) return dagPb.decode(bytes).Links.map((link) => link.Hash);
  throw new Error(`Block ${cid.toString()} has codec 0x${cid.code.toString(16)}, which a UnixFS export cannot walk`);
}

// The directory kubo's `ipfs add -w` makes: links sorted by name, Tsize = the child's whole DAG size.
async function directoryBlock(entries: readonly CarEntry[], source: BlockSource): Promise<Block> {
  const names = new Set<string>();
  const Links: dagPb.PBLink[] = [];
  for (const { name, cid } of entries) {
    if (name === '' || name.includes('/')) throw new Error(`"${name}" cannot be a file name inside a directory`);
    if (names.has(name)) throw new Error(`Two documents are both named "${name}"`);
    names.add(name);
    Links.push({ Name: name, Hash: cid, Tsize: dagSize(await load(cid, source)) });
  }
  const bytes = dagPb.encode(dagPb.prepare({ Data: new UnixFS({ type: 'directory' }).marshal(), Links }));
  return { cid: CID.createV1(dagPb.code, await sha256.digest(bytes)), bytes };
}

function dagSize({ cid, bytes }: Block): number {
  if (cid.code !== dagPb.code) return bytes.byteLength;
  return dagPb.decode(bytes).Links.reduce((n, link) => n + (link.Tsize ?? 0), bytes.byteLength);
}
