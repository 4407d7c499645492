import { importer } from 'ipfs-unixfs-importer';
import type { CID } from 'multiformats/cid';
import { describe, expect, it } from 'vitest';
import { handBuiltCid } from './hand-built-dag.testing';
import { CID_PROFILES, importerOptions, importFile } from './import-file';
import { MemoryBlocks } from './memory-blocks';
import { ipip499Bytes, pseudoRandomBytes, pseudoRandomChunks } from './test-bytes.testing';

const KIB = 1024;
const MIB = 1024 * KIB;
const helloWorld = new TextEncoder().encode('hello world');

/** Root CID string of an import with the importer options of `kubo` plus overrides (for the dag-pb-leaf cross-checks). */
async function importWith(bytes: Uint8Array, overrides: { rawLeaves: boolean; cidVersion: 0 | 1 }): Promise<string> {
  let root = '';
  const store = { put: async (cid: CID) => cid };
  for await (const entry of importer([{ content: bytes }], store, { ...importerOptions('kubo'), ...overrides }))
    root = entry.cid.toString();
  return root;
}

describe('importFile: kubo `ipfs add --cid-version=1` vectors', () => {
  it('gives the raw-block CID for a single-chunk file ("hello world")', async () => {
    // Origin: a single-chunk file under --cid-version=1 is one raw block, so its CID is CIDv1(raw,
    // sha2-256(bytes)). The literal is the CID IPFS documentation and kubo give for these 11 bytes;
    // handBuiltCid recomputes it from node:crypto alone.
    const { cid, size } = await importFile(helloWorld, new MemoryBlocks());
    expect(cid.toString()).toBe('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e');
    expect(handBuiltCid(helloWorld, CID_PROFILES.kubo.chunkSize)).toBe(cid.toString());
    expect(size).toBe(11);
  });

  it('gives the hand-built CID for multi-chunk files (kubo default and unixfs-v1-2025)', async () => {
    // Origin: handBuiltCid, written from the dag-pb and UnixFS specs with no IPFS library.
    // 1,000,000 bytes = 4 chunks of 256 KiB; 2.5 MiB = 3 chunks of 1 MiB.
    const small = pseudoRandomBytes(1, 1_000_000);
    const kubo = await importFile(small, new MemoryBlocks());
    expect(kubo.cid.toString()).toBe('bafybeihwfobwqdyw75rvitc6bsyjz5rvv3qtzfvoy3i2v4xdgw7ruapuwm');
    expect(handBuiltCid(small, 256 * KIB)).toBe(kubo.cid.toString());
    expect(kubo.size).toBe(1_000_000);

    const larger = pseudoRandomBytes(3, 2.5 * MIB);
    const v2025 = await importFile(larger, new MemoryBlocks(), { profile: 'unixfs-v1-2025' });
    expect(handBuiltCid(larger, MIB)).toBe(v2025.cid.toString());
    expect((await importFile(larger, new MemoryBlocks())).cid.equals(v2025.cid)).toBe(false);
  });

  it('cuts and links chunks as an independent implementation does (Debian ipfs-cid, CIDv0)', async () => {
    // Origin: Debian bookworm's `ipfs_cid` 0.0~git20200813 (rust-ipfs's unixfs adder: 256 KiB
    // chunks, balanced tree of 174 links, dag-pb leaves, no raw-leaves option), run on files
    // written from pseudoRandomBytes. Only its CIDv0 is comparable (its "CIDv1" relabels the
    // CIDv0 root and keeps v0 links, which kubo's --cid-version=1 does not). Same chunking and
    // layout as ours, so the importer must agree byte for byte, including a two-level tree
    // (175 chunks), which is what the 174-link balanced layout decides.
    expect(await importWith(helloWorld, { rawLeaves: false, cidVersion: 0 })).toBe(
      'Qmf412jQZiuVUtdgnB36FXFX7xg5V6KEbSJ4dpQuhkLyfD',
    );
    const fourChunks = pseudoRandomBytes(1, 1_000_000); // sha256 41a8554b…236b9b
    expect(await importWith(fourChunks, { rawLeaves: false, cidVersion: 0 })).toBe(
      'QmaaP7aoi4hhwuBdMkPc5rKsEv4tiek53D15P4DwawX24a',
    );
    const twoLevels = pseudoRandomBytes(2, 174 * 256 * KIB + 1000); // sha256 10da05a3…61c64c
    expect(await importWith(twoLevels, { rawLeaves: false, cidVersion: 0 })).toBe(
      'QmRarcYdY2py2fG54Z1zE8XfXj4Fa1cU7EcMWMLCRfc7Wo',
    );
  }, 60_000);
});

describe('importFile: kubo IPIP-499 CID-profile fixtures', () => {
  // Origin: kubo's test/cli/cid_profiles_test.go (the IPIP-499 `unixfs-v1-2025` and
  // `unixfs-v0-2015` profile fixtures, run against real kubo), reproduced by js-ipfs-unixfs in
  // packages/ipfs-unixfs-importer/test/ipip-499-profiles.spec.ts. Bytes: ipip499Bytes(seed, size),
  // the ChaCha20 keystream of key sha256(seed), counter 0, zero nonce (test-bytes.testing.ts).

  it("gives kubo's unixfs-v1-2025 CIDs: one raw block at 1 MiB, two raw leaves at 1 MiB + 1", async () => {
    const oneBlock = await importFile(ipip499Bytes('chunk-v1-seed', MIB), new MemoryBlocks(), {
      profile: 'unixfs-v1-2025',
    });
    expect(oneBlock.cid.toString()).toBe('bafkreiacndfy443ter6qr2tmbbdhadvxxheowwf75s6zehscklu6ezxmta');
    const blocks = new MemoryBlocks();
    const twoLeaves = await importFile(ipip499Bytes('chunk-v1-seed', MIB + 1), blocks, { profile: 'unixfs-v1-2025' });
    expect(twoLeaves.cid.toString()).toBe('bafybeigmix7t42i6jacydtquhet7srwvgpizfg7gjbq7627d35mjomtu64');
    expect(
      blocks
        .blocks()
        .map((b) => b.cid.code)
        .sort((x, y) => x - y),
    ).toEqual([0x55, 0x55, 0x70]); // raw, raw, dag-pb root
  });

  it('cuts 256 KiB chunks into a balanced tree of 174 links as kubo does (unixfs-v0-2015 fixtures)', async () => {
    // kubo's default `--cid-version=1` shares the v0-2015 profile's 256 KiB chunks and 174-link
    // balanced layout; only CIDv0 and dag-pb leaves differ. importWith keeps the app's kubo
    // options and switches those two, so these prove the chunking and layout the app uses,
    // including the split into a second level at 174 * 256 KiB + 1 bytes.
    const v0 = { rawLeaves: false, cidVersion: 0 } as const;
    expect(await importWith(ipip499Bytes('chunk-v0-seed', 256 * KIB), v0)).toBe(
      'QmWmRj3dFDZdb6ABvbmKhEL6TmPbAfBZ1t5BxsEyJrcZhE',
    );
    expect(await importWith(ipip499Bytes('chunk-v0-seed', 256 * KIB + 1), v0)).toBe(
      'QmYyLxtzZyW22zpoVAtKANLRHpDjZtNeDjQdJrcQNWoRkJ',
    );
    expect(await importWith(ipip499Bytes('v0-seed', 174 * 256 * KIB), v0)).toBe(
      'QmUbBALi174SnogsUzLpYbD4xPiBSFANF4iztWCsHbMKh2',
    );
    expect(await importWith(ipip499Bytes('v0-seed', 174 * 256 * KIB + 1), v0)).toBe(
      'QmV81WL765sC8DXsRhE5fJv2rwhS4icHRaf3J9Zk5FdRnW',
    );
  }, 60_000);
});

describe('importFile', () => {
  it('puts the same blocks when the same bytes are imported twice', async () => {
    const bytes = pseudoRandomBytes(4, 700 * KIB);
    const first = new MemoryBlocks();
    const second = new MemoryBlocks();
    const a = await importFile(bytes, first);
    const b = await importFile(bytes, second);
    await importFile(bytes, first);
    expect(b.cid.equals(a.cid)).toBe(true);
    expect(first.size).toBe(4); // 3 raw leaves + 1 root, not doubled
    expect(second.blocks().map((x) => x.cid.toString())).toEqual(first.blocks().map((x) => x.cid.toString()));
    for (const block of first.blocks()) expect(await second.get(block.cid)).toEqual(block.bytes);
  });

  it('gives the same CID from a ReadableStream as from the bytes, and reports progress', async () => {
    const bytes = pseudoRandomBytes(5, 600 * KIB);
    const progress: number[] = [];
    const stream = new Blob([bytes]).stream();
    const streamed = await importFile(stream, new MemoryBlocks(), { onProgress: (n) => progress.push(n) });
    expect(streamed.cid.equals((await importFile(bytes, new MemoryBlocks())).cid)).toBe(true);
    expect(progress).toEqual([256 * KIB, 512 * KIB, 600 * KIB]);
  });

  it('streams a 20 MiB source without holding it whole', async () => {
    const total = 20 * MIB;
    const source = pseudoRandomChunks(6, total, 64 * KIB);
    let pulled = 0;
    let stored = 0;
    let peak = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = source.next();
        if (next.done) return controller.close();
        pulled += next.value.length;
        peak = Math.max(peak, pulled - stored);
        controller.enqueue(next.value);
      },
    });
    // Counts leaf bytes and drops them, as a database sink would after writing.
    const sink = { put: async (cid: CID, bytes: Uint8Array) => void (cid.code === 0x55 && (stored += bytes.length)) };
    const { size } = await importFile(stream, sink);
    expect(size).toBe(total);
    expect(stored).toBe(total);
    expect(peak).toBeLessThan(4 * MIB); // chunker buffer + the importer's 10 concurrent block writes
  });
});
