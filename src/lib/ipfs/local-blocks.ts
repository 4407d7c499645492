// A block from any account's Storage in this browser, for the public pay page: it has no workspace,
// but the issuer opening their own short link (or a colleague in the same browser) has the block.
import { CID } from 'multiformats/cid';
import { BlockDb, BLOCK_DB_PREFIX } from './block-db';
import { IdbBlockStore } from './block-store';
import { opfsPackFiles } from './pack-files';
import { blockMatches } from './verify';

/** The bytes of `cid` from the first block store of this browser that holds them (re-hashed), or null. */
export async function findLocalBlock(cid: string): Promise<Uint8Array | null> {
  const parsed = CID.parse(cid);
  const names = (await indexedDB.databases()).flatMap((d) => (d.name?.startsWith(BLOCK_DB_PREFIX) ? [d.name] : []));
  for (const name of names) {
    const db = new BlockDb(name);
    try {
      // Through the store's own read (pack files, then the database), as Storage itself reads.
      const bytes = await new IdbBlockStore(db, opfsPackFiles(name)).get(parsed);
      if (bytes && (await blockMatches(parsed, bytes))) return bytes;
    } finally {
      db.close();
    }
  }
  return null;
}
