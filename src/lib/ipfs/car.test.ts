import { CarReader, CarWriter } from '@ipld/car';
import * as dagPb from '@ipld/dag-pb';
import { importer } from 'ipfs-unixfs-importer';
import { describe, expect, it } from 'vitest';
import type { Block } from './blocks';
import { collectCar, exportCar, readCar } from './car';
import { importerOptions, importFile } from './import-file';
import { MemoryBlocks } from './memory-blocks';
import { pseudoRandomBytes } from './test-bytes.testing';

const KIB = 1024;

function byCid(blocks: readonly Block[]): Map<string, Uint8Array> {
  return new Map(blocks.map((b) => [b.cid.toString(), b.bytes]));
}

async function carOf(blocks: readonly Block[], roots: Block['cid'][]): Promise<Uint8Array> {
  const { writer, out } = CarWriter.create(roots);
  const bytes = collectCar(out);
  for (const block of blocks) await writer.put(block);
  await writer.close();
  return bytes;
}

describe('exportCar', () => {
  it('writes one root and every block of the file, as @ipld/car reads them back', async () => {
    const store = new MemoryBlocks();
    const { cid } = await importFile(pseudoRandomBytes(7, 900 * KIB), store);
    const car = await collectCar(exportCar([{ name: 'a.bin', cid }], store));
    const reader = await CarReader.fromBytes(car);
    expect((await reader.getRoots()).map(String)).toEqual([cid.toString()]);
    const read: Block[] = [];
    for await (const block of reader.blocks()) read.push(block);
    expect(read[0]?.cid.toString()).toBe(cid.toString()); // root first
    expect(byCid(read)).toEqual(byCid(store.blocks()));
    expect(read).toHaveLength(5);
  });

  it('wraps several files in one directory, the same one the importer builds with wrapWithDirectory', async () => {
    const store = new MemoryBlocks();
    const one = pseudoRandomBytes(8, 300 * KIB);
    const two = new TextEncoder().encode('second document');
    const b = await importFile(one, store);
    const a = await importFile(two, store);
    const car = await collectCar(
      exportCar(
        [
          { name: 'b.bin', cid: b.cid },
          { name: 'a.txt', cid: a.cid },
        ],
        store,
      ),
    );
    const { root, blocks } = await readCar(car);

    let expected = '';
    const sink = { put: async (cid: Block['cid']) => cid };
    const candidates = [
      { path: 'b.bin', content: one },
      { path: 'a.txt', content: two },
    ];
    for await (const entry of importer(candidates, sink, { ...importerOptions('kubo'), wrapWithDirectory: true }))
      expected = entry.cid.toString();
    expect(root.toString()).toBe(expected);

    const directory = dagPb.decode(blocks[0]!.bytes);
    expect(directory.Links.map((l) => [l.Name, l.Hash.toString()])).toEqual([
      ['a.txt', a.cid.toString()],
      ['b.bin', b.cid.toString()],
    ]);
    expect(blocks).toHaveLength(store.size + 1);
  });

  it('fails on a missing block and refuses duplicate names', async () => {
    const store = new MemoryBlocks();
    const { cid } = await importFile(pseudoRandomBytes(9, 600 * KIB), store);
    const partial = new MemoryBlocks();
    for (const block of store.blocks().filter((x) => x.cid.code !== 0x55 || x.bytes.length !== 88 * KIB))
      await partial.put(block.cid, block.bytes);
    await expect(collectCar(exportCar([{ name: 'x', cid }], partial))).rejects.toThrow(/is missing from the store/);
    await expect(
      collectCar(
        exportCar(
          [
            { name: 'x', cid },
            { name: 'x', cid },
          ],
          store,
        ),
      ),
    ).rejects.toThrow(/both named "x"/);
  });
});

describe('readCar', () => {
  it('gives back the root and the blocks of an exported file', async () => {
    const store = new MemoryBlocks();
    const { cid } = await importFile(pseudoRandomBytes(10, 520 * KIB), store);
    const { root, blocks } = await readCar(await collectCar(exportCar([{ name: 'f', cid }], store)));
    expect(root.equals(cid)).toBe(true);
    expect(byCid(blocks)).toEqual(byCid(store.blocks()));
  });

  it('refuses a CAR in which one byte of one block was changed, naming that block', async () => {
    const store = new MemoryBlocks();
    const { cid } = await importFile(pseudoRandomBytes(11, 600 * KIB), store);
    const car = await collectCar(exportCar([{ name: 'f', cid }], store));
    const leaf = store.blocks().find((x) => x.bytes.length === 88 * KIB)!; // the last, short leaf
    const at = car.length - leaf.bytes.length + 100; // it is the last block written
    expect(car.subarray(car.length - leaf.bytes.length)).toEqual(leaf.bytes);
    car[at] = car[at]! ^ 0xff;
    await expect(readCar(car)).rejects.toThrow(`CAR refused: Block ${leaf.cid.toString()} does not match its content`);
  });

  it('refuses a CAR with two roots, or without its root block', async () => {
    const store = new MemoryBlocks();
    const a = await importFile(new TextEncoder().encode('a'), store);
    const b = await importFile(new TextEncoder().encode('b'), store);
    await expect(readCar(await carOf(store.blocks(), [a.cid, b.cid]))).rejects.toThrow(
      /exactly one root; this one has 2/,
    );
    await expect(readCar(await carOf(store.blocks().slice(1), [a.cid]))).rejects.toThrow(
      /does not hold its root block/,
    );
  });
});
