// Reading another device's chain: walk back from its head through the previous-CID links until a
// bundle already applied (or its first), opening and checking each on the way, and hand the new
// ones back oldest first, the parts of a large payload joined into one. A reader starting from
// nothing can stop at each document's newest snapshot instead of going back to the first bundle.
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { openBundle, type Bundle, type BundleKeys } from './bundle-codec';
import { BundleHeaderMismatchError } from './errors';
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

/** A bundle read from a chain, with its CID (for parts joined: the last part's, the one to mark applied). */
export interface ChainBundle extends Bundle {
  readonly cid: string;
}

/** Joins each run of parts (oldest first) into one bundle; refuses a run that is not whole. */
function joinParts(bundles: readonly ChainBundle[]): ChainBundle[] {
  const joined: ChainBundle[] = [];
  let run: ChainBundle[] = [];
  for (const bundle of bundles) {
    const part = bundle.header.part;
    const first = run[0]?.header;
    if (!part) {
      if (first) throw new BundleHeaderMismatchError(`Bundle ${bundle.cid} interrupts a payload in parts`);
      joined.push(bundle);
      continue;
    }
    const fits = first
      ? first.document === bundle.header.document &&
        first.kind === bundle.header.kind &&
        first.part?.count === part.count
      : true;
    if (!fits || part.index !== run.length)
      throw new BundleHeaderMismatchError(
        `Bundle ${bundle.cid} is part ${part.index} where part ${run.length} belongs`,
      );
    run.push(bundle);
    if (run.length === part.count) {
      const { part: _, ...header } = run[0]!.header;
      const payload = new Uint8Array(run.reduce((sum, item) => sum + item.payload.byteLength, 0));
      let offset = 0;
      for (const item of run) {
        payload.set(item.payload, offset);
        offset += item.payload.byteLength;
      }
      joined.push({ cid: bundle.cid, header, payload });
      run = [];
    }
  }
  if (run.length) throw new BundleHeaderMismatchError('The chain ends inside a payload in parts');
  return joined;
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
    const { document, kind, part } = bundle.header;
    if (!wanted || !covered.has(document)) newestFirst.push({ cid, ...bundle });
    // A snapshot counts once its first part is reached (parts are met last to first).
    if (wanted && kind === 'snapshot' && (part?.index ?? 0) === 0) {
      covered.add(document);
      if ([...wanted].every((name) => covered.has(name))) break;
    }
    seq = bundle.header.seq - 1;
    cid = bundle.header.prev;
  }
  return joinParts(newestFirst.reverse());
}
