import type { CID } from 'multiformats/cid';
import type { Block, BlockSink, BlockSource } from './blocks';

/**
 * Blocks held in a Map keyed by the full CID string, so the codec survives (blockstore-core's
 * MemoryBlockstore keys by multihash and its getAll() hands every block back as raw).
 */
export class MemoryBlocks implements BlockSink, BlockSource {
  readonly #blocks = new Map<string, Block>();

  /** Stores a block; a CID already held is kept as it is. */
  async put(cid: CID, bytes: Uint8Array): Promise<void> {
    const key = cid.toString();
    if (!this.#blocks.has(key)) this.#blocks.set(key, { cid, bytes });
  }

  /** The block's bytes, or undefined when it is not held. */
  async get(cid: CID): Promise<Uint8Array | undefined> {
    return this.#blocks.get(cid.toString())?.bytes;
  }

  /** Every block held, in insertion order. */
  blocks(): Block[] {
    return [...this.#blocks.values()];
  }

  /** How many distinct blocks are held. */
  get size(): number {
    return this.#blocks.size;
  }
}
