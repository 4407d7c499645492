// Publishing this device's bundles as a chain. Sealing needs no network: the CID is computed here
// over the ciphertext, so each bundle links to the previous one offline, and the outbox sends them
// oldest first whenever the endpoint answers. Only a head whose whole chain is out is reported as
// publishable on chain.
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { sealBundle } from './bundle-codec';
import type { BundleHeader } from './bundle-format';
import { putBlock, rawCid } from './kubo-blocks';
import type { NetStore, OutboxEntry } from './net-store';

export interface PublisherOptions {
  readonly endpoint: PinningEndpoint;
  readonly store: NetStore;
  readonly workspaceId: string;
  readonly deviceId: string;
  /** This device's ECDSA P-256 private key. */
  readonly signingKey: CryptoKey;
  /** The current epoch and its workspace key, asked at each bundle (a rotation takes effect at once). */
  readonly currentKey: () => { epoch: number; key: CryptoKey } | Promise<{ epoch: number; key: CryptoKey }>;
  readonly now?: () => number;
  /** The largest payload of one bundle (default PART_BYTES). */
  readonly partBytes?: number;
}

/** A payload larger than this is split: its sealed block then stays under Kubo's 1 MiB block limit. */
export const PART_BYTES = 1_000_000;

/** What a flush did. */
export interface FlushResult {
  /** CIDs sent by this flush, oldest first. */
  readonly sent: readonly string[];
  /** The newest bundle sent with all before it: the head to publish on chain (null: none yet). */
  readonly head: string | null;
  /** Bundles still waiting. */
  readonly pending: number;
  /** Why the flush stopped early (the endpoint unreachable or refusing), if it did. */
  readonly error: Error | null;
}

/** Runs tasks one after another. */
function queue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

/** This device's publisher: seals bundles into the outbox and sends them. One per device (one tab). */
export class BundlePublisher {
  // Seals run one at a time (each extends the tip the last one left), and so do flushes; a seal
  // never waits for a flush, which may wait for a slow endpoint.
  readonly #seals = queue();
  readonly #flushes = queue();

  constructor(readonly options: PublisherOptions) {}

  /** Seals a bundle of `document` after this device's tip and queues it; no network needed.
   * A payload over `partBytes` goes as consecutive parts, queued together; resolves with the last. */
  publish(document: string, kind: BundleHeader['kind'], payload: Uint8Array): Promise<OutboxEntry> {
    return this.#seals(async () => {
      const { store, workspaceId, deviceId, signingKey } = this.options;
      const tip = await store.tip(deviceId);
      const { epoch, key } = await this.options.currentKey();
      const size = this.options.partBytes ?? PART_BYTES;
      const count = Math.max(1, Math.ceil(payload.byteLength / size));
      const createdAt = Math.floor((this.options.now ?? Date.now)());
      const entries: OutboxEntry[] = [];
      let prev = tip.head;
      for (let index = 0; index < count; index += 1) {
        const header: BundleHeader = {
          workspaceId,
          deviceId,
          document,
          epoch,
          prev,
          seq: tip.seq + 1 + index,
          kind,
          createdAt,
          ...(count > 1 ? { part: { index, count } } : {}),
        };
        const part = payload.subarray(index * size, (index + 1) * size);
        const bytes = await sealBundle(header, part, { signingKey, epochKey: key });
        const entry = { cid: await rawCid(bytes), bytes, header };
        entries.push(entry);
        prev = entry.cid;
      }
      await store.append(entries);
      return entries.at(-1)!;
    });
  }

  /** Sends the outbox oldest first, stopping at the first failure (kept for the next flush). */
  flush(): Promise<FlushResult> {
    return this.#flushes(async () => {
      const { store, endpoint } = this.options;
      const sent: string[] = [];
      let error: Error | null = null;
      for (const entry of await store.outbox()) {
        try {
          await putBlock(endpoint, entry.bytes);
        } catch (failure) {
          error = failure instanceof Error ? failure : new Error(String(failure));
          break;
        }
        await store.sent(entry.cid);
        sent.push(entry.cid);
      }
      // Sent oldest first, so the bundle before the oldest one waiting is out with its whole chain
      // (also when it went out in an earlier session).
      const waiting = await store.outbox();
      const head = waiting[0] ? waiting[0].header.prev : (await store.tip(this.options.deviceId)).head;
      return { sent, head, pending: waiting.length, error };
    });
  }

  /** Flushes whenever `target` says the browser is back online; returns the function that stops it. */
  flushOnReconnect(target: EventTarget = globalThis, onResult?: (result: FlushResult) => void): () => void {
    const listener = () => void this.flush().then(onResult);
    target.addEventListener('online', listener);
    return () => target.removeEventListener('online', listener);
  }
}
