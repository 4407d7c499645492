// The IndexedDB block store: blocks keyed by CID string, shared by every document that uses them
// (deduplicated), with a documents→CIDs index (`refs`) instead of a counter, so a retried write
// can never count twice and deleting a document frees exactly the blocks nobody else uses.
//
// Where the browser has the Origin Private File System, an import's new blocks go into one pack
// file of their own (pack-files.ts: about ten times faster to write than IndexedDB) and IndexedDB
// keeps only where each is (`packed`); blocks stored before, or where there is no OPFS, stay in
// `blocks`. Reads look in both. A pack file goes once none of its blocks is used any more.
//
// All or nothing per document: an import first registers its owner id as `pending`, writes its
// blocks and refs, and only then does the caller write the document row and `commit`. A failure
// (storage full, a bad stream, a closed tab) leaves refs of an owner with no document: `release`
// removes them at once, or `collectGarbage` later (next page open), so no half document shows and
// no orphan block stays.
import type { CID } from 'multiformats/cid';
import type { BlockDb, PackedBlock, StoredBlock } from './block-db';
import { batchingWriter, concatBytes, FLUSH_BYTES, ownBuffer, type BlockWriter } from './block-writer';
import type { BlockSource } from './blocks';
import { collectBlockGarbage } from './block-garbage';
import type { PackFiles, PackWriter } from './pack-files';

export type { BlockWriter } from './block-writer';

/** Bytes per batch of a pack: each costs one or two IndexedDB transactions whatever its size. */
const PACK_FLUSH_BYTES = 8 * 1024 * 1024;

/** Where a writer's batches go: its pack (opened on first use) and whether to ask what is held first. */
interface PackTarget {
  readonly open: () => Promise<PackWriter | null>;
  checkHeld: boolean;
  /** The index transactions of batches whose bytes are written, in order (awaited before closing). */
  indexing: Promise<void>;
}

/** Writes of one batch retried when blocks it counted on were freed meanwhile by another tab. */
const PACK_ATTEMPTS = 3;

/** Blocks of one account's workspace: pack files (when `packs` is given and works) and its block database. */
export class IdbBlockStore implements BlockSource {
  constructor(
    readonly db: BlockDb,
    readonly packs: PackFiles | null = null,
  ) {}

  /** The bytes stored under a CID (not re-hashed: readers verify), or undefined. */
  async get(cid: CID): Promise<Uint8Array | undefined> {
    const key = cid.toString();
    const { blocks, packed: index } = this.db;
    const [packed, row] = await this.db.transaction('r', blocks, index, () =>
      Promise.all([index.get(key), blocks.get(key)]),
    );
    if (row) return row.bytes;
    return packed && this.packs ? this.packs.read(packed.pack, packed.offset, packed.length) : undefined;
  }

  /** Whether a block is held. */
  async has(cid: CID | string): Promise<boolean> {
    return (await this.heldOf([cid.toString()])).size > 0;
  }

  /**
   * Which of these CIDs are held, in a pack or in the database. One key count per CID and table,
   * all sent at once (a key-list query walks a cursor, one round trip per key).
   */
  private heldOf(cids: readonly string[]): Promise<Set<string>> {
    const { blocks, packed } = this.db;
    return this.db.transaction('r', blocks, packed, async () => {
      const counts = await Promise.all(
        cids.flatMap((cid) => [blocks.where('cid').equals(cid).count(), packed.where('cid').equals(cid).count()]),
      );
      return new Set(cids.filter((_, i) => counts[2 * i]! + counts[2 * i + 1]! > 0));
    });
  }

  /** Marks an import as under way, so garbage collection leaves its refs alone for a while. */
  async begin(owner: string, now: Date = new Date()): Promise<void> {
    await this.db.pending.put({ owner, startedAt: now.toISOString() });
  }

  /**
   * A sink for the importer: each block is stored once and referenced by `owner`. One batch is
   * written while the next is being chunked and hashed. New blocks go to the pack file named
   * `owner`, opened at the first block not already held, or to the database when none opens.
   */
  writerFor(owner: string): BlockWriter {
    let pack: Promise<PackWriter | null> | null = null;
    const open = () => (pack ??= this.packs ? this.packs.open(owner).catch(() => null) : Promise.resolve(null));
    const target: PackTarget = { open, checkHeld: true, indexing: Promise.resolve() };
    return batchingWriter(
      (rows) => (this.packs ? this.putPacked(owner, rows, target) : this.putBlocks(owner, rows)),
      async () => {
        await target.indexing.finally(async () => (await pack)?.close());
      },
      this.packs ? PACK_FLUSH_BYTES : FLUSH_BYTES,
    );
  }

  /**
   * Appends the blocks not yet held to the owner's pack file, then indexes them and writes the
   * refs in one transaction (to the database instead when no pack opens). Each IndexedDB
   * transaction costs tens of milliseconds on a loaded machine whatever its size, so which blocks
   * are held is asked before writing only while the batches so far had some (the first batch
   * always): an import sharing nothing then costs one transaction per batch, and a block found
   * held after all costs its bytes in the pack, never a second index entry. A file write cannot
   * sit inside an IndexedDB transaction, so the transaction checks that the blocks taken as held
   * still are (another tab may have freed them meanwhile); if not, the batch goes again.
   */
  async putPacked(owner: string, rows: readonly StoredBlock[], target: PackTarget): Promise<void> {
    const { blocks, packed, refs } = this.db;
    const cids = rows.map((row) => row.cid);
    for (let attempt = 1; ; attempt += 1) {
      await Promise.race([target.indexing, undefined]); // An earlier index that failed fails this batch.
      const held = target.checkHeld ? await this.heldOf(cids) : new Set<string>();
      if (held.size === 0) target.checkHeld = false; // Until an index transaction finds a block held.
      const fresh = new Map<string, Uint8Array>();
      for (const row of rows) if (!held.has(row.cid)) fresh.set(row.cid, row.bytes);
      const placed: PackedBlock[] = [];
      if (fresh.size) {
        const writer = await target.open();
        if (!writer) return this.putBlocks(owner, rows);
        let offset = await writer.append(concatBytes([...fresh.values()]));
        for (const [cid, bytes] of fresh) {
          placed.push({ cid, pack: owner, offset, length: bytes.byteLength });
          offset += bytes.byteLength;
        }
      }
      const index = () =>
        this.db.transaction('rw', blocks, packed, refs, async () => {
          const now = await this.heldOf(cids);
          if ([...held].some((cid) => !now.has(cid))) return false;
          await packed.bulkPut(placed.filter((block) => !now.has(block.cid)));
          await refs.bulkPut(cids.map((cid) => ({ owner, cid })));
          target.checkHeld = now.size > 0;
          return true;
        });
      if (held.size === 0) {
        // Nothing taken as held, so nothing can vanish: this batch is indexed while the next one's
        // bytes are written (in order; a failure surfaces at the next batch or at flush).
        const indexed = target.indexing.then(async () => void (await index()));
        target.indexing = indexed;
        indexed.catch(() => undefined);
        return;
      }
      await target.indexing;
      const done = await index();
      if (done) return;
      target.checkHeld = true;
      if (attempt === PACK_ATTEMPTS) throw new Error('Blocks this import shares were being deleted; import it again');
    }
  }

  /** Stores blocks and refs of an owner in the database in one transaction; a block already held is not rewritten. */
  async putBlocks(owner: string, rows: readonly StoredBlock[]): Promise<void> {
    const { blocks, packed, refs } = this.db;
    await this.db.transaction('rw', blocks, packed, refs, async () => {
      const held = await this.heldOf(rows.map((r) => r.cid));
      const fresh = new Map<string, StoredBlock>();
      for (const row of rows) if (!held.has(row.cid)) fresh.set(row.cid, row);
      if (fresh.size)
        await blocks.bulkPut([...fresh.values()].map((row) => ({ cid: row.cid, bytes: ownBuffer(row.bytes) })));
      await refs.bulkPut(rows.map((row) => ({ owner, cid: row.cid })));
    });
  }

  /** The import of `owner` became a document: its refs are now kept. */
  async commit(owner: string): Promise<void> {
    await this.db.pending.delete(owner);
  }

  /**
   * Drops an owner's refs and deletes the blocks no other owner uses, then the pack files left
   * with no block (the owner's own included, even if none of it was indexed); resolves with the
   * blocks freed.
   */
  async release(owner: string): Promise<number> {
    const { blocks, packed, refs, pending } = this.db;
    const { freed, emptied } = await this.db.transaction('rw', blocks, packed, refs, pending, async () => {
      const keys = await refs.where('owner').equals(owner).primaryKeys();
      await refs.bulkDelete(keys);
      const freed: string[] = [];
      for (const [, cid] of keys) if ((await refs.where('cid').equals(cid).count()) === 0) freed.push(cid);
      const packs = new Set([owner]);
      for (const block of await packed.bulkGet(freed)) if (block) packs.add(block.pack);
      await blocks.bulkDelete(freed);
      await packed.bulkDelete(freed);
      await pending.delete(owner);
      const emptied: string[] = [];
      for (const pack of packs) if ((await packed.where('pack').equals(pack).count()) === 0) emptied.push(pack);
      return { freed, emptied };
    });
    // After the transaction: a file removed before it committed could leave index rows without bytes.
    if (this.packs) for (const pack of emptied) await this.packs.remove(pack).catch(() => undefined);
    return freed.length;
  }

  /** Adds refs of `owner` to blocks already held (a second document with the same CID). */
  async addRefs(owner: string, cids: readonly string[]): Promise<void> {
    await this.db.refs.bulkPut(cids.map((cid) => ({ owner, cid })));
  }

  /** The CIDs an owner references. */
  async cidsOf(owner: string): Promise<string[]> {
    return (await this.db.refs.where('owner').equals(owner).primaryKeys()).map(([, cid]) => cid);
  }

  /**
   * Releases every owner that is not a live document, unless it is an import that started less
   * than `graceMs` ago (another tab may still be writing it), then removes pack files nothing
   * indexes or writes. Resolves with the owners released.
   */
  collectGarbage(isDocument: (owner: string) => Promise<boolean>, now?: Date, graceMs?: number): Promise<string[]> {
    return collectBlockGarbage(this, isDocument, now, graceMs);
  }

  /** How many blocks and bytes are held (for the page's summary). */
  async usage(): Promise<{ blocks: number; bytes: number }> {
    let bytes = 0;
    let blocks = 0;
    await this.db.blocks.each((row) => {
      blocks += 1;
      bytes += row.bytes.byteLength;
    });
    await this.db.packed.each((row) => {
      blocks += 1;
      bytes += row.length;
    });
    return { blocks, bytes };
  }

  /** Deletes the block database and every pack file of it (tests, benchmarks). */
  async deleteAll(): Promise<void> {
    await this.db.delete();
    await this.packs?.removeAll();
  }
}
