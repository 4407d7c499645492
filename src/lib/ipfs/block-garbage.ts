// Garbage of the block store: refs of imports that never became documents (a closed tab, a
// crash), and pack files that nothing indexes (a crash between a release's transaction and the
// file's removal).
import type { IdbBlockStore } from './block-store';

/** Releases the owners that are not documents (past the grace of an import under way), then sweeps orphan pack files. */
export async function collectBlockGarbage(
  store: IdbBlockStore,
  isDocument: (owner: string) => Promise<boolean>,
  now: Date = new Date(),
  graceMs = 24 * 3600_000,
): Promise<string[]> {
  const { db } = store;
  const owners = (await db.refs.orderBy('owner').uniqueKeys()).map(String);
  const pending = new Map((await db.pending.toArray()).map((p) => [p.owner, Date.parse(p.startedAt)]));
  for (const owner of pending.keys()) if (!owners.includes(owner)) owners.push(owner);
  const released: string[] = [];
  for (const owner of owners) {
    if (await isDocument(owner)) {
      if (pending.has(owner)) await store.commit(owner); // The document row was written; the commit was not.
      continue;
    }
    const started = pending.get(owner);
    if (started !== undefined && now.getTime() - started < graceMs) continue;
    await store.release(owner);
    released.push(owner);
  }
  await sweepPacks(store);
  return released;
}

/**
 * Removes pack files no index row points at and no import under way writes. The files are listed
 * before the rows are read: an import registers as pending before it opens its file, and indexes
 * its blocks before it stops being pending, so a file listed is always accounted for.
 */
async function sweepPacks(store: IdbBlockStore): Promise<void> {
  const { db, packs } = store;
  if (!packs) return;
  const names = await packs.names();
  if (names.length === 0) return;
  const live = new Set([
    ...(await db.pending.toCollection().primaryKeys()).map(String),
    ...(await db.packed.orderBy('pack').uniqueKeys()).map(String),
  ]);
  for (const name of names) if (!live.has(name)) await packs.remove(name).catch(() => undefined);
}
