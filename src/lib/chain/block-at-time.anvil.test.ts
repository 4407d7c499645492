// The block a date falls in, on a real anvil whose clock is moved forward between blocks: a block
// a day apart, several within one second's neighbourhood, the moment before genesis and after the head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { lastBlockBefore, startOfDaySeconds } from './block-at-time';
import { httpReader, type ChainReader } from './rpc-client';

const DAY = 86_400;

describe('lastBlockBefore on anvil', () => {
  let anvil: Anvil;
  let reader: ChainReader;
  /** Block number → timestamp, as mined. */
  const times: number[] = [];

  beforeAll(async () => {
    anvil = await startAnvil({});
    reader = httpReader(anvil.rpcUrl, 31337);
    const genesis = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['0x0', false])) as { timestamp: string };
    times.push(Number(genesis.timestamp));
    // Blocks 1–20: a day apart, then blocks 21–40 a second apart (the clock moved forward each time).
    for (let n = 1; n <= 40; n += 1) {
      const at = (times[n - 1] as number) + (n <= 20 ? DAY : 1);
      await rpc(anvil.rpcUrl, 'evm_mine', [at]);
      times.push(at);
    }
  });
  afterAll(() => anvil.stop());

  it('finds the last block strictly before each moment', async () => {
    for (const n of [1, 2, 7, 19, 20, 21, 30, 39]) {
      const moment = (times[n] as number) + 1;
      // Blocks 20–40 are a second apart: one second after block n is block n+1's own time (not before it).
      expect((await lastBlockBefore(reader, moment))?.number).toBe(n);
      expect((await lastBlockBefore(reader, times[n] as number))?.number).toBe(n - 1);
    }
    const found = await lastBlockBefore(reader, (times[10] as number) + DAY / 2);
    expect(found).toMatchObject({ number: 10, timestamp: times[10] });
    expect(found?.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('gives nothing before genesis and the head after it', async () => {
    expect(await lastBlockBefore(reader, times[0] as number)).toBeNull();
    expect((await lastBlockBefore(reader, (times[40] as number) + 10 * DAY))?.number).toBe(40);
  });

  it('turns a day into its first second (UTC)', () => {
    expect(startOfDaySeconds('2026-01-01')).toBe(1_767_225_600);
  });
});
