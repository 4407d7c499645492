// The plan played on a real anvil: every step succeeds at its day, the clock is back at now
// afterwards, and a second reader finds the same history (how the browser picks up a chain that
// `npm start -- --sample` played).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deployAll } from '../../../scripts/lib/deploy.mjs';
import type { SampleContracts } from './chain-calls';
import { playSampleChain, readSampleChain, samplePlayed, stepTimes } from './chain-runner';
import { samplePlan } from './plan';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const plan = samplePlan();
let anvil: Anvil;
let contracts: SampleContracts;
const call = (method: string, params: unknown[] = []) => rpc(anvil.rpcUrl, method, params);

beforeAll(async () => {
  anvil = await startAnvil({ args: ['--timestamp', String(Math.floor(NOW / 1000) - 370 * 86_400)] });
  const deploymentsPath = join(await mkdtemp(join(tmpdir(), 'ledgerline-sample-')), 'deployments.json');
  const deployed = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath });
  contracts = deployed.addresses as unknown as SampleContracts;
}, 60_000);
afterAll(() => anvil?.stop());

describe('playSampleChain', () => {
  it('plays every step at its planned time and is found again by readSampleChain', async () => {
    expect(await samplePlayed(call, plan)).toBe(false);
    const played = await playSampleChain({ rpc: call, plan, chainId: 31337, contracts, now: NOW });
    expect(played.hashes).toHaveLength(plan.steps.length);
    expect(await samplePlayed(call, plan)).toBe(true);

    const times = stepTimes(plan, played.start);
    const last = plan.steps.length - 1;
    const block = (await call('eth_getTransactionByHash', [played.hashes[last]])) as { blockNumber: string };
    const mined = (await call('eth_getBlockByNumber', [block.blockNumber, false])) as { timestamp: string };
    expect(Number(BigInt(mined.timestamp))).toBeGreaterThanOrEqual(times[last]!);
    expect(Number(BigInt(mined.timestamp)) * 1000).toBeLessThan(NOW);

    // The clock is back at now: the next block is dated now (or a moment later), not in the history.
    await call('evm_mine');
    const head = (await call('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    expect(Number(BigInt(head.timestamp)) * 1000).toBeGreaterThanOrEqual(NOW);

    const found = await readSampleChain({ rpc: call, plan, chainId: 31337, contracts });
    expect(found).toEqual(played);
  }, 120_000);
});
