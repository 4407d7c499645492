// The IndexedDB block store: blocks keyed by CID string, shared by every document that uses them
// (deduplicated), with a documents→CIDs index (`refs`) instead of a counter, so a retried write
// can never count twice and deleting a document frees exactly the blocks nobody else uses.
//
// All or nothing per document: an import first registers its owner id as `pending`, writes its
// blocks and refs, and only then does the caller write the document row and `commit`. A failure
// (storage full, a bad stream, a closed tab) leaves refs of an owner with no document: `release`
// removes them at once, or `collectGarbage` later (next page open), so no half document shows and
// no orphan block stays.
import type { CID } from 'multiformats/cid';
import type { BlockDb, StoredBlock } from './block-db';
import type { BlockSink, BlockSource } from './blocks';

/** Bytes buffered before one write transaction (fewer, larger transactions are much faster). */
const FLUSH_BYTES = 4 * 1024 * 1024;

/** A sink that writes an owner's blocks in batches; call flush() once the importer is done. */
export interface BlockWriter extends BlockSink {
  flush(): Promise<void>;
  /** Resolves once no write is under way, whatever its outcome (before releasing a failed import). */
  settled(): Promise<void>;
}

/** Blocks of one account's workspace, in its block database. */
export class IdbBlockStore implements BlockSource {
  constructor(readonly db: BlockDb) {}

  /** The bytes stored under a CID (not re-hashed: readers verify), or undefined. */
  async get(cid: CID): Promise<Uint8Array | undefined> {
    return (await this.db.blocks.get(cid.toString()))?.bytes;
  }

  /** Whether a block is held. */
  async has(cid: CID | string): Promise<boolean> {
    return (await this.db.blocks.where('cid').equals(cid.toString()).count()) > 0;
  }

  /** Marks an import as under way, so garbage collection leaves its refs alone for a while. */
  async begin(owner: string, now: Date = new Date()): Promise<void> {
    await this.db.pending.put({ owner, startedAt: now.toISOString() });
  }

  /**
   * A sink for the importer: each block is stored once and referenced by `owner`. One batch is
   * written while the next is being chunked and hashed (at most two batches in memory), so the
   * database and the hashing overlap instead of taking turns.
   */
  writerFor(owner: string): BlockWriter {
    let batch: StoredBlock[] = [];
    let bytes = 0;
    let writing: Promise<void> = Promise.resolve();
    const send = async () => {
      const rows = batch;
      batch = [];
      bytes = 0;
      await writing;
      writing = this.putBlocks(owner, rows);
      writing.catch(() => undefined); // Rethrown by the next send or flush, never unhandled.
    };
    return {
      put: async (cid, data) => {
        batch.push({ cid: cid.toString(), bytes: ownBuffer(data) });
        bytes += data.byteLength;
        if (bytes >= FLUSH_BYTES) await send();
      },
      flush: async () => {
        if (batch.length > 0) await send();
        await writing;
      },
      settled: () => writing.catch(() => undefined),
    };
  }

  /** Stores blocks and refs of an owner in one transaction; a block already held is not rewritten. */
  async putBlocks(owner: string, rows: readonly StoredBlock[]): Promise<void> {
    const { blocks, refs } = this.db;
    await this.db.transaction('rw', blocks, refs, async () => {
      const held = new Set(
        await blocks
          .where('cid')
          .anyOf(rows.map((r) => r.cid))
          .primaryKeys(),
      );
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

  /** Drops an owner's refs and deletes the blocks no other owner uses; resolves with the blocks freed. */
  async release(owner: string): Promise<number> {
    const { blocks, refs, pending } = this.db;
    return this.db.transaction('rw', blocks, refs, pending, async () => {
      const keys = await refs.where('owner').equals(owner).primaryKeys();
      await refs.bulkDelete(keys);
      const freed: string[] = [];
      for (const [, cid] of keys) if ((await refs.where('cid').equals(cid).count()) === 0) freed.push(cid);
      await blocks.bulkDelete(freed);
      await pending.delete(owner);
      return freed.length;
    });
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
   * than `graceMs` ago (another tab may still be writing it). Resolves with the owners released.
   */
  async collectGarbage(
    isDocument: (owner: string) => Promise<boolean>,
    now: Date = new Date(),
    graceMs = 24 * 3600_000,
  ): Promise<string[]> {
    const owners = (await this.db.refs.orderBy('owner').uniqueKeys()).map(String);
    const pending = new Map((await this.db.pending.toArray()).map((p) => [p.owner, Date.parse(p.startedAt)]));
    for (const owner of pending.keys()) if (!owners.includes(owner)) owners.push(owner);
    const released: string[] = [];
    for (const owner of owners) {
      if (await isDocument(owner)) {
        if (pending.has(owner)) await this.commit(owner); // The document row was written; the commit was not.
        continue;
      }
      const started = pending.get(owner);
      if (started !== undefined && now.getTime() - started < graceMs) continue;
      await this.release(owner);
      released.push(owner);
    }
    return released;
  }

  /** How many blocks and bytes are held (for the page's summary). */
  async usage(): Promise<{ blocks: number; bytes: number }> {
    let bytes = 0;
    let blocks = 0;
    await this.db.blocks.each((row) => {
      blocks += 1;
      bytes += row.bytes.byteLength;
    });
    return { blocks, bytes };
  }
}

/**
 * The bytes in an ArrayBuffer of their own. IndexedDB stores a typed array's whole buffer, and the
 * importer's 256 KiB leaves are views into the browser's 2 MiB stream reads (a CAR's blocks, into
 * the whole CAR): stored as they are, each block would cost its whole buffer on disk and on read.
 */
export function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
