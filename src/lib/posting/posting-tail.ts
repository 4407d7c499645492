// The rows the poster has run that are stamped within the clock margin before its newest stamp, kept
// as an order-free digest of (id, stamp) pairs: updated as rows run and as they leave the margin, so
// saving the cursor costs the rows that changed, not the rows stamped within the margin (a long
// history synced minutes ago puts the whole table there). After a start, the same digest is
// recomputed from the index keys beside the queue (posting-margin.ts), and the margin's rows are read
// when the two differ.

// Writers stamp rows with their own clock (lib/db/live-table uses the same margin): rows stamped a
// little before `through` may be committed after the cursor was saved.
const CLOCK_MARGIN_MS = 5 * 60_000;

/** The stamp after which rows may still be committed late: `through` less the clock margin ('' when unreadable). */
export function marginBefore(through: string): string {
  const time = Date.parse(through);
  return Number.isNaN(time) ? '' : new Date(time - CLOCK_MARGIN_MS).toISOString();
}

/** Two 32-bit FNV-1a lanes of a string: the cursor's digests and the tail's pairs both use them. */
export function fnvLanes(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return [a, b];
}

/** The lanes of one (id, stamp) pair. */
const pairHash = (id: string, stamp: string): [number, number] => fnvLanes(`${id}\n${stamp}`);

const format = (count: number, a: number, b: number) => `p${count.toString(36)}.${a.toString(36)}.${b.toString(36)}`;

/** A running order-free digest of (id, stamp) pairs: pairs added one at a time (a start's check reads them in chunks). */
export function createPairSum(): { add(id: string, stamp: string): void; digest(): string } {
  let a = 0;
  let b = 0;
  let count = 0;
  return {
    add(id, stamp) {
      const [x, y] = pairHash(id, stamp);
      a = (a + x) >>> 0;
      b = (b + y) >>> 0;
      count += 1;
    },
    digest: () => format(count, a, b),
  };
}

/** The order-free digest of (id, stamp) pairs: the lanes summed, and the count. */
export function tailDigestOf(pairs: Iterable<readonly [string, string]>): string {
  const sum = createPairSum();
  for (const [id, stamp] of pairs) sum.add(id, stamp);
  return sum.digest();
}

/** How many pairs a digest counts (Infinity when it is not one: a start then reads more, never less). */
export function tailCountOf(digest: string): number {
  const match = /^p([0-9a-z]+)\./.exec(digest);
  return match ? parseInt(match[1] as string, 36) : Number.POSITIVE_INFINITY;
}

/** The digest of the rows run within the margin, kept as rows are run, forgotten and leave the margin. */
export interface RunTail {
  /** A row run with this stamp (replaces the stamp it was run with before). */
  note(id: string, stamp: string): void;
  /** A row deleted: it no longer counts. */
  forget(id: string): void;
  /** The digest of the rows run stamped in (through − margin, through]. */
  digestThrough(through: string): string;
}

/** An empty tail. */
export function createRunTail(): RunTail {
  const stamps = new Map<string, string>();
  // (stamp, id) in stamp order; an entry whose row has a newer stamp in `stamps` is skipped when it leaves.
  let queue: [string, string][] = [];
  let head = 0;
  let sorted = true;
  let floor = '';
  let a = 0;
  let b = 0;
  const add = (id: string, stamp: string, sign: 1 | -1) => {
    const [x, y] = pairHash(id, stamp);
    a = (a + sign * x) >>> 0;
    b = (b + sign * y) >>> 0;
  };
  const forget = (id: string) => {
    const stamp = stamps.get(id);
    if (stamp === undefined) return;
    stamps.delete(id);
    add(id, stamp, -1);
  };
  return {
    note(id, stamp) {
      if (stamps.get(id) === stamp) return;
      forget(id);
      // Rows stamped before the margin of a cursor already saved never count again.
      if (stamp <= floor) return;
      stamps.set(id, stamp);
      add(id, stamp, 1);
      const last = queue[queue.length - 1];
      if (last !== undefined && stamp < last[0]) sorted = false;
      queue.push([stamp, id]);
    },
    forget,
    digestThrough(through) {
      const from = marginBefore(through);
      if (from > floor) floor = from;
      if (!sorted) {
        queue = queue.slice(head).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
        head = 0;
        sorted = true;
      }
      while (head < queue.length && (queue[head] as [string, string])[0] <= floor) {
        const [stamp, id] = queue[head] as [string, string];
        if (stamps.get(id) === stamp) forget(id);
        head += 1;
      }
      // Drop what left, now and then, so the queue holds about the rows within the margin.
      if (head > 1_024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      return format(stamps.size, a, b);
    },
  };
}
