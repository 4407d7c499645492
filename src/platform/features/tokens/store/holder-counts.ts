// Holder counts of shares tokens for the token list, kept up to date incrementally. The list is
// refreshed on every new block; re-reading each token's whole Transfer history then cost a full
// log scan per token per block. Instead the events read so far stay cached per chain and token:
// a refresh reads only the logs after the last settled block (the newest REORG_DEPTH blocks are
// read again, a reorg may have replaced them), and the holders are counted again only when those
// logs differ from what was cached. A settled block whose hash changed (a local chain reset, a
// deep reorg) drops the cache and everything is read again.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { blockNumber, getBlock } from '@/lib/chain/rpc-methods';
import { buildCapTable, type TransferEvent } from '@/lib/tokens/cap-table';
import { readTransferEvents } from '@/lib/tokens/read-cap-table';

/** The newest blocks read again on each refresh. */
export const REORG_DEPTH = 12;

interface Entry {
  /** Every Transfer event from the deployment block to `head`. */
  readonly events: readonly TransferEvent[];
  readonly head: number;
  /** Events up to this block are not read again; its hash tells whether the chain still has it. */
  readonly settled: number;
  readonly settledHash: string | null;
  readonly holders: number;
}

const sameEvents = (a: readonly TransferEvent[], b: readonly TransferEvent[]) =>
  a.length === b.length &&
  a.every(
    (e, i) =>
      e.transactionHash === b[i]?.transactionHash &&
      e.logIndex === b[i]?.logIndex &&
      e.blockNumber === b[i]?.blockNumber,
  );

const hashAt = async (reader: ChainReader, block: number) =>
  block < 0 ? null : ((await getBlock(reader, block))?.hash ?? null);

/** A holder counter with its own cache (the page uses one per tab; tests make their own). */
export function createHolderCounter() {
  const cache = new Map<string, Entry>();
  return {
    /** Holders with a non-zero balance of the shares `token` (deployed at `fromBlock`) at the latest block. */
    async count(reader: ChainReader, token: string, fromBlock: number): Promise<number> {
      const key = `${reader.chainId}|${token.toLowerCase()}`;
      const head = await blockNumber(reader);
      let entry = cache.get(key);
      if (entry && entry.head === head) return entry.holders;
      if (entry && (head < entry.settled || (await hashAt(reader, entry.settled)) !== entry.settledHash))
        entry = undefined;
      const settled = entry?.settled ?? fromBlock - 1;
      const kept = entry ? entry.events.filter((e) => e.blockNumber <= settled) : [];
      const previous = entry ? entry.events.filter((e) => e.blockNumber > settled) : null;
      const fresh = await readTransferEvents(reader, token, settled + 1, head);
      const events = [...kept, ...fresh];
      // Counted again only when the logs changed: unchanged logs give the same holders.
      const holders =
        entry && previous && sameEvents(previous, fresh) ? entry.holders : buildCapTable(events, head).holders.length;
      const nextSettled = Math.max(settled, head - REORG_DEPTH);
      cache.set(key, {
        events,
        head,
        settled: nextSettled,
        settledHash: nextSettled === settled && entry ? entry.settledHash : await hashAt(reader, nextSettled),
        holders,
      });
      return holders;
    },
  };
}
