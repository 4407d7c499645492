import { describe, expect, it } from 'vitest';
import { breaksChain, commonAncestor } from './reorg';

const h = (n: number, fork = '') => `0x${(fork + n.toString(16)).padStart(64, '0')}`;
const stored = new Map([10, 11, 12, 13].map((n) => [n, h(n)]));

describe('reorg detection', () => {
  it('sees a block whose parent is not the stored block at that height', () => {
    expect(breaksChain(stored, { number: 14, parentHash: h(13) })).toBe(false);
    expect(breaksChain(stored, { number: 14, parentHash: h(13, 'f') })).toBe(true);
    expect(breaksChain(stored, { number: 20, parentHash: h(19) })).toBe(false); // nothing stored there
  });

  it('finds the highest block both sides agree on', async () => {
    const chain = new Map([
      [10, h(10)],
      [11, h(11)],
      [12, h(12, 'f')],
      [13, h(13, 'f')],
    ]);
    expect(await commonAncestor(stored, 14, async (n) => chain.get(n) ?? null)).toBe(11);
  });

  it('treats a chain that got shorter (snapshot revert) like a reorg', async () => {
    const chain = new Map([
      [10, h(10)],
      [11, h(11, 'f')],
    ]);
    expect(await commonAncestor(stored, 14, async (n) => chain.get(n) ?? null)).toBe(10);
  });

  it('rescans the whole kept window when nothing agrees', async () => {
    expect(await commonAncestor(stored, 14, async () => h(0, 'e'))).toBe(9);
    expect(await commonAncestor(new Map(), 5, async () => null)).toBe(4);
  });
});
