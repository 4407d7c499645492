// What the transport keeps between sessions: this device's own chain (its tip and the bundles not
// yet sent: the outbox) and the CIDs of other devices' bundles already applied. An interface, so
// the coordinator can keep it in the workspace database beside the documents; the in-memory one
// serves tests, benches and a session that has not set up a team workspace's storage.
import type { BundleHeader } from './bundle-format';

/** A sealed bundle of this device, sent or waiting to be. */
export interface OutboxEntry {
  readonly cid: string;
  readonly bytes: Uint8Array;
  readonly header: BundleHeader;
}

/** The newest bundle of this device's chain (sent or not); seq -1 before the first. */
export interface ChainTip {
  readonly head: string | null;
  readonly seq: number;
}

export interface NetStore {
  /** The tip of a device's own chain. */
  tip(deviceId: string): Promise<ChainTip>;
  /** Queues sealed bundles (consecutive, of one device) and makes the last the device's tip, in one step. */
  append(entries: readonly OutboxEntry[]): Promise<void>;
  /** The bundles not sent yet, oldest first. */
  outbox(): Promise<readonly OutboxEntry[]>;
  /** Takes a sent bundle out of the outbox. */
  sent(cid: string): Promise<void>;
  isApplied(cid: string): Promise<boolean>;
  markApplied(cids: readonly string[]): Promise<void>;
}

/** A NetStore in memory (lost with the page). */
export function memoryNetStore(): NetStore {
  const tips = new Map<string, ChainTip>();
  const queue: OutboxEntry[] = [];
  const applied = new Set<string>();
  return {
    tip: async (deviceId) => tips.get(deviceId) ?? { head: null, seq: -1 },
    append: async (entries) => {
      queue.push(...entries);
      const last = entries.at(-1);
      if (last) tips.set(last.header.deviceId, { head: last.cid, seq: last.header.seq });
    },
    outbox: async () => [...queue],
    sent: async (cid) => {
      const index = queue.findIndex((entry) => entry.cid === cid);
      if (index >= 0) queue.splice(index, 1);
    },
    isApplied: async (cid) => applied.has(cid),
    markApplied: async (cids) => {
      for (const cid of cids) applied.add(cid);
    },
  };
}
