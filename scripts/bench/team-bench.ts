// Team workspace transport figures, run by scripts/bench-team.mjs in Node against a Helia node
// behind the Kubo RPC calls (never imported by the app): the app's own sealing, block calls and
// chain reading (lib/team/net). Returns figures; prints nothing.
import { openBundle, sealBundle } from '@/lib/team/net/bundle-codec';
import { getBlock, putBlock } from '@/lib/team/net/kubo-blocks';
import { memoryNetStore } from '@/lib/team/net/net-store';
import { BundlePublisher } from '@/lib/team/net/publisher';
import { readDeviceChain } from '@/lib/team/net/reader';

export interface TeamBenchFigures {
  /** Sealed bytes per payload (what block/put sends and the node stores). */
  readonly sealedBytes: readonly number[];
  /** Median and 95th percentile, milliseconds, per step of one bundle's round trip. */
  readonly ms: Record<'seal' | 'put' | 'get' | 'open' | 'total', { median: number; p95: number }>;
  /** Reading a 100-bundle chain from its head (walk, get, open each). */
  readonly chainReadMs: number;
  readonly chainLength: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Seals, puts, gets and opens `rounds` bundles of `payloads[0]`, sizes every payload, reads a chain. */
export async function benchTeamTransport(
  url: string,
  payloads: readonly Uint8Array[],
  rounds: number,
): Promise<TeamBenchFigures> {
  const endpoint = { url };
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const epochKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const keys = { epochKey: () => epochKey, deviceKey: () => pair.publicKey };
  const header = {
    workspaceId: 'workspace-bench',
    deviceId: 'device-bench',
    document: 'directory',
    epoch: 0,
    prev: null,
    seq: 0,
    kind: 'changes' as const,
    createdAt: Date.now(),
  };
  const sealedBytes: number[] = [];
  for (const payload of payloads)
    sealedBytes.push((await sealBundle(header, payload, { signingKey: pair.privateKey, epochKey })).byteLength);

  const steps = {
    seal: [] as number[],
    put: [] as number[],
    get: [] as number[],
    open: [] as number[],
    total: [] as number[],
  };
  const expected = { workspaceId: header.workspaceId, deviceId: header.deviceId };
  for (let round = 0; round < rounds; round += 1) {
    const t0 = performance.now();
    const sealed = await sealBundle({ ...header, createdAt: header.createdAt + round }, payloads[0]!, {
      signingKey: pair.privateKey,
      epochKey,
    });
    const t1 = performance.now();
    const cid = await putBlock(endpoint, sealed);
    const t2 = performance.now();
    const bytes = await getBlock(endpoint, cid);
    const t3 = performance.now();
    await openBundle(bytes, expected, keys);
    const t4 = performance.now();
    steps.seal.push(t1 - t0);
    steps.put.push(t2 - t1);
    steps.get.push(t3 - t2);
    steps.open.push(t4 - t3);
    steps.total.push(t4 - t0);
  }
  const stat = (values: number[]) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });

  const chainLength = 100;
  const publisher = new BundlePublisher({
    endpoint,
    store: memoryNetStore(),
    workspaceId: header.workspaceId,
    deviceId: header.deviceId,
    signingKey: pair.privateKey,
    currentKey: () => ({ epoch: 0, key: epochKey }),
  });
  for (let index = 0; index < chainLength; index += 1) await publisher.publish('directory', 'changes', payloads[0]!);
  const { head } = await publisher.flush();
  const start = performance.now();
  const read = await readDeviceChain({ endpoint, store: memoryNetStore(), ...expected, head: head!, keys });
  const chainReadMs = performance.now() - start;
  if (read.length !== chainLength) throw new Error(`read ${read.length} bundles of ${chainLength}`);
  return {
    sealedBytes,
    ms: {
      seal: stat(steps.seal),
      put: stat(steps.put),
      get: stat(steps.get),
      open: stat(steps.open),
      total: stat(steps.total),
    },
    chainReadMs,
    chainLength,
  };
}

export interface FirstCopyFigures {
  readonly bundles: number;
  readonly publishedBytes: number;
  readonly publishMs: number;
  readonly readMs: number;
}

/** Publishes `snapshot` (split into parts as needed) then reads it as a new member would. */
export async function benchFirstCopy(url: string, snapshot: Uint8Array): Promise<FirstCopyFigures> {
  const endpoint = { url };
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const epochKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const store = memoryNetStore();
  const ids = { workspaceId: 'workspace-first-copy', deviceId: 'device-first-copy' };
  const publisher = new BundlePublisher({
    endpoint,
    store,
    ...ids,
    signingKey: pair.privateKey,
    currentKey: () => ({ epoch: 0, key: epochKey }),
  });
  const start = performance.now();
  await publisher.publish('directory', 'snapshot', snapshot);
  const queued = await store.outbox();
  const { head } = await publisher.flush();
  const publishMs = performance.now() - start;
  const keys = { epochKey: () => epochKey, deviceKey: () => pair.publicKey };
  const readStart = performance.now();
  const [copy] = await readDeviceChain({
    endpoint,
    store: memoryNetStore(),
    ...ids,
    head: head!,
    keys,
    fromSnapshots: ['directory'],
  });
  const readMs = performance.now() - readStart;
  if (copy?.payload.byteLength !== snapshot.byteLength) throw new Error('the snapshot did not come back whole');
  return {
    bundles: queued.length,
    publishedBytes: queued.reduce((sum, entry) => sum + entry.bytes.byteLength, 0),
    publishMs,
    readMs,
  };
}
