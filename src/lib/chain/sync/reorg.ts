// Reorg detection: the engine keeps the hashes of the last blocks it read. When a new block's
// parent is not the block we stored at that height (or the chain's head is now below our cursor),
// the blocks above the last one both sides agree on are orphaned: their rows go, and the range is
// scanned again.

/** How many recent blocks per chain are kept for this (deeper reorgs rescan from the oldest kept). */
export const KEPT_BLOCKS = 64;

/** Whether the first newly read block does not continue the chain we stored. */
export function breaksChain(
  stored: ReadonlyMap<number, string>,
  next: { number: number; parentHash: string },
): boolean {
  const parent = stored.get(next.number - 1);
  return parent !== undefined && parent !== next.parentHash.toLowerCase();
}

/**
 * The highest stored block whose hash the chain still has, searching down from `below` (exclusive).
 * `hashAt` reads the chain's current hash at a height (null when the chain is shorter). With no
 * agreement in the kept window, the block under the oldest kept one is returned: a deep reorg
 * rescans the whole window.
 */
export async function commonAncestor(
  stored: ReadonlyMap<number, string>,
  below: number,
  hashAt: (number: number) => Promise<string | null>,
): Promise<number> {
  const heights = [...stored.keys()].filter((n) => n < below).sort((a, b) => b - a);
  for (const height of heights) {
    const current = await hashAt(height);
    if (current !== null && current.toLowerCase() === stored.get(height)) return height;
  }
  const oldest = Math.min(...stored.keys(), below);
  return Math.max(-1, oldest - 1);
}
