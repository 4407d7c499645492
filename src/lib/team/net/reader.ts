// Reading another device's chain: walk back from its head through the previous-CID links until a
// bundle already applied (or its first), opening and checking each on the way, and hand the new
// ones back oldest first. A reader starting from nothing can stop at each document's newest
// snapshot instead of going back to the device's first bundle.
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { openBundle, type Bundle, type BundleKeys } from './bundle-codec';
import { getBlock } from './kubo-blocks';
import type { NetStore } from './net-store';

export interface ReadChainOptions {
  readonly endpoint: PinningEndpoint;
  readonly store: Pick<NetStore, 'isApplied'>;
  readonly workspaceId: string;
  readonly deviceId: string;
  /** The device's head CID (from the chain). */
  readonly head: string;
  readonly keys: BundleKeys;
  /** Start each of these documents from its newest snapshot: older bundles of a document that
   * has one are skipped, and the walk stops once every one of them has been found. */
  readonly fromSnapshots?: readonly string[];
}

/** A bundle read from a chain, with its CID. */
export interface ChainBundle extends Bundle {
  readonly cid: string;
}

/** The device's bundles not applied yet, oldest first; throws the first bundle's refusal (nothing partial). */
export async function readDeviceChain(options: ReadChainOptions): Promise<ChainBundle[]> {
  const { endpoint, store, workspaceId, deviceId, keys } = options;
  const wanted = options.fromSnapshots ? new Set(options.fromSnapshots) : null;
  const covered = new Set<string>();
  const newestFirst: ChainBundle[] = [];
  let cid: string | null = options.head;
  let seq: number | undefined;
  while (cid !== null && !(await store.isApplied(cid))) {
    const bytes = await getBlock(endpoint, cid);
    // Each step expects the sequence just below the last: a chain cannot loop or skip.
    const bundle = await openBundle(bytes, { workspaceId, deviceId, seq }, keys);
    const document = bundle.header.document;
    if (!wanted || !covered.has(document)) newestFirst.push({ cid, ...bundle });
    if (wanted && bundle.header.kind === 'snapshot') {
      covered.add(document);
      if ([...wanted].every((name) => covered.has(name))) break;
    }
    seq = bundle.header.seq - 1;
    cid = bundle.header.prev;
  }
  return newestFirst.reverse();
}
