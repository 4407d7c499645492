import { Dexie, type EntityTable, type Table } from 'dexie';
import { DATABASES, accountDatabaseName } from '@/lib/db/databases';
import { guardDatabase } from '@/lib/db/database-guard';

/** The name of every block database starts with it (the account follows; lib/db's databases.ts). */
export const BLOCK_DB_PREFIX = DATABASES.blocks.name;

/** A stored block: its bytes under the full CID string (so the codec is kept). */
export interface StoredBlock {
  cid: string;
  bytes: Uint8Array;
}

/** "Owner uses block": one row per document (or pending import) and CID; the documents→CIDs index. */
export interface BlockRef {
  owner: string;
  cid: string;
}

/** An import under way: its refs are not a document's yet (garbage once it is old and no document has its id). */
export interface PendingImport {
  owner: string;
  startedAt: string;
}

/** Where a block stored in a pack file is: `length` bytes at `offset` of the pack named `pack`. */
export interface PackedBlock {
  cid: string;
  pack: string;
  offset: number;
  length: number;
}

const STORES = { blocks: 'cid', refs: '[owner+cid], cid, owner', pending: 'owner' };

/**
 * The block database of an account's workspace. Separate from the workspace database on
 * purpose: JSON backups stay metadata-only (blocks travel as CAR files), and megabytes of blocks
 * never slow the workspace's schema upgrades. Its own versions: 1, then 2 (blocks compacted), then 3 (the pack index).
 */
export class BlockDb extends Dexie {
  declare blocks: EntityTable<StoredBlock, 'cid'>;
  declare refs: Table<BlockRef, [string, string]>;
  declare pending: EntityTable<PendingImport, 'owner'>;
  declare packed: EntityTable<PackedBlock, 'cid'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(STORES);
    // Version 1 stored each block with the whole buffer its bytes were a view of (a 256 KiB leaf
    // kept the browser's 2 MiB stream read; a CAR's block, the whole CAR): same bytes once read,
    // but several times the disk and the time. Each row is rewritten in a buffer of its own, one
    // at a time so memory stays at one row; the CIDs and the bytes they name do not change.
    this.version(2)
      .stores(STORES)
      .upgrade(async (tx) => {
        const blocks = tx.table<StoredBlock, string>('blocks');
        for (const cid of await blocks.toCollection().primaryKeys()) {
          const row = await blocks.get(cid);
          if (row && row.bytes.byteLength !== row.bytes.buffer.byteLength)
            await blocks.put({ cid, bytes: row.bytes.slice() });
        }
      });
    // Version 3 indexes blocks written to pack files (pack-files.ts). Blocks already in `blocks`
    // stay there and are read from there: nothing is moved, so the upgrade costs nothing.
    this.version(3).stores({ ...STORES, packed: 'cid, pack' });
  }
}

/** The block database name of an account (lowercased, like the workspace's). */
export function blockDbName(account: string): string {
  return accountDatabaseName('blocks', account);
}

let current: BlockDb | null = null;

/** The block database of an account, opened on first use; switching account closes the previous one. */
export function blockDbFor(account: string): BlockDb {
  const name = blockDbName(account);
  if (current?.name === name) return current;
  current?.close();
  current = guardDatabase(new BlockDb(name));
  return current;
}
