// The first full read of a live table (live-table.ts), split by primary key into chunk requests.
import type { IndexableType, Table } from 'dexie';

/** The chunks of the whole key range: each from one stored key up to the next chunk's first key. */
export async function chunkReads(source: Table, chunkSize: number): Promise<(() => Promise<unknown[]>)[]> {
  const keys = (await source.toCollection().primaryKeys()) as IndexableType[];
  const starts = keys.filter((_, i) => i % chunkSize === 0);
  // The ranges cover every key (below the second start, between starts, from the last start), so
  // a row written since the keys were read still lands in one of them.
  return starts.map((start, i) => {
    const next = starts[i + 1];
    const where = source.where(':id');
    if (starts.length === 1) return () => source.toArray();
    if (i === 0) return () => where.below(next as IndexableType).toArray();
    if (next === undefined) return () => where.aboveOrEqual(start).toArray();
    return () => where.between(start, next, true, false).toArray();
  });
}

/**
 * The chunks in order, with up to `ahead` requests in flight: the database reads the next chunks
 * while the caller checks one (a profile showed the two taking turns, each idle half the time).
 */
export async function* readAhead(
  reads: readonly (() => Promise<unknown[]>)[],
  ahead: number,
): AsyncGenerator<unknown[]> {
  const inFlight: Promise<unknown[]>[] = [];
  let issued = 0;
  const issue = () => {
    while (issued < reads.length && inFlight.length < ahead)
      inFlight.push((reads[issued++] as () => Promise<unknown[]>)());
  };
  issue();
  while (inFlight.length) {
    const chunk = await (inFlight.shift() as Promise<unknown[]>);
    issue();
    yield chunk;
  }
}
